package dev.fairshare.pbs.convert;

import dev.fairshare.usage.DecayFunction;
import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.PbsStepDecay;
import java.util.Locale;

/**
 * PBS's {@code fairshare_decay_time} and {@code fairshare_decay_factor} (docs/algorithms/pbs.md §5), the typed
 * settings of the {@code pbs-step} decay model: usage is multiplied by the factor (a float32) once per whole
 * decay time, so it halves on average every {@code D · ln 2 / −ln f} seconds, in steps.
 *
 * @param decayTimeSeconds D in whole seconds, > 0
 * @param factor f, strictly between 0 and 1
 */
public record PbsDecay(long decayTimeSeconds, float factor) implements DecaySetting {

  @Override
  public DecayFunction function() {
    return new PbsStepDecay(decayTimeSeconds, factor);
  }

  /** {@code fairshare_decay_time}, the step after which usage is multiplied by the factor. */
  @Override
  public double periodSeconds() {
    return decayTimeSeconds;
  }

  @Override
  public double usageHalfLifeSeconds() {
    return decayTimeSeconds * Math.log(2) / -Math.log(factor);
  }

  @Override
  public String text() {
    long s = decayTimeSeconds;
    return String.format(Locale.ROOT, "fairshare_decay_time: %02d:%02d:%02d, fairshare_decay_factor: %s",
        s / 3600, s % 3600 / 60, s % 60, Float.toString(factor));
  }
}
