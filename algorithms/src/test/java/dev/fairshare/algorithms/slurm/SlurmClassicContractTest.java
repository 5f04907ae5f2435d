package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.testkit.AlgorithmContract;

/** slurm.classic obeys the algorithm contract. */
class SlurmClassicContractTest extends AlgorithmContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmClassicAlgorithm(1);
  }
}
