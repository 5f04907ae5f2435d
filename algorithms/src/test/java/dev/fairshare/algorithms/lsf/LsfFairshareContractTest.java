package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.testkit.AlgorithmContract;

/** lsf.fairshare obeys the shared algorithm contract; its factor is a dynamic priority, up to 100 × shares. */
class LsfFairshareContractTest extends AlgorithmContract {

  @Override
  protected FairshareAlgorithm algorithm() {
    return new LsfFairshareAlgorithm(LsfSettings.defaults());
  }

  @Override
  protected double[] factorRange() {
    // RandomTrees draws shares up to 60; with default factors the load is at least RUN_JOB_FACTOR = 3.
    return new double[] {0, 60 / 3.0};
  }
}
