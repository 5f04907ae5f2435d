package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.cli.Main;
import dev.fairshare.cli.faults.StepMain;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.UsageLedgers;
import dev.fairshare.testkit.ledger.SacctExport;
import dev.fairshare.testkit.ledger.TestPostgres;
import dev.fairshare.testsupport.ChildJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kill -9} of {@code fairshare usage ingest} before a commit of a batch chosen by the seed, again and
 * again, then the same ingest run to its end, gives the same ledger as one clean run, against SQLite and against
 * PostgreSQL: no committed batch is lost, no batch is half there, nothing is counted twice. A kill before each
 * database write in turn ({@code -Dfairshare.faults.every-step=true}; a sample of three in {@code mvn verify})
 * checks the same for every step of a small ingest into either.
 */
class KillDuringIngestTest {
  static final int ROWS = Integer.getInteger("ledger.kill.rows", 30_000);
  static final int KILLS = Integer.getInteger("ledger.kills", 3);
  /** The seed of the sampled steps; {@code -Dfairshare.faults.seed=S} replays a run. */
  static final long SEED = Long.getLong("fairshare.faults.seed", System.nanoTime());
  static SacctExport export;
  static Path file;

  @TempDir
  static Path tmp;

  @BeforeAll
  static void generate() throws Exception {
    export = SacctExport.generate(ROWS, 7);
    file = tmp.resolve("sacct.txt");
    export.write(file);
  }

  static List<String> ingestArgs(String ledger) {
    return ingestArgs(ledger, file);
  }

  static List<String> ingestArgs(String ledger, Path input) {
    return List.of("usage", "ingest", "--ledger", ledger, "--tz=UTC", "--at", export.at().toString(),
        "--batch", "1500", "--no-progress", "slurm.sacct:" + input);
  }

  static Process start(String ledger) throws Exception {
    return start(ingestArgs(ledger));
  }

  static Process start(List<String> args) throws Exception {
    return new ProcessBuilder(ChildJvm.command("256m", List.of("-XX:TieredStopAtLevel=1"), Main.class.getName(),
        args)).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
  }

  static long size(String ledger) {
    try (UsageLedger l = UsageLedgers.open(ledger)) {
      return l.size();
    }
  }

  static String exported(String ledger) {
    CommandRun run = CommandRun.of("usage", "export", "--ledger", ledger);
    assertThat(run.exitCode()).isZero();
    return run.out();
  }

