package dev.fairshare.flux.weighted;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;

/** Makes {@code flux.weighted-tree}, which has no settings (flux's walk has none). */
public final class FluxWeightedTreeFactory implements AlgorithmFactory {
  /** The algorithm's name. */
  public static final String NAME = FluxWeightedTree.NAME;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "flux-accounting's weighted tree (flux account-update-fshare): users ranked over the whole tree,"
        + " fairshare = rank / N";
  }

  @Override
  public FairshareAlgorithm create(Config config) {
    return new FluxWeightedTree();
  }
}
