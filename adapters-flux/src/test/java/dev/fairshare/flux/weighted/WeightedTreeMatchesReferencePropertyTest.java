package dev.fairshare.flux.weighted;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceFluxWeightedTree;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The fast {@code flux.weighted-tree} equals testkit's plain reference, bit for bit, on random trees. */
class WeightedTreeMatchesReferencePropertyTest {
  private final FluxWeightedTree fast = new FluxWeightedTree();

  @Property(tries = 400)
  void fastEqualsReferenceOnTreesWithTiesAndOddUsage(@ForAll long seed) {
    check(FluxTrees.generate(seed));
  }

  @Property(tries = 200)
  void fastEqualsReferenceOnTestkitRandomTrees(@ForAll long seed) {
    check(RandomTrees.generate(seed, RandomTrees.Options.defaults()));
  }

  private void check(TreeShapes.Shape shape) {
    FairshareResult result = fast.compute(shape.tree(), shape.usage());
    ReferenceFluxWeightedTree.Values expected = new ReferenceFluxWeightedTree().compute(shape.tree(), shape.usage());
    for (int i = 0; i < shape.tree().size(); i++) {
      assertThat(Double.valueOf(result.factor(i))).as("fairshare of %s in %s", shape.tree().path(i), shape.name())
          .isEqualTo(Double.valueOf(expected.fairshare()[i]));
      assertThat(Double.valueOf(result.extra(FluxWeightedTree.WEIGHT, i)))
          .as("weight of %s in %s", shape.tree().path(i), shape.name())
          .isEqualTo(Double.valueOf(expected.weight()[i]));
      if (shape.tree().isUser(i)) {
        // the reference's fairshare is rank / N, so its rank is that times N, and the dispatch position N - rank + 1
        int users = shape.tree().userCount();
        double position = users - Math.rint(expected.fairshare()[i] * users) + 1;
        assertThat(result.get(Metric.RANK, i)).as("position of %s in %s", shape.tree().path(i), shape.name())
            .isEqualTo(position);
      }
    }
  }
}
