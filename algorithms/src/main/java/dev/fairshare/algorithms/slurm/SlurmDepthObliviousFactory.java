package dev.fairshare.algorithms.slurm;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
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
    return new SlurmDepthObliviousAlgorithm(SlurmSettings.from(config).dampeningFactor(), userCache(config));
  }

  /** {@code fairshare.algorithms.slurm.depth-oblivious.user-cache}: {@code fresh} or {@code after-restart}. */
  static SlurmDepthObliviousAlgorithm.UserCache userCache(Config config) {
    String key = "fairshare.algorithms.slurm.depth-oblivious.user-cache";
    String value = config.getString(key);
    return switch (value) {
      case "fresh" -> SlurmDepthObliviousAlgorithm.UserCache.FRESH;
      case "after-restart" -> SlurmDepthObliviousAlgorithm.UserCache.AFTER_RESTART;
      default -> throw new ConfigException.BadValue(config.origin(), key,
          "must be \"fresh\" or \"after-restart\", not \"" + value + "\"");
    };
  }
}
