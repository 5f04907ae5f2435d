package dev.fairshare.cli.faults;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fault harness on every writing command (docs/reliability.md, "The fault harness"): {@code kill -9} in a
 * child JVM before steps of the write chosen by the seed (each step a file operation in the folder or a database
 * write, so each kill lands while the command writes, whatever the load) and at random moments, writes failing
 * at a file-size limit, read-only or immutable files and folders; after each, the folder holds the previous state
 * or the new one byte for byte (backups and databases included), never a mix; a deliberately non-atomic writer,
 * killed before chosen writes, fails the same checks. The short run is part of {@code mvn verify};
 * {@code -Dfairshare.faults.kills=N} raises the steps killed before per command,
 * {@code -Dfairshare.faults.clock-kills=N} the kills by the clock, {@code -Dfairshare.faults.every-step=true}
 * kills before every step, and {@code -Dfairshare.faults.seed=S} replays a run.
 */
class WritingCommandFaultsTest {
  static final int KILLS = Integer.getInteger("fairshare.faults.kills", 1);
  static final int CLOCK_KILLS = Integer.getInteger("fairshare.faults.clock-kills", 1);
  static final boolean EVERY_STEP = Boolean.getBoolean("fairshare.faults.every-step");
  static final long SEED = Long.getLong("fairshare.faults.seed", System.nanoTime());

  @TempDir
  static Path dir;
  static List<WritingScenario> scenarios;
  static final Map<WritingScenario, FaultHarness> HARNESSES = new HashMap<>();

  @BeforeAll
  static void templates() throws IOException, InterruptedException {
    scenarios = WritingScenarios.all(Files.createDirectories(dir.resolve("templates")));
  }

  private static FaultHarness harness(WritingScenario s) throws IOException {
    FaultHarness h = HARNESSES.get(s);
    if (h == null) {
      h = new FaultHarness(s, Files.createDirectories(dir.resolve("work").resolve(s.name().replace(' ', '_'))));
      HARNESSES.put(s, h);
    }
    return h;
  }

  @Test
  void everyCleanRunChangesSomething() throws IOException {
    for (WritingScenario s : scenarios) {
      FaultHarness h = harness(s);
      assertThat(h.after()).as(s.name()).isNotEqualTo(h.before());
    }
  }

  @Test
  void aKillAtARandomPointLeavesThePreviousOrTheNewStateAndTheNextRunFinishes() throws Exception {
    Random random = new Random(SEED);
    List<String> bad = new ArrayList<>();
    int stepKills = 0;
    int clockKills = 0;
    int clockMidWrite = 0;
    Map<String, Integer> kinds = new java.util.TreeMap<>();
    StringBuilder steps = new StringBuilder();
    for (WritingScenario s : scenarios) {
      FaultHarness h = harness(s);
      int n = h.steps();
      steps.append(steps.length() == 0 ? "" : ", ").append(s).append(' ').append(n);
      assertThat(n).as("%s: the steps of its write", s).isPositive();
      for (int step : stepsToKill(random, n)) {
        FaultHarness.Outcome o = h.killAtStep(step);
        stepKills++;
        kinds.merge(o.kind(), 1, Integer::sum);
        assertThat(o.midWrite()).as("%s killed before step %d of %d (seed %d): %s", s, step, n, SEED, o.detail())
            .isTrue();
        check(h, s, o, bad);
      }
      for (int k = 0; k < CLOCK_KILLS; k++) {
        FaultHarness.Outcome o = h.kill(FaultHarness.delay(random, 40));
        clockKills++;
        clockMidWrite += o.midWrite() ? 1 : 0;
        check(h, s, o, bad);
      }
    }
    System.out.printf("fault harness: steps of each write: %s; %d kills before chosen steps (left %s), %d by "
        + "the clock (%d while a command was writing), seed %d%n", steps, stepKills, kinds, clockKills,
        clockMidWrite, SEED);
    assertThat(bad).as("seed %d", SEED).isEmpty();
  }

