package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferencePbsFairshare;
import dev.fairshare.tree.ShareTree;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** {@code pbs.fairshare} equals the plain reference bit for bit on random trees, ranks included. */
class PbsReferencePropertyTest {

  @Provide
  Arbitrary<TreeShapes.Shape> shapes() {
    return RandomTrees.shapes();
  }

  @Property(tries = 150)
  void fastEqualsReferenceBitForBit(@ForAll("shapes") TreeShapes.Shape shape) {
    check(shape, 0);
  }

  @Property(tries = 60)
  void fastEqualsReferenceWithUnknownShares(@ForAll("shapes") TreeShapes.Shape shape) {
    check(shape, 7);
  }

  private static void check(TreeShapes.Shape shape, int unknownShares) {
    ShareTree tree = shape.tree();
    FairshareResult fast = new PbsFairshareAlgorithm(new PbsSettings(unknownShares)).compute(tree,
        shape.usage());
    ReferencePbsFairshare.Values ref = new ReferencePbsFairshare(unknownShares).compute(tree, shape.usage());
    for (int i = 0; i < tree.size(); i++) {
      String at = shape.name() + " node " + tree.path(i);
      assertThat((float) fast.get(Metric.NORM_SHARES, i)).as("tp " + at).isEqualTo(ref.treePercentage()[i]);
      assertThat((float) fast.extra(PbsFairshareAlgorithm.GROUP_PERCENTAGE, i)).as("gp " + at)
          .isEqualTo(ref.groupPercentage()[i]);
      assertThat(fast.extra(PbsFairshareAlgorithm.PBS_USAGE, i)).as("usage " + at).isEqualTo(ref.usage()[i]);
      assertThat((float) fast.get(Metric.EFFECTIVE_USAGE, i)).as("uf " + at).isEqualTo(ref.usageFactor()[i]);
      assertThat(Double.doubleToLongBits(fast.factor(i))).as("factor " + at)
          .isEqualTo(Double.doubleToLongBits(ref.factor()[i]));
      assertThat(Double.doubleToLongBits(fast.get(Metric.RANK, i))).as("rank " + at)
          .isEqualTo(Double.doubleToLongBits(ref.rank()[i]));
    }
  }
}
