package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.testkit.ParallelContract;

/** slurm.depth-oblivious's parallel recompute gives its sequential results bit for bit (user cache AFTER_RESTART). */
class SlurmDepthObliviousAfterRestartParallelTest extends ParallelContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmDepthObliviousAlgorithm(2, UserCache.AFTER_RESTART);
  }
}