  /**
   * Kills the ingest repeatedly, each time before a commit of a batch (the JDBC driver in the child counts the
   * commits, {@link StepMain}): kill {@code k} before commit {@code 2k + 2} or {@code 2k + 3}, chosen by the seed,
   * so that each kill lands after this run has committed new batches and before it has committed them all,
   * however fast or slow the machine; then lets it finish; returns how many kills left a partial ledger.
   */
  static int killAndFinish(String ledger, long clean, long seed) throws Exception {
    Random random = new Random(seed);
    int partial = 0;
    for (int k = 0; k < KILLS; k++) {
      Path stopped = tmp.resolve("stopped");
      Files.deleteIfExists(stopped);
      long commit = 2L * k + 2 + random.nextInt(2);
      Process p = new ProcessBuilder(ChildJvm.command("256m", options(StepMain.stopBefore(commit, "commit",
          stopped)), StepMain.class.getName(), arguments(Main.class.getName(), ingestArgs(ledger))))
          .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      long deadline = System.nanoTime() + 120_000_000_000L;
      while (p.isAlive() && !Files.exists(stopped) && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      assertThat(stopped).as("kill %d: the ingest reached commit %d (seed %d)", k, commit, seed).exists();
      p.destroyForcibly();
      p.waitFor(30, TimeUnit.SECONDS);
      long n = size(ledger);
      assertThat(n).isBetween(0L, clean);
      partial += n > 0 && n < clean ? 1 : 0;
    }
    Process finish = start(ledger);
    assertThat(finish.waitFor(300, TimeUnit.SECONDS)).isTrue();
    assertThat(finish.exitValue()).isZero();
    return partial;
  }

  private static List<String> options(List<String> more) {
    List<String> options = new ArrayList<>(List.of("-XX:TieredStopAtLevel=1"));
    options.addAll(more);
    return options;
  }

  private static List<String> arguments(String main, List<String> args) {
    List<String> all = new ArrayList<>(List.of(main));
    all.addAll(args);
    return all;
  }

  void check(String clean, String killed) throws Exception {
    assertThat(CommandRun.of(ingestArgs(clean).toArray(String[]::new)).exitCode()).isZero();
    long total = size(clean);
    int partial = killAndFinish(killed, total, total);
    assertThat(partial).as("kills that left some batches of the ledger and not all").isEqualTo(KILLS);
    assertThat(exported(killed)).isEqualTo(exported(clean));
  }

  /**
   * An ingest of 600 records in batches of 100 into a new SQLite ledger, killed before one of its database
   * writes (a statement that writes, or a commit) at a time, each time from an empty ledger: the middle step
   * and two chosen by the seed ({@code -Dfairshare.faults.seed}) in {@code mvn verify}, every step in turn
   * with {@code -Dfairshare.faults.every-step=true} (docs/reliability.md). Each kill must leave whole batches
   * (a count of charges between none and all, on opening, each one of the clean run's) and the next run must
   * finish with the clean run's ledger, export for export.
   */
  @Test
  void aSqliteIngestKilledBeforeEveryStepEndsAsOneCleanRun() throws Exception {
    Path killed = tmp.resolve("every-killed.db");
    killBeforeEachStep("SQLite", tmp.resolve("every-clean.db").toString(), () -> {
      deleteLedger(killed);
      return killed.toString();
    });
  }

  /**
   * The same ingest into a new PostgreSQL ledger, killed before each of its database writes in turn (the
   * statements of its set-up, of each batch's staging and merge, each commit), each time into a new database:
   * the client dies, the server rolls back what it had not committed, and the ledger holds whole batches; the
   * next run finishes with the clean run's ledger. A sample in {@code mvn verify}, every step with the switch.
   */
  @Test
  void aPostgresIngestKilledBeforeEveryStepEndsAsOneCleanRun() throws Exception {
    killBeforeEachStep("PostgreSQL", TestPostgres.shared().newDatabase(), () -> TestPostgres.shared().newDatabase());
  }

  /** A ledger for a run: each call an empty one, the previous run's removed where it is a file. */
  private interface FreshLedger {
    String next() throws Exception;
  }

  /**
   * Ingests 600 records in batches of 100 into {@code clean}, counts the database writes of the same ingest into
   * a fresh ledger, then for each step of {@link #stepsToKill} kills an ingest into a fresh ledger before that
   * step, checks that it left whole batches of the clean run's charges (the previous state of each batch or the
   * new, never a part), runs the ingest again to its end and checks that it gives the clean run's export.
   */
  private static void killBeforeEachStep(String engine, String clean, FreshLedger fresh) throws Exception {
    long began = System.nanoTime();
    SacctExport small = SacctExport.generate(600, 11);
    Path input = tmp.resolve("small.txt");
    small.write(input);
    List<String> args = List.of("usage", "ingest", "--ledger", clean, "--tz=UTC", "--at", small.at().toString(),
        "--batch", "100", "--no-progress", "slurm.sacct:" + input);
    assertThat(CommandRun.of(args.toArray(String[]::new)).exitCode()).isZero();
    long total = size(clean);
    String cleanExport = exported(clean);
    List<String> killedArgs = new ArrayList<>(args);
    killedArgs.set(3, fresh.next());
    Path count = tmp.resolve("every-count");
    Process counting = new ProcessBuilder(ChildJvm.command("256m", options(StepMain.count("", count)),
        StepMain.class.getName(), arguments(Main.class.getName(), killedArgs)))
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    assertThat(counting.waitFor(300, TimeUnit.SECONDS)).isTrue();
    assertThat(counting.exitValue()).isZero();
    assertThat(exported(killedArgs.get(3))).as("the counted run's ledger").isEqualTo(cleanExport);
    int steps = Integer.parseInt(Files.readString(count).strip());
    List<String> bad = new ArrayList<>();
    int none = 0;
    int partial = 0;
    int all = 0;
    int[] kills = stepsToKill(steps);
    List<String> left = new ArrayList<>();
    for (int step : kills) {
      String killed = fresh.next();
      killedArgs.set(3, killed);
      Path stopped = tmp.resolve("every-stopped");
      Files.deleteIfExists(stopped);
      Process p = new ProcessBuilder(ChildJvm.command("256m", options(StepMain.stopBefore(step, "", stopped)),
          StepMain.class.getName(), arguments(Main.class.getName(), killedArgs)))
          .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      long deadline = System.nanoTime() + 120_000_000_000L;
      while (p.isAlive() && !Files.exists(stopped) && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      if (!Files.exists(stopped)) {
        bad.add("step " + step + " of " + steps + ": never reached");
      }
      String before = Files.exists(stopped) ? Files.readString(stopped) : "step " + step;
      p.destroyForcibly();
      p.waitFor(30, TimeUnit.SECONDS);
      long n = engine.equals("SQLite") && !Files.exists(Path.of(killed)) ? 0 : size(killed);
      left.add("  killed before " + (before.length() > 100 ? before.substring(0, 100) + "..." : before) + ": " + n
          + " charges of " + total);
      if (n < 0 || n > total || n % 100 != 0 && n != total) {
        bad.add("step " + step + ": " + n + " charges of " + total);
      } else if (n > 0 && !holdsOnly(cleanExport, exported(killed))) {
        bad.add("step " + step + ": a charge that the clean run does not hold, or holds fewer times");
      }
      none += n == 0 ? 1 : 0;
      partial += n > 0 && n < total ? 1 : 0;
      all += n == total ? 1 : 0;
      CommandRun again = CommandRun.of(killedArgs.toArray(String[]::new));
      if (again.exitCode() != 0 || !exported(killed).equals(cleanExport)) {
        bad.add("step " + step + ": the next run gave exit " + again.exitCode() + " " + again.err());
      }
    }
    System.out.printf("ingest fault run, %s (seed %d): %d steps, %d kills: %d left no batch, %d some batches and "
        + "not all, %d all; every next run checked against the clean run; %d s%n", engine, SEED, steps,
        kills.length, none, partial, all, (System.nanoTime() - began) / 1_000_000_000L);
    left.forEach(System.out::println);
    assertThat(bad).as("%s, seed %d", engine, SEED).isEmpty();
    assertThat(partial).as("kills that left some batches and not all").isPositive();
  }

  /**
   * Whether every charge line of {@code part} (an export) is a line of {@code whole}, each at most as many times
   * (the header and blank lines aside): a kill left charges of the clean run only, none twice.
   */
  private static boolean holdsOnly(String whole, String part) {
    java.util.Map<String, Integer> left = new java.util.HashMap<>();
    whole.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).forEach(l -> left.merge(l, 1, Integer::sum));
    return part.lines().filter(l -> !l.isBlank() && !l.startsWith("#"))
        .allMatch(l -> left.merge(l, -1, Integer::sum) >= 0);
  }

  /**
   * The steps to kill before, in order: every step with {@code -Dfairshare.faults.every-step=true}, else the
   * middle one (inside the batches, so that the kill leaves some and not all) and two chosen by the seed.
   */
  private static int[] stepsToKill(int steps) {
    if (Boolean.getBoolean("fairshare.faults.every-step")) {
      return java.util.stream.IntStream.range(0, steps).toArray();
    }
    Random random = new Random(SEED);
    return java.util.stream.IntStream.of(steps / 2, random.nextInt(steps), random.nextInt(steps)).distinct()
        .sorted().toArray();
  }

  private static void deleteLedger(Path ledger) throws java.io.IOException {
    for (String suffix : List.of("", "-journal", "-wal", "-shm")) {
      Files.deleteIfExists(Path.of(ledger + suffix));
    }
  }

  @Test
  void sqliteLedgerKilledRepeatedlyEndsAsOneCleanRun() throws Exception {
    check(tmp.resolve("clean.db").toString(), tmp.resolve("killed.db").toString());
  }

  @Test
  void postgresLedgerKilledRepeatedlyEndsAsOneCleanRun() throws Exception {
    check(TestPostgres.shared().newDatabase(), TestPostgres.shared().newDatabase());
  }

  @Test
  void twoIngestersWritingOnePostgresLedgerAtOnceCountNothingTwice() throws Exception {
    Path a = tmp.resolve("a.txt");
    Path b = tmp.resolve("b.txt");
    export.write(a, 0, (int) (export.size() * 0.7));
    export.write(b, (int) (export.size() * 0.3), export.size());
    String clean = TestPostgres.shared().newDatabase();
    assertThat(CommandRun.of(ingestArgs(clean).toArray(String[]::new)).exitCode()).isZero();
    String shared = TestPostgres.shared().newDatabase();
    size(shared);
    Process first = start(ingestArgs(shared, a));
    Process second = start(ingestArgs(shared, b));
    assertThat(first.waitFor(300, TimeUnit.SECONDS) && second.waitFor(300, TimeUnit.SECONDS)).isTrue();
    assertThat(first.exitValue()).isZero();
    assertThat(second.exitValue()).isZero();
    assertThat(exported(shared).replace(a.toString(), "SOURCE").replace(b.toString(), "SOURCE"))
        .isEqualTo(exported(clean).replace(file.toString(), "SOURCE"));
  }
}
