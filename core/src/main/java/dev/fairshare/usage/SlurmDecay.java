package dev.fairshare.usage;

import dev.fairshare.math.GlibcPow;
import java.time.Instant;

/**
 * Slurm's decay: a per-second factor {@code 1 − 0.693 / PriorityDecayHalfLife} raised to the elapsed
 * seconds, clamped below at {@link Double#MIN_NORMAL}; new usage is inserted already decayed as
 * {@code Δt · df^Δt} (docs/algorithms/slurm.md §3.1, §3.3; {@code priority_multifactor.c}: {@code _init_decay_vars},
 * {@code _apply_new_usage}).
 *
 * <p>The literal 0.693 makes the half-life inexact: one half-life of 604800 s leaves 0.5000733971527376,
 * not 0.5. A half-life of 0 means no decay.
 *
 * @param halfLifeSeconds PriorityDecayHalfLife in seconds (0 disables decay)
 */
public record SlurmDecay(long halfLifeSeconds) implements DecayFunction {

  public SlurmDecay {
    if (halfLifeSeconds < 0) {
      throw new IllegalArgumentException("half-life must be >= 0 seconds: " + halfLifeSeconds);
    }
  }

  /** The per-second factor {@code 1 − 0.693 / halfLife}, or 1 when the half-life is 0. */
  public double perSecondFactor() {
    return halfLifeSeconds > 0 ? 1 - 0.693 / halfLifeSeconds : 1;
  }

  /** The factor over a number of seconds: {@code df^seconds}, clamped to at least {@code DBL_MIN}. */
  public double factor(long seconds) {
    double df = perSecondFactor();
    if (df == 1 || seconds <= 0) {
      return 1;
    }
    return Math.max(Double.MIN_NORMAL, GlibcPow.pow(df, seconds));
  }

  @Override
  public double decay(double value, Instant from, Instant to) {
    return value * factor(DecayFunction.seconds(from, to));
  }

  @Override
  public double accrue(double rate, Instant start, Instant end) {
    long delta = Math.max(0, DecayFunction.seconds(start, end));
    return delta * GlibcPow.pow(perSecondFactor(), delta) * rate;
  }

  @Override
  public String describe() {
    return "slurm half-life " + halfLifeSeconds + "s";
  }
}
