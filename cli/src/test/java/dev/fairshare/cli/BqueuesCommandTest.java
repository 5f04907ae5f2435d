package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fairshare bqueues -r} and {@code bhpart -r} over a two-level tree (queue USER_SHARES plus lsb.users)
 * with usage from lsb.acct (docs/algorithms/lsf.md §2, §4, §6.2, §7, §8).
 *
 * <p>The fixture {@code lsf/cluster} at T = 2026-01-01T00:00:00Z, HIST_HOURS = 5 (h = 18000 s), default
 * factors: alice (physics) ran 2 CPU-hours from T-10h to T-5h; bob (physics, queue short of the set) runs
 * from T-1h to T+1h on 4 slots with 3600 CPU-seconds in all (running at T: its CPU time is unknown, so not
 * counted); carol (chem) ran 3600 CPU-seconds from T-2h to
 * T; erin (default) 1800 from T-1.5h to T-0.5h; frank ran in queue night, outside the set. The expected
 * values below are the spec's formulas written out (§2.1, §8.3), not the code's output. Decay is continuous
 * here ({@code --decay-tick 0}); mbatchd's ticks are pinned by {@code BqueuesTicksTest}.
 */
class BqueuesCommandTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");
  private static final String CLUSTER = "src/test/resources/lsf/cluster";
  private static final String AT = "2026-01-01T00:00:00Z";
  private static final double H = 5 * 3600.0;

  @TempDir
  Path tmp;

  /** CPU seconds accrued evenly over [s, e] (seconds before T), decayed to T (docs/algorithms/lsf.md §8.3). */
  private static double spread(double cpu, double sAgo, double eAgo) {
    double rate = cpu / (sAgo - eAgo);
    return rate * (H / Math.log(10)) * (Math.pow(10, -eAgo / H) - Math.pow(10, -sAgo / H));
  }

  /** shares / max(cpu h * 0.7 + run h * 0.7 + (1 + slots) * 3, 0.01). */
  private static String priority(double shares, double cpu, double run, double slots) {
    double load = cpu / 3600 * 0.7 + run / 3600 * 0.7 + (1 + slots) * 3.0;
    return String.format(Locale.ROOT, "%.3f", shares / Math.max(load, 0.01));
  }

  private static CommandRun bqueues(String queue, String acct) {
    return CommandRun.of("bqueues", "-r", queue, "--lsf-conf", CLUSTER, "--usage", acct, "--at", AT,
        "--decay-tick", "0");
  }

  private static String cell(CommandRun run, String block, String account, int column) {
    List<String> lines = run.out().lines().toList();
    int start = lines.indexOf("SHARE_INFO_FOR: " + block);
    for (int i = start + 2; i < lines.size() && !lines.get(i).isBlank(); i++) {
      String[] cells = lines.get(i).strip().split("\\s+");
      if (cells[0].equals(account)) {
        return cells[column];
      }
    }
    throw new AssertionError(account + " not in block " + block + ":\n" + run.out());
  }

  @Test
  void everyNodeHasTheFormulasPriority() {
    CommandRun run = bqueues("normal", CLUSTER + "/lsb.acct");
    assertThat(run.exitCode()).as(run.err()).isZero();
    double alice = spread(7200, 36000, 18000);
    double carol = spread(3600, 7200, 0);
    double erin = spread(1800, 5400, 1800);
    assertThat(cell(run, "normal/", "physics", 2)).isEqualTo(priority(7, alice, 3600, 4));
    assertThat(cell(run, "normal/", "chem", 2)).isEqualTo(priority(3, carol, 0, 0));
    assertThat(cell(run, "normal/", "erin", 2)).isEqualTo(priority(1, erin, 0, 0));
    assertThat(cell(run, "normal/physics/", "alice", 2)).isEqualTo(priority(3, alice, 0, 0));
    assertThat(cell(run, "normal/physics/", "bob", 2)).isEqualTo(priority(1, 0, 3600, 4));
    assertThat(cell(run, "normal/physics/", "bob", 3)).isEqualTo("4");
    assertThat(cell(run, "normal/physics/", "bob", 5)).isEqualTo("3600");
  }

  @Test
  void bqueuesOutputMatchesTheGoldenFile() {
    GoldenFiles.assertMatches(bqueues("normal", CLUSTER + "/lsb.acct").out(), GOLDEN.resolve("bqueues-r-normal.txt"));
  }

  @Test
  void bqueuesWithoutDashRShowsTheTopLevelOnly() {
    CommandRun run = CommandRun.of("bqueues", "normal", "--lsf-conf", CLUSTER, "--usage", CLUSTER + "/lsb.acct",
        "--at", AT, "--decay-tick", "0");
    assertThat(run.out()).contains("SHARE_INFO_FOR: normal/").doesNotContain("SHARE_INFO_FOR: normal/physics/");
  }

  @Test
  void bhpartOnAClusterWithoutHostPartitionsSaysSo() {
    // it printed nothing and said nothing: the example site has queue-level fair share only
    CommandRun run = CommandRun.of("bhpart", "-r", "--lsf-conf", "../examples/lsf");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("bhpart-no-partition.err"));
  }

  @Test
  void bhpartOutputMatchesTheGoldenFile() {
    CommandRun run = CommandRun.of("bhpart", "-r", "--lsf-conf", CLUSTER, "--usage", CLUSTER + "/lsb.acct",
        "--at", AT, "--decay-tick", "0");
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("bhpart-r.txt"));
  }

  @Test
  void usageInEitherQueueOfASetChangesPrioritiesInBoth() throws IOException {
    String all = CLUSTER + "/lsb.acct";
    Path withoutBob = tmp.resolve("no-bob.acct");
    Files.writeString(withoutBob, Files.readAllLines(Path.of(all)).stream()
        .filter(l -> !l.contains("\"bob\"")).reduce("", (a, b) -> a + b + "\n"));
    String normalAll = share(bqueues("normal", all));
    String shortAll = share(bqueues("short", all));
    assertThat(shortAll).as("one tree and one usage for the set").isEqualTo(normalAll);
    assertThat(cell(bqueues("short", all), "normal/physics/", "bob", 2))
        .isEqualTo(cell(bqueues("normal", all), "normal/physics/", "bob", 2));
    String normalNoBob = share(bqueues("normal", withoutBob.toString()));
    assertThat(normalNoBob).as("bob's job in queue short moves physics in queue normal").isNotEqualTo(normalAll);
    assertThat(cell(bqueues("normal", withoutBob.toString()), "normal/", "physics", 2))
        .isEqualTo(priority(7, spread(7200, 36000, 18000), 0, 0));
  }

  @Test
  void queuesOutsideTheSetAreNotAffected() throws IOException {
    String all = CLUSTER + "/lsb.acct";
    Path onlyFrank = tmp.resolve("frank.acct");
    Files.writeString(onlyFrank, Files.readAllLines(Path.of(all)).stream()
        .filter(l -> l.contains("\"frank\"")).reduce("", (a, b) -> a + b + "\n"));
    assertThat(bqueues("night", all).out()).isEqualTo(bqueues("night", onlyFrank.toString()).out());
    assertThat(share(bqueues("normal", all))).doesNotContain("frank");
    // night's own RUN_JOB_FACTOR = 1.0 wins over lsb.params: frank's 50000 CPU s spread over T-20000..T-100.
    double frank = spread(50000, 20000, 100);
    assertThat(cell(bqueues("night", all), "night/", "frank", 2))
        .isEqualTo(String.format(Locale.ROOT, "%.3f", 1 / (frank / 3600 * 0.7 + 1.0)));
  }

  @Test
  void badConfigurationListsEveryProblemWithFileAndLineAndExits1() {
    CommandRun run = CommandRun.of("bqueues", "-r", "parent", "--lsf-conf", "src/test/resources/lsf/bad");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("[lsf.users.unknown-group]", "[lsf.users.cycle]", "[lsf.shares.bad-number]",
        "[lsf.section.unterminated]", "[lsf.queues.priority-range]").doesNotContain("Exception");
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("bqueues-bad-config.err"));
  }

  @Test
  void aQueueWithoutFairShareIsBadInput() {
    CommandRun run = CommandRun.of("bqueues", "nosuch", "--lsf-conf", CLUSTER);
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("[lsf.queues.unknown-queue]");
  }

  /**
   * A queue or host partition that the configuration lacks is reported at the file it was looked for in, named
   * as every other LSF problem names its file: the path under --lsf-conf (the file as a whole: no line of it
   * names the queue), as is a cluster without any fair-share queue.
   */
  @Test
  void anUnknownQueueOrPartitionNamesTheFileWithItsDirectory() throws IOException {
    CommandRun queue = CommandRun.of("bqueues", "nosuch", "--lsf-conf", CLUSTER);
    assertThat(queue.exitCode()).isEqualTo(1);
    assertThat(queue.err()).startsWith(Path.of(CLUSTER, "lsb.queues")
        + ": [lsf.queues.unknown-queue] no queue 'nosuch' in lsb.queues\n");
    CommandRun partition = CommandRun.of("bhpart", "nosuch", "--lsf-conf", CLUSTER);
    assertThat(partition.exitCode()).isEqualTo(1);
    assertThat(partition.err()).startsWith(Path.of(CLUSTER, "lsb.hosts")
        + ": [lsf.hosts.unknown-partition] no host partition 'nosuch' in lsb.hosts\n");
    for (String f : List.of("lsb.users", "lsb.params", "lsb.hosts")) {
      Files.copy(Path.of(CLUSTER, f), tmp.resolve(f));
    }
    Files.writeString(tmp.resolve("lsb.queues"), "Begin Queue\nQUEUE_NAME = admin\nEnd Queue\n");
    CommandRun none = CommandRun.of("bqueues", "--lsf-conf", tmp.toString());
    assertThat(none.exitCode()).isEqualTo(1);
    assertThat(none.err()).startsWith(tmp.resolve("lsb.queues")
        + ": [lsf.queues.no-fairshare] no queue of lsb.queues has a fair-share policy\n");
  }

  @Test
  void bqueuesOutputIsAUsageSourceThatGivesBackItsPriorities() {
    CommandRun run = CommandRun.of("compute", "--tree", "lsf.bqueues:" + GOLDEN.resolve("bqueues-r-normal.txt"),
        "--algorithm", "lsf.fairshare", "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    for (String[] expected : new String[][] {{"physics", "0.444"}, {"chem", "0.868"}, {"erin", "0.310"},
        {"carol", "0.333"}, {"physics/alice", "0.982"}, {"physics/bob", "0.064"}}) {
      String[] cells = run.out().lines().filter(l -> l.startsWith(expected[0] + "\t")).findFirst().orElseThrow()
          .split("\t");
      assertThat(String.format(Locale.ROOT, "%.3f", Double.parseDouble(cells[8]))).as(expected[0])
          .isEqualTo(expected[1]);
    }
  }

  @Test
  void dispatchOrderQueueAllowsAnOutsidePriorityInsideTheSetsRange() {
    // night has PRIORITY 35, between the set's 30 and 40: allowed only because of DISPATCH_ORDER = QUEUE.
    CommandRun run = CommandRun.of("bqueues", "-r", "short", "--lsf-conf", "src/test/resources/lsf/ordered",
        "--usage", CLUSTER + "/lsb.acct", "--at", AT, "--columns", "IBM", "--decay-tick", "0");
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("bqueues-r-short-ordered-ibm.txt"));
  }

  @Test
  void aUsageFileWithoutJobFinishRecordsIsBadInput() {
    CommandRun run = CommandRun.of("bqueues", "normal", "--lsf-conf", CLUSTER, "--usage",
        GOLDEN.resolve("bqueues-r-normal.txt").toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("[lsf.acct.no-records]", "lsf.bqueues:");
  }

  @Test
  void jsonGivesEveryAccountWithFullPrecisionAndRank() {
    CommandRun run = CommandRun.of("bqueues", "normal", "--lsf-conf", CLUSTER, "--usage", CLUSTER + "/lsb.acct",
        "--at", AT, "--format", "json", "--decay-tick", "0");
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("bqueues-normal.json"));
  }

  @Test
  void withoutNcpuEnforceAParallelJobCountsOneSlot() {
    CommandRun run = CommandRun.of("bqueues", "-r", "normal", "--lsf-conf", CLUSTER, "--usage",
        CLUSTER + "/lsb.acct", "--at", AT, "--ncpu-enforce", "0", "--decay-tick", "0");
    assertThat(cell(run, "normal/physics/", "bob", 3)).isEqualTo("1");
    assertThat(cell(run, "normal/physics/", "bob", 2)).isEqualTo(priority(1, 0, 3600, 1));
  }

  /**
   * bhpart's blocks and its JSON count against {@code fairshare.limits.output-bytes} as bqueues' do
   * (docs/scale.md): an output over the limit is refused before anything is written, exit 3 with the key that
   * raises it; under it the output is the golden file's.
   */
  @Test
  void bhpartRefusesAnOutputOverTheLimitBeforeWritingAnything() {
    for (String format : List.of("native", "json")) {
      // -r shapes the native output only; the JSON has every level
      List<String> args = new java.util.ArrayList<>(List.of("bhpart", "-Dfairshare.limits.output-bytes=300",
          "--format", format, "--lsf-conf", CLUSTER, "--usage", CLUSTER + "/lsb.acct", "--at", AT, "--decay-tick",
          "0"));
      if (format.equals("native")) {
        args.add("-r");
      }
      CommandRun run = CommandRun.of(args.toArray(String[]::new));
      assertThat(run.exitCode()).as(format + ": " + run.err()).isEqualTo(3);
      assertThat(run.out()).as(format).isEmpty();
      assertThat(run.err()).as(format).contains("fairshare: too large: an output of about ")
          .contains("limit 300; raise with -Dfairshare.limits.output-bytes=N (each ")
          .doesNotContain("Exception");
    }
    CommandRun under = CommandRun.of("bhpart", "-r", "-Dfairshare.limits.output-bytes=4000", "--lsf-conf", CLUSTER,
        "--usage", CLUSTER + "/lsb.acct", "--at", AT, "--decay-tick", "0");
    assertThat(under.exitCode()).as(under.err()).isZero();
    GoldenFiles.assertMatches(under.out(), GOLDEN.resolve("bhpart-r.txt"));
  }

  @Test
  void aFormatOtherThanNativeOrJsonIsMisuseForBothCommands() {
    for (String command : List.of("bqueues", "bhpart")) {
      CommandRun run = CommandRun.of(command, "normal", "--lsf-conf", CLUSTER, "--format", "xml");
      assertThat(run.exitCode()).as(command).isEqualTo(2);
      assertThat(run.err()).as(command).startsWith("--format must be native or json");
      assertThat(run.out()).as(command).isEmpty();
    }
  }

  /**
   * {@code bqueues -r} without a queue shows every queue with a fair-share policy (its own or its cross-queue
   * set's), highest PRIORITY first, as mbatchd answers a query for all queues (docs/algorithms/lsf.md §7.2):
   * short (40, in normal's set), normal (30), night (20); each block as when the queue is named.
   */
  @Test
  void withoutAQueueEveryFairshareQueueIsShownHighestPriorityFirst() {
    CommandRun all = CommandRun.of("bqueues", "-r", "--lsf-conf", CLUSTER, "--usage", CLUSTER + "/lsb.acct",
        "--at", AT, "--decay-tick", "0");
    assertThat(all.exitCode()).as(all.err()).isZero();
    assertThat(all.out().lines().filter(l -> l.startsWith("QUEUE: ")))
        .containsExactly("QUEUE: short", "QUEUE: normal", "QUEUE: night");
    CommandRun named = CommandRun.of("bqueues", "-r", "short", "normal", "night", "--lsf-conf", CLUSTER,
        "--usage", CLUSTER + "/lsb.acct", "--at", AT, "--decay-tick", "0");
    assertThat(all.out()).isEqualTo(named.out());
  }

  /** Equal priorities keep lsb.queues's order; a queue without fair share is left out. */
  @Test
  void withoutAQueueEqualPrioritiesKeepTheFilesOrder() throws IOException {
    for (String f : List.of("lsb.users", "lsb.params", "lsb.hosts")) {
      Files.copy(Path.of(CLUSTER, f), tmp.resolve(f));
    }
    Files.writeString(tmp.resolve("lsb.queues"), String.join("\n",
        "Begin Queue", "QUEUE_NAME = zeta", "PRIORITY = 10", "FAIRSHARE = USER_SHARES[[default, 1]]", "End Queue",
        "Begin Queue", "QUEUE_NAME = admin", "PRIORITY = 90", "End Queue",
        "Begin Queue", "QUEUE_NAME = alpha", "PRIORITY = 10", "FAIRSHARE = USER_SHARES[[default, 2]]", "End Queue",
        "Begin Queue", "QUEUE_NAME = mid", "PRIORITY = 15", "FAIRSHARE = USER_SHARES[[default, 3]]", "End Queue",
        ""));
    CommandRun run = CommandRun.of("bqueues", "-r", "--lsf-conf", tmp.toString(), "--at", AT);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out().lines().filter(l -> l.startsWith("QUEUE: ")))
        .containsExactly("QUEUE: mid", "QUEUE: zeta", "QUEUE: alpha");
  }

  /** The SHARE_INFO_FOR blocks of a run. */
  private static String share(CommandRun run) {
    return run.out().substring(run.out().indexOf("SHARE_INFO_FOR"));
  }
}
