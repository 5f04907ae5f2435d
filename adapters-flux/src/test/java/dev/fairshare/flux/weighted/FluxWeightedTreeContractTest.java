package dev.fairshare.flux.weighted;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.testkit.AlgorithmContract;

/** {@code flux.weighted-tree} obeys the contract of every algorithm. */
class FluxWeightedTreeContractTest extends AlgorithmContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new FluxWeightedTree();
  }
}
