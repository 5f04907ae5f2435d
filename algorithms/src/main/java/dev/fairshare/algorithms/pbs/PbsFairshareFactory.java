package dev.fairshare.algorithms.pbs;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;

/** Makes {@link PbsFairshareAlgorithm} from {@code fairshare.algorithms.pbs}. */
public final class PbsFairshareFactory implements AlgorithmFactory {

  @Override
  public String name() {
    return PbsFairshareAlgorithm.NAME;
  }

  @Override
  public String description() {
    return "OpenPBS fair share: float32 fairshare_perc and fairshare_tree_usage, 2^(-uf/perc), compare_path order";
  }

  @Override
  public FairshareAlgorithm create(Config config) {
    return new PbsFairshareAlgorithm(PbsSettings.from(config));
  }
}
