package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.TreeShapes;
import org.junit.jupiter.api.Test;

/**
 * {@code slurm.fair-tree} writes every entry of every metric when it reuses the previous result's arrays
 * (it does not fill them with NaN first): a recompute over the arrays of another tree of the same size,
 * whose accounts and users sit elsewhere, gives the fresh values, NaN included, bit for bit.
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
}
