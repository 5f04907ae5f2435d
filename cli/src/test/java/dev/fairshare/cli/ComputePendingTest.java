package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fairshare compute --pending FILE}: the demand that {@code slurm.ticket} needs. */
class ComputePendingTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path dir;

  /**
   * The multifactor2 manual's example: user2 and user5 pending; user5 gets 1.0, user2 198/802 = 0.247
   * (docs/algorithms/slurm.md §11).
   */
  @Test
  void pendingFileDrivesTheTicketAlgorithm() throws IOException {
    Path pending = dir.resolve("pending.txt");
    Files.writeString(pending, "# jobs waiting\nA/C/user2\n\n  D/F/user5   # trailing comment\n");
    CommandRun run = CommandRun.of("compute", "--tree", Seed003.write(dir).toString(), "--algorithm", "slurm.ticket",
        "--pending", pending.toString(), "--format", "tsv");
    assertThat(run.exitCode()).isZero();
    assertThat(factor(run.out(), "D/F/user5")).isEqualTo("1.000");
    assertThat(factor(run.out(), "A/C/user2")).isEqualTo("0.247");
    assertThat(factor(run.out(), "A/B/user1")).isEqualTo("0.000");
  }

  @Test
  void withoutPendingFileNoBranchHasTickets() throws IOException {
    CommandRun run = CommandRun.of("compute", "--tree", Seed003.write(dir).toString(), "--algorithm", "slurm.ticket",
        "--format", "tsv");
    assertThat(run.exitCode()).isZero();
    assertThat(factor(run.out(), "D/F/user5")).isEqualTo("0.000");
  }

  /**
   * An algorithm that takes no pending jobs would ignore the file: misuse, named or chosen by default
   * ({@code fairshare.algorithm}, slurm.classic), before the tree or the file is read; the hint names the two
   * that take them.
   */
  @Test
  void pendingJobsForAnAlgorithmThatTakesNoneAreMisuse() throws IOException {
    Path tree = Seed003.write(dir);
    Path pending = Files.writeString(dir.resolve("pending.txt"), "A/C/user2\n");
    for (String algorithm : new String[] {"slurm.classic", "slurm.fair-tree", "slurm.depth-oblivious",
        "pbs.fairshare", "flux.weighted-tree"}) {
      CommandRun run = CommandRun.of("compute", "--tree", tree.toString(), "--algorithm", algorithm,
          "--pending", pending.toString());
      assertThat(run.exitCode()).as(algorithm).isEqualTo(2);
      assertThat(run.out()).isEmpty();
      assertThat(run.err()).isEqualTo("fairshare: --pending lists nodes with pending jobs, and " + algorithm
          + " takes none\n    hint: the algorithms that take pending jobs: give --algorithm lsf.fairshare or "
          + "slurm.ticket, or leave out --pending\n");
    }
    CommandRun byDefault = CommandRun.of("compute", "--tree", tree.toString(), "--pending",
        dir.resolve("absent.txt").toString());
    assertThat(byDefault.exitCode()).isEqualTo(2);
    assertThat(byDefault.err()).startsWith("fairshare: --pending lists nodes with pending jobs, and slurm.classic "
        + "takes none\n");
  }

  /** LSF's dispatch order takes pending jobs: the file is read, and a user without one is ranked after. */
  @Test
  void lsfTakesPendingJobs() throws IOException {
    Path pending = Files.writeString(dir.resolve("pending.txt"), "A/C/user2\n");
    CommandRun run = CommandRun.of("compute", "--tree", Seed003.write(dir).toString(), "--algorithm",
        "lsf.fairshare", "--pending", pending.toString(), "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(rank(run.out(), "A/C/user2")).isEqualTo("1");
  }

  @Test
  void unknownPathsAreBadInputWithFileAndLine() throws IOException {
    Path pending = dir.resolve("pending.txt");
    Files.writeString(pending, "A/C/user2\nA/C/nobody\n# fine\n  D/F/user9 # typo\n");
    CommandRun run = CommandRun.of("compute", "--tree", Seed003.write(dir).toString(), "--algorithm", "slurm.ticket",
        "--pending", pending.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err().replace(pending.toString(), "pending.txt"),
        GOLDEN.resolve("compute-pending-unknown.err"));
  }

  @Test
  void aMissingPendingFileIsBadInput() throws IOException {
    CommandRun run = CommandRun.of("compute", "--tree", Seed003.write(dir).toString(), "--algorithm", "slurm.ticket",
        "--pending", dir.resolve("none.txt").toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("[io.not-found]");
    assertThat(run.out()).isEmpty();
  }

  private static String rank(String tsv, String path) {
    String[] header = tsv.lines().findFirst().orElseThrow().split("\t", -1);
    int column = java.util.Arrays.asList(header).indexOf("rank");
    String row = tsv.lines().filter(r -> r.startsWith(path + "\t")).findFirst().orElseThrow();
    return row.split("\t", -1)[column];
  }

  private static String factor(String tsv, String path) {
    String row = tsv.lines().filter(r -> r.startsWith(path + "\t")).findFirst().orElseThrow();
    return String.format(Locale.ROOT, "%.3f", Double.parseDouble(row.split("\t", -1)[8]));
  }
}
