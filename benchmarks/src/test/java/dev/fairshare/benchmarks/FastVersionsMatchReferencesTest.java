package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.testkit.TreeShapes.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The benchmark harness measures what it claims: on small versions of the benchmark shapes, every
 * registered algorithm that has a reference gives the reference's factors, also when it reuses the
 * previous cycle's arrays (as {@link Recompute} runs it).
 */
class FastVersionsMatchReferencesTest {
  private static final List<String> SHAPES = List.of("balanced-1111", "chain-users-1111",
      "irregular-3000", "chain-2002");

  @Test
  void everyReferencedAlgorithmMatchesItsReferenceWhenReusingArrays() {
    Registries registries = Registries.load();
    AlgorithmRegistry registry = registries.algorithms();
    int checked = 0;
    for (String name : References.names()) {
      if (!registry.names().contains(name)) {
        continue;
      }
      FairshareAlgorithm fast = registry.create(name);
      FairshareResult previous = null;
      for (String shapeName : SHAPES) {
        Shape shape = BenchShapes.make(shapeName);
        Demand demand = BenchShapes.everyUserPending(shape.tree());
        if (!References.runsOn(name, shapeName)) {
          continue;
        }
        double[] expected = References.of(name, registries.config()).factors(shape.tree(), shape.usage(),
            demand);
        for (int round = 0; round < 2; round++) {
          previous = fast.compute(shape.tree(), shape.usage(), demand, previous);
          for (int i = 0; i < expected.length; i++) {
            double e = expected[i];
            String what = String.format("%s factor of node %d in %s, round %d", name, i, shapeName, round);
            if (Double.isNaN(e)) {
              assertThat(previous.factor(i)).as(what).isNaN();
            } else {
              assertThat(previous.factor(i)).as(what)
                  .isCloseTo(e, org.assertj.core.data.Offset.offset(1e-12 * Math.max(1, Math.abs(e))));
            }
          }
          checked++;
        }
      }
    }
    assertThat(checked).isPositive();
  }

  @Test
  void shapeNamesGiveTheirNodeCounts() {
    assertThat(BenchShapes.make("balanced-1111").tree().size()).isEqualTo(1111);
    assertThat(BenchShapes.make("chain-users-1111").tree().userCount()).isEqualTo(10 * 101);
    assertThat(BenchShapes.make("chain-1002").tree().maxDepth()).isEqualTo(1001);
  }
}
