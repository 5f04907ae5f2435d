package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.slurm.JobPriority.Factors;
import dev.fairshare.algorithms.slurm.JobPriority.Weights;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Job priorities against real Slurm 22.05 (adapters-slurm's {@code beta/priority-*} captures): 16 pending
 * jobs, {@code PriorityWeightFairshare=100000} and every other weight 0. Each job's priority in
 * {@code squeue-priority.txt} must equal {@link JobPriority} of its association's fair-share factor, as the
 * algorithm computes it from the same moment's {@code sshare -a -l -P}: truncated (sprio's FAIRSHARE column
 * rounds, the priority does not), and 1 for a factor of 0.
 */
class SlurmJobPriorityCapturesTest {
  private static final Weights WEIGHTS = Weights.of(0, 0, 100000, 0, 0, 0);

  @Test
  void fairTreePrioritiesAreReproduced() throws IOException {
    assertPriorities("priority-fairtree", new SlurmFairTreeAlgorithm());
  }

  @Test
  void classicPrioritiesAreReproduced() throws IOException {
    assertPriorities("priority-no_fair_tree", new SlurmClassicAlgorithm(1));
  }

  @Test
  void depthObliviousPrioritiesAreReproduced() throws IOException {
    assertPriorities("priority-depth_oblivious", new SlurmDepthObliviousAlgorithm(1));
  }

  private static void assertPriorities(String mode, FairshareAlgorithm algorithm) throws IOException {
    SshareCapture capture = SshareCapture.read("beta", mode);
    FairshareResult r = algorithm.compute(capture.tree(), capture.usage());
    List<String> expected = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    List<String> jobs = Files.readAllLines(
        SshareCapture.CAPTURES.resolve("beta").resolve(mode).resolve("squeue-priority.txt"));
    assertThat(jobs).hasSizeGreaterThan(10);
    for (String line : jobs) {
      String[] f = line.split("\\|", -1);
      int assoc = capture.userIn(f[2], f[1]);
      expected.add("job " + f[0] + " " + f[2] + "/" + f[1] + ": " + f[3]);
      long priority = JobPriority.priority(WEIGHTS, Factors.of(0, 0, r.factor(assoc), 0, 0, 0));
      actual.add("job " + f[0] + " " + f[2] + "/" + f[1] + ": " + priority);
    }
    assertThat(actual).containsExactlyElementsOf(expected);
  }
}
