package dev.fairshare.algorithms.slurm;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;

/** Makes {@link SlurmDepthObliviousAlgorithm} from {@code fairshare.algorithms.slurm}. */
public final class SlurmDepthObliviousFactory implements AlgorithmFactory {

  @Override
  public String name() {
    return SlurmDepthObliviousAlgorithm.NAME;
  }

  @Override
  public String description() {
    return "Slurm depth-oblivious fair share (PriorityFlags=DEPTH_OBLIVIOUS): 2^(-R/d), R = R_parent*r_l^k";
  }

  @Override
  public FairshareAlgorithm create(Config config) {
    return new SlurmDepthObliviousAlgorithm(SlurmSettings.from(config).dampeningFactor());
  }
}
