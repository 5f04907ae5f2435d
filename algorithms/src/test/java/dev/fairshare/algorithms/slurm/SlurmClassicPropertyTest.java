package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceSlurmClassic;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fast slurm.classic equals the plain reference version on random trees (depth up to 30, zero shares,
 * zero usage, {@code parent} shares).
 *
 * <p>Equal to within 1e-12 relative: Slurm multiplies the normalized-share product bottom-up from each
 * association (as the reference does) while the fast version builds it top-down in one pass, so the two
 * may differ in the last bits of a double; nothing else differs.
 */
class SlurmClassicPropertyTest {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 300)
  void fastVersionEqualsTheReference(@ForAll("trees") TreeShapes.Shape shape) {
    for (int dampening : new int[] {1, 3}) {
      FairshareResult fast = new SlurmClassicAlgorithm(dampening).compute(shape.tree(), shape.usage());
      ReferenceSlurmClassic.Values ref = new ReferenceSlurmClassic(dampening).compute(shape.tree(), shape.usage());
      ClassicValuesAgree.assertAgree(shape, fast, ref.normShares(), ref.normUsage(), ref.effectiveUsage(),
          ref.factor());
    }
  }
}
