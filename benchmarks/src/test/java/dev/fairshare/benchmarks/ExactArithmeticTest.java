package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.math.GlibcPow;
import dev.fairshare.testkit.TreeShapes.Shape;
import org.junit.jupiter.api.Test;

/**
 * {@link ExactArithmetic} computes the algorithms' own arithmetic: on a small balanced shape its factors are those
 * of {@code slurm.depth-oblivious} and {@code pbs.fairshare}, bit for bit, for every user (node) whose power takes
 * glibc's main path (more than four in five of them).
 */
class ExactArithmeticTest {

  @Test
  void theFloorsFactorsAreTheAlgorithmsFactors() {
    ExactArithmetic floor = new ExactArithmetic();
    floor.shape = "balanced-11111";
    floor.window = "all";
    floor.setUp();
    floor.depthOblivious();
    floor.pbs();
    Shape input = BenchShapes.make("balanced-11111");
    FairshareResult depthOblivious = Registries.algorithm("slurm.depth-oblivious").compute(input.tree(),
        input.usage());
    FairshareResult pbs = Registries.algorithm("pbs.fairshare").compute(input.tree(), input.usage());
    int compared = 0;
    for (int u = 0; u < floor.userNodes.length; u++) {
      double expected = depthOblivious.factor(floor.userNodes[u]);
      if (GlibcPow.pow2OnMainPath(Math.log(expected) / Math.log(2))) {
        assertThat(floor.factor[u]).as("depth-oblivious user %d", u).isEqualTo(expected);
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(floor.userNodes.length * 4 / 5);
    int pbsCompared = 0;
    for (int i = 1; i < input.tree().size(); i++) {
      double expected = pbs.factor(i);
      if (expected > 0x1p-700 && expected < 1 - 0x1p-50) {
        assertThat(floor.pbsFactor[i - 1]).as("pbs node %d", i).isEqualTo(expected);
        pbsCompared++;
      }
    }
    assertThat(pbsCompared).isGreaterThan((input.tree().size() - 1) * 4 / 5);
  }
}
