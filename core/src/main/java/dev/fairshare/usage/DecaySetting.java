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

  /**
   * The period the setting names, in seconds: Slurm's {@code PriorityDecayHalfLife}, PBS's
   * {@code fairshare_decay_time}, LSF's {@code HIST_HOURS}, flux-accounting's {@code priority_decay_half_life};
   * by default the usage half-life. A target that decays in steps of a period takes it as its own.
   */
  default double periodSeconds() {
    return usageHalfLifeSeconds();
  }

  /** The setting as written in the scheduler's own file, such as {@code PriorityDecayHalfLife=7-00:00:00}. */
  String text();
}
