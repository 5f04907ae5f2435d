package dev.fairshare.algorithms.slurm;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;

/** Makes {@link SlurmClassicAlgorithm} from {@code fairshare.algorithms.slurm}. */
public final class SlurmClassicFactory implements AlgorithmFactory {

  @Override
  public String name() {
    return SlurmClassicAlgorithm.NAME;
  }

  @Override
  public String description() {
    return "Slurm classic fair share (PriorityFlags=NO_FAIR_TREE): 2^(-E/S/d)";
  }

  @Override
  public FairshareAlgorithm create(Config config) {
    return new SlurmClassicAlgorithm(SlurmSettings.from(config).dampeningFactor());
  }
}
