package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmClassicAlgorithm;
import dev.fairshare.testkit.ParallelContract;

/** slurm.classic's parallel recompute gives its sequential results bit for bit (dampening 3). */
class SlurmClassicDampenedParallelTest extends ParallelContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmClassicAlgorithm(3);
  }
}
