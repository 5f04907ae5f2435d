package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LSF acceptance case: lsb.users, lsb.queues (a cross-queue set with {@code default} and {@code group@}),
 * lsb.hosts (a host partition) and lsb.params, with {@code others} in a group, converted to Slurm.
 */
class LsfToSlurmConversionTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path dir;

  @BeforeEach
  void copyTheConfiguration() throws IOException {
    for (String f : new String[] {"lsb.users", "lsb.queues", "lsb.hosts", "lsb.params"}) {
      try (InputStream in = getClass().getResourceAsStream("/lsf-migration/" + f)) {
        Files.write(dir.resolve(f), in.readAllBytes());
      }
    }
  }

  private String[] args(String... more) {
    String[] base = {"convert", "--from", "lsf.lsb-users:" + dir.resolve("lsb.users"),
        "lsf.lsb-queues:" + dir.resolve("lsb.queues"), "lsf.lsb-hosts:" + dir.resolve("lsb.hosts"),
        "lsf.lsb-params:" + dir.resolve("lsb.params"), "--to", "slurm"};
    String[] all = new String[base.length + more.length];
    System.arraycopy(base, 0, all, 0, base.length);
    System.arraycopy(more, 0, all, base.length, more.length);
    return all;
  }

  @Test
  void defaultOthersTheCrossQueueSetAndTheHostPartitionAreReportedWithFileAndLine() throws IOException {
    Path out = dir.resolve("out");
    CommandRun run = CommandRun.of(args("--out", out.toString(), "--cluster", "tux"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    String report = run.out().replace(dir.toString(), "DIR");
    // line numbers as the fixture files have them
    assertThat(report)
        .contains("DIR/lsb.queues:5:67: lsf.default: expanded: [default, 2]")
        .contains("DIR/lsb.users:4:50: lsf.others: approximated: [others, 1] under 'physics'")
        .contains("DIR/lsb.queues:2:1: lsf.cross-queue: approximated: cross-queue set 'normal short long'")
        .contains("DIR/lsb.hosts:2:1: lsf.host-partition: dropped: host partition 'gpus'");
    GoldenFiles.assertMatches(report, GOLDEN.resolve("convert-lsf-slurm.report"));
    GoldenFiles.assertMatches(Files.readString(out.resolve("tux.cfg")), GOLDEN.resolve("convert-lsf-tux.cfg"));
    // HIST_HOURS=10 of the queue wins over lsb.params's 5: 10 h * log10(2) = 3.01 h
    assertThat(Files.readString(out.resolve("slurm.conf.fairshare"))).contains("PriorityDecayHalfLife=03:01:00");
  }

  /**
   * LSF's {@code [default, 2]} gives each user not named in the list a share account of its own, 2 shares, at
   * the list's level (docs/algorithms/lsf.md §3.2); {@code [eng@, 5]} does the same for each member. The
   * report says so, and the written dump has those users directly under the root, not in accounts of
   * their own.
   */
  @Test
  void defaultAndGroupAtUsersAreReportedAndWrittenDirectlyUnderTheirLevel() throws IOException {
    Path out = dir.resolve("out");
    CommandRun run = CommandRun.of(args("--out", out.toString(), "--cluster", "tux"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("[default, 2] under 'normal (top level)' became 2 users of 2 shares each, directly under "
            + "'normal (top level)' (hank, ivy: the users known at conversion)")
        .contains("[eng@, 5] under 'normal (top level)' became 2 users of 5 shares each, directly under "
            + "'normal (top level)' (fred, gina: the members known at conversion)")
        .doesNotContain("one account of");
    String cfg = Files.readString(out.resolve("tux.cfg"));
    String underRoot = cfg.substring(cfg.indexOf("Parent - 'root'\n"), cfg.indexOf("Parent - 'chem'"));
    assertThat(underRoot).contains("User - 'hank':Fairshare=2\n", "User - 'ivy':Fairshare=2\n",
        "User - 'fred':Fairshare=5\n", "User - 'gina':Fairshare=5\n");
    assertThat(cfg).doesNotContain("Account - 'hank'", "Account - 'ivy'", "Account - 'fred'",
        "Account - 'gina'");
  }

  @Test
  void theJsonReportNamesTheFileAndLineOfEachLoss() throws IOException {
    Path out = dir.resolve("json");
    Path report = dir.resolve("report.json");
    CommandRun run = CommandRun.of(args("--out", out.toString(), "--report", report.toString()));
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(Files.readString(report).replace(dir.toString(), "DIR"),
        GOLDEN.resolve("convert-lsf-slurm.json"));
  }

  @Test
  void theImpactReportReadsTheSameLsfFiles() {
    CommandRun run = CommandRun.of("compare", "--from", "lsf.lsb-users:" + dir.resolve("lsb.users"),
        "lsf.lsb-queues:" + dir.resolve("lsb.queues"), "--algorithms", "lsf.fairshare,slurm.fair-tree",
        "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    // the queue's tree with lsb.users below it: eng@ and default expanded to user accounts (the collective
    // accounts chem and physics/others hold no user leaf, so they are not rows)
    assertThat(run.out()).contains("\nfred\t5\t").contains("\ngina\t5\t").contains("\nhank\t2\t")
        .contains("\nivy\t2\t").contains("\nphysics/alice\t3\t");
  }

  @Test
  void theDynamicPrioritysLoadFactorsAreOneLossAtTheFirstOnesLine() throws IOException {
    // the factors were carried nowhere and listed nowhere; HIST_HOURS alone (the fixture) is the decay, no loss
    Files.writeString(dir.resolve("lsb.params"), "Begin Parameters\nHIST_HOURS = 5\nCPU_TIME_FACTOR = 0.5\n"
        + "ENABLE_HIST_RUN_TIME = y\nEnd Parameters\n");
    Files.writeString(dir.resolve("lsb.queues"), Files.readString(dir.resolve("lsb.queues"))
        .replace("HIST_HOURS       = 10\n", "HIST_HOURS       = 10\nRUN_JOB_FACTOR   = 2.5\nCPU_TIME_FACTOR  = 0.9\n"));
    CommandRun run = CommandRun.of(args("--out", dir.resolve("out").toString(), "--cluster", "tux"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    // the queue's CPU_TIME_FACTOR wins over lsb.params's; the queue is at its Begin Queue line
    assertThat(run.out().replace(dir.toString(), "DIR")).contains("DIR/lsb.queues:2:1: lsf.priority-factors: dropped:"
        + " the dynamic priority's load factors (CPU_TIME_FACTOR=0.9, ENABLE_HIST_RUN_TIME=y, RUN_JOB_FACTOR=2.5):"
        + " Slurm weighs usage against shares its own way; LSF's load of CPU time, run time and job slots is not"
        + " carried\n");
    Files.writeString(dir.resolve("lsb.queues"), Files.readString(dir.resolve("lsb.queues"))
        .replace("CPU_TIME_FACTOR  = 0.9\n", ""));
    CommandRun params = CommandRun.of(args("--out", dir.resolve("out2").toString(), "--cluster", "tux"));
    assertThat(params.out().replace(dir.toString(), "DIR")).contains("DIR/lsb.params:3:19: lsf.priority-factors:"
        + " dropped: the dynamic priority's load factors (CPU_TIME_FACTOR=0.5, ENABLE_HIST_RUN_TIME=y,"
        + " RUN_JOB_FACTOR=2.5)");
  }

  @Test
  void strictExitsOneAndWritesNoFile() throws IOException {
    Path out = dir.resolve("strict");
    Path report = dir.resolve("strict.json");
    CommandRun run = CommandRun.of(args("--out", out.toString(), "--strict", "--report", report.toString()));
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("lsf.default").contains("lsf.others").contains("lsf.cross-queue")
        .contains("lsf.host-partition").contains("--strict: 6 losses; nothing written");
    assertThat(out).doesNotExist();
    assertThat(report).doesNotExist();
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrder("lsb.users", "lsb.queues", "lsb.hosts", "lsb.params");
    }
  }
}
