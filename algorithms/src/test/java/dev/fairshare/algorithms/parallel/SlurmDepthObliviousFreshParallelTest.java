package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.testkit.ParallelContract;

/** slurm.depth-oblivious's parallel recompute gives its sequential results bit for bit (user cache FRESH). */
class SlurmDepthObliviousFreshParallelTest extends ParallelContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmDepthObliviousAlgorithm(1, UserCache.FRESH);
  }
}
