package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.testkit.AlgorithmContract;

/**
 * {@code pbs.fairshare} under the shared algorithm contract. Factors stay in [0, 1] here: random trees have
 * no negative shares and no interior usage overwritten by a stale usage file (where PBS gives more than 1).
 */
class PbsFairshareContractTest extends AlgorithmContract {

  @Override
  protected FairshareAlgorithm algorithm() {
    return new PbsFairshareAlgorithm(PbsSettings.defaults());
  }
}
