package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@code slurm.fair-tree} writes every entry of every metric when it reuses the previous result's arrays
 * (it does not fill them with NaN first): a recompute over the arrays of another tree of the same size,
 * whose accounts and users sit elsewhere, gives the fresh values, NaN included, bit for bit; and when it
 * keeps what depends on the tree alone (a previous result of its own for the same tree), cycle after cycle
 * with new usage, every metric is still the fresh one.
 */
class SlurmFairTreeReuseTest {

  @Test
  void reusedArraysGiveTheFreshValues() {
    // Both 1,111 nodes: a chain of groups (nearly all accounts) and a balanced tree (nearly all users).
    TreeShapes.Shape chain = TreeShapes.chainWithUsers(100, 10, 3);
    TreeShapes.Shape balanced = TreeShapes.balanced(10, 2, 5);
    assertThat(chain.tree().size()).isEqualTo(balanced.tree().size());
    SlurmFairTreeAlgorithm algorithm = new SlurmFairTreeAlgorithm();
    for (TreeShapes.Shape[] order : new TreeShapes.Shape[][] {{chain, balanced}, {balanced, chain}}) {
      FairshareResult previous = algorithm.compute(order[0].tree(), order[0].usage(), Demand.none(), null);
      FairshareResult reused = algorithm.compute(order[1].tree(), order[1].usage(), Demand.none(), previous);
      FairshareResult fresh = algorithm.compute(order[1].tree(), order[1].usage(), Demand.none(), null);
      for (Metric m : algorithm.metrics()) {
        for (int i = 0; i < order[1].tree().size(); i++) {
          assertThat((Double) reused.get(m, i)).as("%s of node %d in %s", m, i, order[1].name())
              .isEqualTo((Double) fresh.get(m, i));
        }
      }
    }
  }

  @Provide
  Arbitrary<TreeShapes.Shape> shapes() {
    return RandomTrees.shapes();
  }

  @Property(tries = 200)
  void keptTreeDataGivesTheFreshValues(@ForAll("shapes") TreeShapes.Shape shape, @ForAll long seed) {
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    SlurmFairTreeAlgorithm algorithm = new SlurmFairTreeAlgorithm();
    FairshareResult previous = algorithm.compute(tree, shape.usage(), Demand.none(), null);
    for (int cycle = 0; cycle < 3; cycle++) {
      double[] own = new double[tree.size()];
      for (int i = 0; i < tree.size(); i++) {
        if (tree.isUser(i) && random.nextInt(4) != 0) {
          own[i] = random.nextInt(3) == 0 ? random.nextInt(5) : random.nextDouble() * 1e6;
        }
      }
      UsageSnapshot usage = cycle == 2 ? shape.usage() : UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
      FairshareResult fresh = algorithm.compute(tree, usage, Demand.none(), null);
      previous = algorithm.compute(tree, usage, Demand.none(), previous);
      for (Metric m : algorithm.metrics()) {
        for (int i = 0; i < tree.size(); i++) {
          assertThat((Double) previous.get(m, i)).as("%s of %s in %s, cycle %d", m, tree.path(i), shape.name(),
              cycle).isEqualTo((Double) fresh.get(m, i));
        }
      }
    }
  }
}
