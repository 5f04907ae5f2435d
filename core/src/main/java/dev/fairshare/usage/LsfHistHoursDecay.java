package dev.fairshare.usage;

import java.time.Instant;

/**
 * LSF's {@code HIST_HOURS} decay: usage counts a tenth after {@code HIST_HOURS} hours
 * (docs/algorithms/lsf.md §2.4).
 *
 * <p>Continuous by default, {@code v · 10^(−Δh / HIST_HOURS)}; with a tick (900 s in an open LSF-compatible
 * mbatchd) the factor {@code 10^(−tick / (3600·HIST_HOURS))} is applied once per whole tick, for faithful
 * replay. {@code HIST_HOURS=0} means no decay.
 *
 * @param histHours HIST_HOURS, >= 0
 * @param tickSeconds 0 for continuous decay, otherwise the recalculation interval in seconds
 */
public record LsfHistHoursDecay(double histHours, long tickSeconds) implements DecayFunction {

  public LsfHistHoursDecay {
    if (!(histHours >= 0) || Double.isInfinite(histHours)) {
      throw new IllegalArgumentException("HIST_HOURS must be a finite number >= 0: " + histHours);
    }
    if (tickSeconds < 0) {
      throw new IllegalArgumentException("tick must be >= 0 seconds: " + tickSeconds);
    }
  }

  /** Continuous decay with the given HIST_HOURS. */
  public static LsfHistHoursDecay continuous(double histHours) {
    return new LsfHistHoursDecay(histHours, 0);
  }

  @Override
  public double decay(double value, Instant from, Instant to) {
    long seconds = DecayFunction.seconds(from, to);
    if (histHours == 0 || seconds <= 0) {
      return value;
    }
    if (tickSeconds == 0) {
      return value * Math.pow(10, -(seconds / 3600.0) / histHours);
    }
    long ticks = seconds / tickSeconds;
    double perTick = Math.pow(10, -(tickSeconds / 3600.0) / histHours);
    return value * Math.pow(perTick, ticks);
  }

  /**
   * Usage accruing evenly at {@code rate} over {@code [start, end]}, as it stands at {@code end}: in continuous
   * mode the integral of the decayed rate, {@code rate·(H/ln 10)·(1 − 10^(−Δh/H))} (docs/algorithms/lsf.md §8.3); in
   * ticked mode the whole amount, undecayed, as mbatchd folds the CPU used since the last tick into the
   * history at the tick.
   */
  @Override
  public double accrue(double rate, Instant start, Instant end) {
    long seconds = Math.max(0, DecayFunction.seconds(start, end));
    if (histHours == 0 || tickSeconds > 0 || seconds == 0) {
      return rate * seconds;
    }
    double h = histHours * 3600.0;
    return rate * (h / Math.log(10)) * (1 - Math.pow(10, -seconds / h));
  }

  @Override
  public String describe() {
    return "lsf HIST_HOURS=" + histHours + (tickSeconds == 0 ? "" : " tick " + tickSeconds + "s");
  }
}
