package dev.fairshare.usage;

import java.time.Instant;

/**
 * A plain exponential decay with an exact half-life: {@code v · 2^(−Δt / halfLife)}.
 *
 * @param halfLifeSeconds the half-life in seconds, > 0
 */
public record ExponentialDecay(double halfLifeSeconds) implements DecayFunction {

  public ExponentialDecay {
    if (!(halfLifeSeconds > 0) || Double.isInfinite(halfLifeSeconds)) {
      throw new IllegalArgumentException("half-life must be a finite number of seconds > 0: " + halfLifeSeconds);
    }
  }

  @Override
  public double decay(double value, Instant from, Instant to) {
    long seconds = DecayFunction.seconds(from, to);
    return seconds <= 0 ? value : value * Math.pow(2, -seconds / halfLifeSeconds);
  }

  @Override
  public String describe() {
    return "exponential half-life " + halfLifeSeconds + "s";
  }
}
