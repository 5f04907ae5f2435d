package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceSlurmFairTree;
import dev.fairshare.tree.ShareTree;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fast {@code slurm.fair-tree} equals the plain reference ({@link ReferenceSlurmFairTree}) on random
 * trees: depth up to 30, zero shares, zero usage, {@code parent} accounts and users. Ranks and factors are
 * compared exactly; so are S, U and LevelFS, which both compute with the same operations.
 */
class SlurmFairTreePropertiesTest {

  @Provide
  Arbitrary<TreeShapes.Shape> shapes() {
    return RandomTrees.shapes();
  }

  @Property(tries = 200)
  void fastFairTreeEqualsTheReference(@ForAll("shapes") TreeShapes.Shape shape) {
    ShareTree tree = shape.tree();
    FairshareResult fast = new SlurmFairTreeAlgorithm().compute(tree, shape.usage());
    ReferenceSlurmFairTree.Values ref = new ReferenceSlurmFairTree().compute(tree, shape.usage());
    int n = tree.userCount();
    for (int i = 0; i < tree.size(); i++) {
      String what = tree.path(i) + " in " + shape.name();
      assertThat((Double) fast.get(Metric.FACTOR, i)).as("factor of %s", what).isEqualTo((Double) ref.factor()[i]);
      if (tree.isUser(i)) {
        assertThat(fast.rank(i)).as("rank of %s", what).isEqualTo(n - ref.slurmRank()[i] + 1);
      }
      assertThat((Double) fast.get(Metric.NORM_SHARES, i)).as("S of %s", what).isEqualTo((Double) ref.normShares()[i]);
      assertThat((Double) fast.get(Metric.EFFECTIVE_USAGE, i)).as("U of %s", what)
          .isEqualTo((Double) ref.effectiveUsage()[i]);
      assertThat((Double) fast.get(Metric.LEVEL_FS, i)).as("LevelFS of %s", what).isEqualTo((Double) ref.levelFs()[i]);
    }
  }
}
