package dev.fairshare.algorithms.parallel;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithms.lsf.LsfFairshareAlgorithm;
import dev.fairshare.algorithms.lsf.LsfSettings;
import dev.fairshare.algorithms.lsf.LsfUsage;
import dev.fairshare.testkit.ParallelContract;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * lsf.fairshare's parallel recompute gives its sequential results bit for bit: loads, dynamic priorities and
 * the dispatch order, with pending jobs and, in half the cases, job slots per node in the demand (fractional
 * values summed bottom-up, whose order matters).
 */
class LsfFairshareParallelTest extends ParallelContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new LsfFairshareAlgorithm(LsfSettings.defaults());
  }

  @Override
  protected Demand demand(ShareTree tree, SplittableRandom random) {
    Demand pending = super.demand(tree, random);
    if (random.nextBoolean()) {
      return pending;
    }
    double[] slots = new double[tree.size()];
    for (int i = 0; i < slots.length; i++) {
      slots[i] = random.nextInt(3) == 0 ? 0 : random.nextDouble() * Math.scalb(1.0, random.nextInt(30));
    }
    return pending.withQuantity(LsfUsage.JOB_SLOTS, slots);
  }

  /**
   * The pending mark of a task's root comes from its subtree, computed in the task, and the top's marks are
   * set after the tasks without undoing it: with one user pending, in the last of ten tasks (the root's
   * children, 111 nodes each), that user's group and user come first in the dispatch order.
   */
  @Test
  void aTaskRootKeepsThePendingMarkOfItsSubtree() {
    TreeShapes.Shape shape = TreeShapes.balanced(10, 2, 7);
    ShareTree tree = shape.tree();
    int last = tree.size() - 1;
    Demand demand = Demand.pending(new int[] {last});
    FairshareAlgorithm sequential = algorithm();
    FairshareResult expected = sequential.compute(tree, shape.usage(), demand, null);
    FairshareResult cut = sequential.parallel(Parallelism.of(2, Runnable::run).withMinNodes(1).withTaskNodes(111))
        .compute(tree, shape.usage(), demand, null);
    assertThat(expected.rank(last)).isEqualTo(1);
    assertIdentical(cut, expected, "one pending user in the last task");
  }
}
