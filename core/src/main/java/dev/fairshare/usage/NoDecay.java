package dev.fairshare.usage;

import java.time.Instant;

/** A decay that keeps usage as it was: Slurm with {@code PriorityDecayHalfLife=0}, LSF with {@code HIST_HOURS=0}. */
public record NoDecay() implements DecayFunction {

  @Override
  public double decay(double value, Instant from, Instant to) {
    return value;
  }

  @Override
  public String describe() {
    return "none";
  }
}
