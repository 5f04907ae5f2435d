package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
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
    ClassicValuesAgree.assertAgree(shape, fast, ref.normShares(), ref.normUsage(), ref.effectiveUsage(),
        ref.factor());
  }
}
