package dev.fairshare.slurm;

import com.typesafe.config.Config;
import dev.fairshare.slurm.convert.SlurmHalfLife;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.DecaySetting;

/**
 * The {@code slurm} decay model: Slurm's per-second factor {@code 1 − 0.693/half-life}
 * ({@code PriorityDecayHalfLife}), its half-life from {@code fairshare.usage.half-life} (0: no decay).
 */
final class SlurmDecayModel implements DecayModel {

  @Override
  public String name() {
    return "slurm";
  }

  @Override
  public String description() {
    return "Slurm's per-second factor 1 - 0.693/half-life (PriorityDecayHalfLife)";
  }

  @Override
  public DecaySetting read(Config usage) {
    return new SlurmHalfLife(usage.getDuration("half-life").getSeconds());
  }
}
