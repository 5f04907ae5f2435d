package dev.fairshare.slurm.convert;

import dev.fairshare.usage.DecayFunction;
import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.SlurmDecay;
import java.util.Locale;

/**
 * Slurm's {@code PriorityDecayHalfLife} (docs/algorithms/slurm.md §3.1), the typed settings of the {@code slurm} decay
 * model: usage is multiplied by {@code 1 − 0.693/H} per second, so it halves after
 * {@code ln 2 / −ln(1 − 0.693/H)} seconds, slightly more than H. H = 0 means no decay.
 *
 * @param seconds H in seconds (a whole number of minutes when Slurm parsed it)
 */
public record SlurmHalfLife(long seconds) implements DecaySetting {

  public SlurmHalfLife {
    if (seconds < 0) {
      throw new IllegalArgumentException("half-life must be >= 0 seconds: " + seconds);
    }
  }

  @Override
  public DecayFunction function() {
    return new SlurmDecay(seconds);
  }

  /**
   * {@code ln 2 / −ln(df)} with {@code df} the double Slurm computes, {@code decay_factor = 1 - (0.693 / H)}
   * ({@code priority_multifactor.c}), so that {@code 2^(-H/T)} is Slurm's {@code pow(decay_factor, H)}.
   */
  @Override
  public double usageHalfLifeSeconds() {
    return seconds == 0 ? Double.POSITIVE_INFINITY : Math.log(2) / -Math.log(1 - (0.693 / seconds));
  }

  /** H itself; infinite for 0 (no decay). */
  @Override
  public double periodSeconds() {
    return seconds == 0 ? Double.POSITIVE_INFINITY : seconds;
  }

  @Override
  public String text() {
    long d = seconds / 86400;
    long rest = seconds % 86400;
    String hms = String.format(Locale.ROOT, "%02d:%02d:%02d", rest / 3600, rest % 3600 / 60, rest % 60);
    return "PriorityDecayHalfLife=" + (d > 0 ? d + "-" + hms : hms);
  }
}
