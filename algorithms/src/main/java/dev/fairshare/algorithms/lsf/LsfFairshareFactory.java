package dev.fairshare.algorithms.lsf;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;

/** Makes {@link LsfFairshareAlgorithm} from {@code fairshare.algorithms.lsf}. */
public final class LsfFairshareFactory implements AlgorithmFactory {

  @Override
  public String name() {
    return LsfFairshareAlgorithm.NAME;
  }

  @Override
  public String description() {
    return "LSF dynamic user priority shares/max(load, 0.01), hierarchical descent by level";
  }

  @Override
  public FairshareAlgorithm create(Config config) {
    return new LsfFairshareAlgorithm(LsfSettings.from(config));
  }
}