  /** The steps to kill before: every one, or {@link #KILLS} distinct ones chosen by the seed. */
  private static List<Integer> stepsToKill(Random random, int steps) {
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < steps; i++) {
      all.add(i);
    }
    if (EVERY_STEP) {
      return all;
    }
    java.util.Collections.shuffle(all, random);
    return all.subList(0, Math.min(KILLS, steps));
  }

  /** A killed run must have left A or B; after A, the next run must finish with B. */
  private static void check(FaultHarness h, WritingScenario s, FaultHarness.Outcome o, List<String> bad) {
    if (o.bad()) {
      bad.add(s + ": " + o.detail());
    }
    if (o.kind().equals("A")) {
      CommandRun again = h.runInProcess();
      assertThat(again.exitCode()).as("%s after a kill: %s", s, again.err()).isZero();
      try {
        assertThat(h.classify(0, false, false).kind()).as("%s run again after a kill", s).isEqualTo("B");
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
  }

  private static long largestFileKb(FaultHarness h) throws IOException {
    h.reset();
    h.runInProcess();
    long largest;
    try (Stream<Path> walk = Files.walk(h.root())) {
      largest = walk.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).max().orElse(0);
    }
    return Math.max(1, largest / 1024);
  }

  @Test
  void aWriteStoppedByAFileSizeLimitFailsWithExitThreeAndChangesNothing() throws Exception {
    List<String> bad = new ArrayList<>();
    int failed = 0;
    for (WritingScenario s : scenarios) {
      FaultHarness h = harness(s);
      long limit = largestFileKb(h) / 2;
      FaultHarness.Outcome o = h.fileSizeLimit(Math.max(1, limit));
      if (o.exitCode() == ExitCodes.IO) {
        failed++;
        assertThat(o.err()).as(s.name()).containsAnyOf("File too large", "[SQLITE_")
            .doesNotContain("\tat ").doesNotContain("cannot rollback");
      }
      if (!(o.exitCode() == ExitCodes.IO && o.kind().equals("A") || o.exitCode() == 0 && o.kind().equals("B"))) {
        bad.add(s + " under ulimit -f " + limit + ": exit " + o.exitCode() + ", " + o.kind() + " " + o.detail()
            + ": " + o.err());
      }
    }
    assertThat(bad).isEmpty();
    assertThat(failed).as("commands the limit stopped").isGreaterThanOrEqualTo(3);
  }

  /** The files a clean run changes, adds or removes, and their folders: where a protection stops it. */
  private static List<Path> written(FaultHarness h) {
    Set<Path> places = new TreeSet<>();
    Set<String> names = new TreeSet<>(h.before().keySet());
    names.addAll(h.after().keySet());
    for (String name : names) {
      if (!Objects.equals(h.before().get(name), h.after().get(name))) {
        Path p = Path.of(name);
        if (h.before().containsKey(name)) {
          places.add(p);
        }
        places.add(p.getParent() == null ? Path.of("") : p.getParent());
      }
    }
    return List.copyOf(places);
  }

  @Test
  void anImmutableOrReadOnlyFileOrFolderFailsWithExitThreeAndChangesNothing() throws Exception {
    Protection protection = Protection.available(dir);
    assumeTrue(protection != null, "neither chattr +i nor a read-only mode stops this user's writes");
    List<String> bad = new ArrayList<>();
    int refused = 0;
    for (WritingScenario s : scenarios) {
      FaultHarness h = harness(s);
      h.reset();
      List<Path> places = written(h);
      for (Path place : places) {
        h.reset();
        Path target = h.root().resolve(place.toString());
        CommandRun run;
        protection.apply(target);
        try {
          run = h.runInProcess();
        } finally {
          protection.undo(target);
        }
        String kind = h.classify(run.exitCode(), false, false).kind();
        refused += run.exitCode() == ExitCodes.IO ? 1 : 0;
        boolean saysWhy = run.err().contains(protection.reason()) || run.err().contains("[SQLITE_");
        boolean ok = run.exitCode() == ExitCodes.IO && kind.equals("A") && saysWhy
            || run.exitCode() == 0 && kind.equals("B");
        if (!ok || run.err().contains("\tat ")) {
          bad.add(s + " with " + place + " " + protection + ": exit " + run.exitCode() + ", " + kind + ": "
              + run.err());
        }
      }
    }
    assertThat(bad).isEmpty();
    assertThat(refused).as("runs a protected place stopped").isGreaterThanOrEqualTo(scenarios.size());
  }

  @Test
  void aFullDiskFailsWithExitThreeAndChangesNothing() throws Exception {
    Path disk = Files.createDirectories(dir.resolve("disk"));
    assumeTrue(Mounts.tmpfs(disk, "32m"), "mounting a tmpfs needs root");
    List<String> bad = new ArrayList<>();
    int halfFailed = 0;
    boolean nothingLeftOpen;
    try {
      for (WritingScenario s : scenarios) {
        Path work = Files.createDirectories(disk.resolve(s.name().replace(' ', '_')));
        FaultHarness h = new FaultHarness(s, work);
        long written = writtenBytes(h);
        for (long free : new long[] {0, written / 2}) {
          h.reset();
          Path filler = disk.resolve("filler");
          Mounts.fill(filler, free);
          CommandRun run;
          try {
            run = h.runInProcess();
          } finally {
            Files.delete(filler);
          }
          String kind = h.classify(run.exitCode(), false, false).kind();
          boolean failed = run.exitCode() == ExitCodes.IO && kind.equals("A") && !run.err().contains("\tat ")
              && (run.err().contains("No space left on device") || run.err().contains("[SQLITE_"));
          halfFailed += failed && free > 0 ? 1 : 0;
          if (!failed && !(free > 0 && run.exitCode() == 0 && kind.equals("B"))) {
            bad.add(s + " with " + free + " bytes free: exit " + run.exitCode() + ", " + kind + ": " + run.err());
          }
        }
        h.reset();
      }
    } finally {
      nothingLeftOpen = Mounts.unmount(disk);
    }
    assertThat(bad).isEmpty();
    assertThat(nothingLeftOpen).as("no failed command left a file open on the full disk").isTrue();
    assertThat(halfFailed).as("commands stopped with half the room they write").isGreaterThanOrEqualTo(6);
  }

  /** The bytes of the files a clean run changes or adds. */
  private static long writtenBytes(FaultHarness h) throws IOException {
    h.reset();
    h.runInProcess();
    long bytes = 0;
    for (Path p : written(h)) {
      Path file = h.root().resolve(p.toString());
      if (Files.isRegularFile(file) && h.after().containsKey(p.toString())) {
        bytes += Files.size(file);
      }
    }
    return bytes;
  }

  @Test
  void sqliteUnableToUnpackItsLibraryIsExitThreeWithoutAStackTrace() throws Exception {
    WritingScenario flux = scenarios.stream().filter(s -> s.name().contains("update-usage")).findFirst().orElseThrow();
    FaultHarness h = harness(flux);
    h.reset();
    Path err = dir.resolve("sqlite.err");
    Process p = ChildRun.start(flux.main(), h.args(), dir, err, 64);
    assertThat(p.waitFor()).isEqualTo(ExitCodes.IO);
    assertThat(Files.readString(err)).startsWith("fairshare: cannot change " + h.root().resolve("flux.db"))
        .doesNotContain("\tat ").doesNotContain("Exception");
    assertThat(h.classify(ExitCodes.IO, false, false).kind()).isEqualTo("A");
  }

  @Test
  void aWriterThatRewritesFilesInPlaceFailsTheHarness() throws Exception {
    WritingScenario naive = WritingScenarios.inPlace(Files.createDirectories(dir.resolve("naive")));
    FaultHarness h = harness(naive);
    int writes = InPlaceWriter.writes(naive.template().resolve("new"));
    assertThat(writes).as("three 312,000-byte files in 4,096-byte writes").isEqualTo(3 * 77);
    Random random = new Random(SEED);
    for (int step : new int[] {0, random.nextInt(writes), writes - 1}) {
      FaultHarness.Outcome o = h.killBeforeWrite(step);
      assertThat(o.midWrite()).as("killed before write %d of %d (seed %d)", step, writes, SEED).isTrue();
      assertThat(o.bad()).as("the harness caught a kill before write %d of %d (seed %d): %s", step, writes, SEED,
          o.kind()).isTrue();
    }
    assertThat(h.fileSizeLimit(300).bad()).as("a write stopped by the file-size limit").isTrue();
  }
}
