package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The algorithms against real Slurm 22.05: the {@code sshare -a -l -P} captures of the adapters-slurm
 * fixtures ({@code adapters-slurm/src/test/resources/slurm/captures}, see their README), read here
 * directly: the tree from the Account column's indentation, RawShares and RawUsage as inputs, and every
 * NormShares, NormUsage, EffectvUsage, FairShare and (Fair Tree) LevelFS cell as the expected output, to
 * the six printed decimals.
 *
 * <p>22.05's sshare prints FairShare computed on the client as {@code 2^(−EffectvUsage/NormShares)} in the
 * classic modes (docs/algorithms/slurm.md §4.5); for a {@code parent} user that is not the controller's factor
 * (which uses its fair-share parent's values), so those rows are compared with the client's formula.
 * The depth-oblivious captures come in two controller states, steady ({@code depth_oblivious}) and right
 * after a restart ({@code depth_oblivious_fresh_restart}, Slurm's stale-cache quirk of §5), reproduced by
 * the algorithm's two {@code UserCache} settings.
 */
class SlurmCapturesTest {
  @Test
  void fairTreeReproducesBothScenarios() throws IOException {
    assertReproduced("alpha", "fairtree", new SlurmFairTreeAlgorithm(), true);
    assertReproduced("beta", "fairtree", new SlurmFairTreeAlgorithm(), true);
  }

  @Test
  void depthObliviousReproducesBothScenariosInSteadyState() throws IOException {
    assertReproduced("alpha", "depth_oblivious", new SlurmDepthObliviousAlgorithm(1), false);
    assertReproduced("beta", "depth_oblivious", new SlurmDepthObliviousAlgorithm(1), false);
  }

  @Test
  void depthObliviousAfterRestartReproducesTheFreshRestartCaptures() throws IOException {
    SlurmDepthObliviousAlgorithm afterRestart =
        new SlurmDepthObliviousAlgorithm(1, SlurmDepthObliviousAlgorithm.UserCache.AFTER_RESTART);
    assertReproduced("alpha", "depth_oblivious_fresh_restart", afterRestart, false);
    assertReproduced("beta", "depth_oblivious_fresh_restart", afterRestart, false);
  }

  @Test
  void classicReproducesBothScenarios() throws IOException {
    assertReproduced("alpha", "no_fair_tree", new SlurmClassicAlgorithm(1), false);
    assertReproduced("beta", "no_fair_tree", new SlurmClassicAlgorithm(1), false);
  }

  private static void assertReproduced(String scenario, String mode, FairshareAlgorithm algorithm,
      boolean fairTree) throws IOException {
    SshareCapture capture = SshareCapture.read(scenario, mode);
    ShareTree tree = capture.tree();
    List<String> paths = capture.paths();
    List<String[]> rows = capture.rows();
    FairshareResult r = algorithm.compute(tree, capture.usage());
    List<String> expected = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    String[] root = capture.root();
    expected.add(scenario + "/" + mode + " root: " + root[3] + "|" + root[6]);
    actual.add(scenario + "/" + mode + " root: " + TreeText.sshare(r.get(Metric.NORM_SHARES, 0)) + "|"
        + TreeText.sshare(r.get(Metric.EFFECTIVE_USAGE, 0)));
    for (int k = 0; k < paths.size(); k++) {
      String[] c = rows.get(k);
      int i = tree.indexOf(paths.get(k));
      double s = r.get(Metric.NORM_SHARES, i);
      double e = r.get(Metric.EFFECTIVE_USAGE, i);
      String row = scenario + "/" + mode + " " + paths.get(k) + ": ";
      expected.add(row + String.join("|", c[3], c[5], c[6]) + (tree.isUser(i) ? "|" + c[7] : "")
          + (fairTree ? "|" + c[8] : ""));
      double factor = !fairTree && tree.usesParentShares(i) ? Math.pow(2, -e / s) : r.factor(i);
      actual.add(row + String.join("|", TreeText.sshare(s), TreeText.sshare(r.get(Metric.NORM_USAGE, i)),
          TreeText.sshare(e)) + (tree.isUser(i) ? "|" + TreeText.sshare(factor) : "")
          + (fairTree ? "|" + TreeText.sshare(r.get(Metric.LEVEL_FS, i)) : ""));
    }
    assertThat(actual).containsExactlyElementsOf(expected);
  }
}
