package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * {@code slurm.classic} and {@code slurm.depth-oblivious} keep what depends on the tree alone (the hierarchy,
 * S, classic's level fractions) from a previous result of their own for the same tree: cycle after cycle
 * with new usage every metric is still the fresh compute's, bit for bit; and after a previous result for
 * another tree of the same size, of the other algorithm, of another setting (dampening, the state after a
 * restart) the values are still the fresh ones.
 */
class SlurmClassicReuseTest {
  private static final List<FairshareAlgorithm> ALGORITHMS = List.of(new SlurmClassicAlgorithm(1),
      new SlurmClassicAlgorithm(3), new SlurmDepthObliviousAlgorithm(1));

  @Property(tries = 200)
  void keptTreeDataGivesTheFreshValues(@ForAll long seed) {
    TreeShapes.Shape shape = RandomTrees.generate(seed, RandomTrees.Options.defaults());
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    for (FairshareAlgorithm algorithm : ALGORITHMS) {
      FairshareResult previous = algorithm.compute(tree, shape.usage(), Demand.none(), null);
      for (int cycle = 0; cycle < 3; cycle++) {
        double[] own = new double[tree.size()];
        for (int i = 0; i < tree.size(); i++) {
          if (tree.isUser(i) && random.nextInt(4) != 0) {
            own[i] = random.nextInt(3) == 0 ? random.nextInt(5) : random.nextDouble() * 1e6;
          }
        }
        UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
        previous = algorithm.compute(tree, usage, Demand.none(), previous);
        assertSame(algorithm, previous, algorithm.compute(tree, usage, Demand.none(), null),
            shape.name() + " cycle " + cycle);
      }
    }
  }

  @Test
  void aPreviousResultOfAnotherTreeOrAlgorithmIsNotKept() {
    // Both 1,111 nodes: a chain of groups (nearly all accounts) and a balanced tree (nearly all users).
    TreeShapes.Shape chain = TreeShapes.chainWithUsers(100, 10, 3);
    TreeShapes.Shape balanced = TreeShapes.balanced(10, 2, 5);
    assertThat(chain.tree().size()).isEqualTo(balanced.tree().size());
    List<FairshareAlgorithm> others = List.of(new SlurmClassicAlgorithm(2), new SlurmDepthObliviousAlgorithm(1),
        new SlurmDepthObliviousAlgorithm(1, SlurmDepthObliviousAlgorithm.UserCache.AFTER_RESTART));
    for (FairshareAlgorithm algorithm : ALGORITHMS) {
      for (TreeShapes.Shape[] order : new TreeShapes.Shape[][] {{chain, balanced}, {balanced, chain}}) {
        TreeShapes.Shape shape = order[1];
        FairshareResult fresh = algorithm.compute(shape.tree(), shape.usage(), Demand.none(), null);
        FairshareResult ofAnotherTree = algorithm.compute(order[0].tree(), order[0].usage(), Demand.none(), null);
        assertSame(algorithm, algorithm.compute(shape.tree(), shape.usage(), Demand.none(), ofAnotherTree), fresh,
            shape.name() + " after " + order[0].name());
        for (FairshareAlgorithm other : others) {
          FairshareResult ofOther = other.compute(shape.tree(), shape.usage(), Demand.none(), null);
          assertSame(algorithm, algorithm.compute(shape.tree(), shape.usage(), Demand.none(), ofOther), fresh,
              shape.name() + " after " + other.name());
        }
      }
    }
  }

  private static void assertSame(FairshareAlgorithm algorithm, FairshareResult actual, FairshareResult fresh,
      String what) {
    for (Metric m : algorithm.metrics()) {
      for (int i = 0; i < fresh.tree().size(); i++) {
        assertThat(Double.doubleToRawLongBits(actual.get(m, i))).as("%s: %s of %s in %s", algorithm.name(), m,
            fresh.tree().path(i), what).isEqualTo(Double.doubleToRawLongBits(fresh.get(m, i)));
      }
    }
  }
}
