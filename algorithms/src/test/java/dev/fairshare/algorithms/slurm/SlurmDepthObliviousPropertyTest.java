package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceSlurmDepthOblivious;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fast {@code slurm.depth-oblivious} equals the plain reference on random trees (depth up to 30, zero
 * shares, zero usage, {@code parent} shares), with every cache current and as after a controller restart
 * (the reference replays the decay thread's two passes and sshare's pass). To 1e-12 relative: the
 * reference multiplies the normalized shares bottom-up as Slurm does, the fast version top-down, which may
 * differ in the last bits.
 */
class SlurmDepthObliviousPropertyTest {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 200)
  void fastVersionEqualsTheReference(@ForAll("trees") TreeShapes.Shape shape) {
    for (int dampening : new int[] {1, 4}) {
      check(shape, dampening, false);
    }
  }

  @Property(tries = 200)
  void afterRestartEqualsTheReferenceThatReplaysTheControllersCaches(@ForAll("trees") TreeShapes.Shape shape) {
    check(shape, 1, true);
  }

  private static void check(TreeShapes.Shape shape, int dampening, boolean afterRestart) {
    SlurmDepthObliviousAlgorithm.UserCache cache = afterRestart
        ? SlurmDepthObliviousAlgorithm.UserCache.AFTER_RESTART : SlurmDepthObliviousAlgorithm.UserCache.FRESH;
    FairshareResult fast = new SlurmDepthObliviousAlgorithm(dampening, cache).compute(shape.tree(), shape.usage());
    ReferenceSlurmDepthOblivious.Values ref =
        new ReferenceSlurmDepthOblivious(dampening, afterRestart).compute(shape.tree(), shape.usage());
    for (int i = 0; i < shape.tree().size(); i++) {
      String what = shape.name() + " node " + shape.tree().path(i);
      assertClose(fast.get(Metric.NORM_SHARES, i), ref.normShares()[i], what + " norm shares");
      assertClose(fast.get(Metric.NORM_USAGE, i), ref.normUsage()[i], what + " norm usage");
      assertClose(fast.get(Metric.EFFECTIVE_USAGE, i), ref.effectiveUsage()[i], what + " effective usage");
      assertClose(fast.factor(i), ref.factor()[i], what + " factor");
    }
  }

  private static void assertClose(double actual, double expected, String what) {
    if (Double.isNaN(expected)) {
      assertThat(actual).as(what).isNaN();
      return;
    }
    double tolerance = 1e-12 * Math.max(1, Math.abs(expected));
    assertThat(Math.abs(actual - expected)).as(what + ": " + actual + " vs " + expected)
        .isLessThanOrEqualTo(tolerance);
  }
}
