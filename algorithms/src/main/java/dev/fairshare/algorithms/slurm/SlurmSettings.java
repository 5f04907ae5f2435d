package dev.fairshare.algorithms.slurm;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;

/**
 * The settings shared by the Slurm algorithms, from {@code fairshare.algorithms.slurm}.
 *
 * @param dampeningFactor FairShareDampeningFactor, 1..65535 (Slurm keeps it in a uint16; 0 is refused
 *     because it makes every factor 0 or NaN)
 */
public record SlurmSettings(int dampeningFactor) {

  public SlurmSettings {
    if (dampeningFactor < 1 || dampeningFactor > 65535) {
      throw new IllegalArgumentException("dampening-factor must be 1..65535: " + dampeningFactor);
    }
  }

  /** Reads the settings from a configuration. */
  public static SlurmSettings from(Config config) {
    Config slurm = config.getConfig("fairshare.algorithms.slurm");
    try {
      return new SlurmSettings(slurm.getInt("dampening-factor"));
    } catch (IllegalArgumentException e) {
      throw new ConfigException.BadValue(slurm.origin(), "fairshare.algorithms.slurm.dampening-factor",
          e.getMessage());
    }
  }
}
