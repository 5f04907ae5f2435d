package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.testkit.ExplainContract;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code pbs.fairshare}'s explainer and one-user query agree with {@code compute} on random trees, bit for
 * bit ({@link ExplainContract}), with and without {@code unknown_shares}.
 */
class PbsExplainPropertyTest {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 150)
  void explainsComputesFactors(@ForAll("trees") TreeShapes.Shape shape) {
    for (int unknownShares : new int[] {0, 7}) {
      ExplainContract.assertAgrees(new PbsFairshareAlgorithm(new PbsSettings(unknownShares)), shape.tree(),
          shape.usage(), Demand.none());
    }
  }
}
