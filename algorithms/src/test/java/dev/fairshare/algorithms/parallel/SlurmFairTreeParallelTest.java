package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmFairTreeAlgorithm;
import dev.fairshare.testkit.ParallelContract;

/** slurm.fair-tree's parallel recompute gives its sequential results bit for bit: values, LevelFS, ranks. */
class SlurmFairTreeParallelTest extends ParallelContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmFairTreeAlgorithm();
  }
}
