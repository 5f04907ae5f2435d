package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code explain --slurm-conf --job} against a real Slurm 22.05 (adapters-slurm's {@code beta/priority-*}
 * captures: 16 pending jobs, {@code PriorityWeightFairshare=100000}): for every job, the header and the
 * row explain prints are {@code sprio -l}'s lines byte for byte, from the user's factor under the
 * algorithm the capture's {@code PriorityFlags} select.
 */
class ExplainSprioCapturesTest {
  private static final Path CAPTURES = Path.of("../adapters-slurm/src/test/resources/slurm/captures/beta");

  @ParameterizedTest
  @CsvSource({"priority-fairtree, slurm.fair-tree", "priority-no_fair_tree, slurm.classic",
      "priority-depth_oblivious, slurm.depth-oblivious"})
  void everyJobsRowIsSpriosRow(String capture, String algorithm) throws IOException {
    Path dir = CAPTURES.resolve(capture);
    List<String> sprio = Files.readAllLines(dir.resolve("sprio-l.txt"));
    List<String> jobs = Files.readAllLines(dir.resolve("squeue-priority.txt"));
    assertThat(jobs).hasSize(sprio.size() - 1);
    for (String job : jobs) {
      String[] f = job.split("\\|", -1);
      String row = sprio.stream().filter(l -> l.strip().startsWith(f[0] + " ")).findFirst().orElseThrow();
      CommandRun run = CommandRun.of("explain", f[1], "--account", f[2], "--tree",
          "slurm.sshare:" + dir.resolve("sshare-a-l-P.txt"), "--algorithm", algorithm, "--slurm-conf",
          dir.resolve("slurm.conf").toString(), "--job", "id=" + f[0] + ",partition=debug");
      assertThat(run.exitCode()).as(run.err()).isZero();
      assertThat(run.out()).as("job " + f[0]).contains("\n" + sprio.get(0) + "\n" + row + "\n");
    }
  }
}
