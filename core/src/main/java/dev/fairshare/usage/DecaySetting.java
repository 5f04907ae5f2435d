package dev.fairshare.usage;

/**
 * One decay model's typed settings: the decay function they make, the usage half-life they give under the
 * model's exact semantics, and the setting as the scheduler writes it in its own files. Each family's
 * settings are records ({@code PriorityDecayHalfLife} for Slurm, {@code fairshare_decay_time} and
 * {@code fairshare_decay_factor} for PBS, {@code HIST_HOURS} for LSF).
 */
public interface DecaySetting {

  /** The decay function of these settings. */
  DecayFunction function();

  /** The time, in seconds, after which usage counts half; infinite when nothing decays. */
  double usageHalfLifeSeconds();

  /** The setting as written in the scheduler's own file, such as {@code PriorityDecayHalfLife=7-00:00:00}. */
  String text();
}
