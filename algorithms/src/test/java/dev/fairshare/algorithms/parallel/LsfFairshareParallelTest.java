package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithms.lsf.LsfFairshareAlgorithm;
import dev.fairshare.algorithms.lsf.LsfSettings;
import dev.fairshare.algorithms.lsf.LsfUsage;
import dev.fairshare.testkit.ParallelContract;
import dev.fairshare.tree.ShareTree;
import java.util.SplittableRandom;

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
}
