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
 * PostgreSQL: no committed batch is lost, no batch is half there, nothing is counted twice.
 */
class KillDuringIngestTest {
  static final int ROWS = Integer.getInteger("ledger.kill.rows", 30_000);
  static final int KILLS = Integer.getInteger("ledger.kills", 3);
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
   * With {@code -Dfairshare.faults.every-step=true} (docs/reliability.md; off in {@code mvn verify}): an
   * ingest of 600 records in batches of 100 into a new SQLite ledger, killed before each of its database
   * writes in turn (every statement that writes, every commit), each time from an empty ledger. Each kill
   * must leave whole batches (a count of charges between none and all, on opening) and the next run must
   * finish with the clean run's ledger, export for export.
   */
  @Test
  void aSqliteIngestKilledBeforeEveryStepEndsAsOneCleanRun() throws Exception {
    org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("fairshare.faults.every-step"),
        "-Dfairshare.faults.every-step=true runs it");
    SacctExport small = SacctExport.generate(600, 11);
    Path input = tmp.resolve("small.txt");
    small.write(input);
    String clean = tmp.resolve("every-clean.db").toString();
    List<String> args = List.of("usage", "ingest", "--ledger", clean, "--tz=UTC", "--at", small.at().toString(),
        "--batch", "100", "--no-progress", "slurm.sacct:" + input);
    assertThat(CommandRun.of(args.toArray(String[]::new)).exitCode()).isZero();
    long total = size(clean);
    Path killed = tmp.resolve("every-killed.db");
    List<String> killedArgs = new ArrayList<>(args);
    killedArgs.set(3, killed.toString());
    Path count = tmp.resolve("every-count");
    Process counting = new ProcessBuilder(ChildJvm.command("256m", options(StepMain.count("", count)),
        StepMain.class.getName(), arguments(Main.class.getName(), killedArgs)))
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    assertThat(counting.waitFor(300, TimeUnit.SECONDS)).isTrue();
    assertThat(counting.exitValue()).isZero();
    int steps = Integer.parseInt(Files.readString(count).strip());
    List<String> bad = new ArrayList<>();
    int partial = 0;
    for (int step = 0; step < steps; step++) {
      deleteLedger(killed);
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
      p.destroyForcibly();
      p.waitFor(30, TimeUnit.SECONDS);
      long n = Files.exists(killed) ? size(killed.toString()) : 0;
      if (n < 0 || n > total || n % 100 != 0 && n != total) {
        bad.add("step " + step + ": " + n + " charges of " + total);
      }
      partial += n > 0 && n < total ? 1 : 0;
      CommandRun again = CommandRun.of(killedArgs.toArray(String[]::new));
      if (again.exitCode() != 0 || !exported(killed.toString()).equals(exported(clean))) {
        bad.add("step " + step + ": the next run gave exit " + again.exitCode() + " " + again.err());
      }
    }
    System.out.printf("ingest fault run: %d steps, %d kills, %d left some batches and not all%n", steps, steps,
        partial);
    assertThat(bad).isEmpty();
    assertThat(partial).as("kills that left some batches and not all").isPositive();
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
