package dev.fairshare.flux.weighted;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Quantity;
import dev.fairshare.testkit.ExplainContract;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@code flux.weighted-tree}'s explainer agrees with {@code compute} on random trees, bit for bit
 * ({@link ExplainContract}), and the weight it finds again at each level from the tree and usage is the
 * walk's own (the result's extra {@value FluxWeightedTree#WEIGHT}).
 */
class FluxExplainPropertyTest {
  private final FluxWeightedTree algorithm = new FluxWeightedTree();

  @Property(tries = 200)
  void explainsComputesFactorsOnTreesWithTiesAndOddUsage(@ForAll long seed) {
    check(FluxTrees.generate(seed));
  }

  @Property(tries = 100)
  void explainsComputesFactorsOnTestkitRandomTrees(@ForAll long seed) {
    check(RandomTrees.generate(seed, RandomTrees.Options.defaults()));
  }

  private void check(TreeShapes.Shape shape) {
    ExplainContract.assertAgrees(algorithm, shape.tree(), shape.usage(), Demand.none());
    FairshareResult result = algorithm.compute(shape.tree(), shape.usage());
    Explainer explainer = algorithm.explainer(result, Demand.none());
    for (int i = 1; i < shape.tree().size(); i++) {
      double weight = explainer.level(i).quantities().stream().filter(q -> q.key().equals("weight"))
          .mapToDouble(Quantity::value).findFirst().orElseThrow();
      assertThat(Double.valueOf(weight)).as("weight of %s in %s", shape.tree().path(i), shape.name())
          .isEqualTo(Double.valueOf(result.extra(FluxWeightedTree.WEIGHT, i)));
    }
  }
}
