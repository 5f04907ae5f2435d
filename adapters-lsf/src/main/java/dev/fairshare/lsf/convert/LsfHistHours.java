package dev.fairshare.lsf.convert;

import dev.fairshare.usage.DecayFunction;
import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.LsfHistHoursDecay;

/**
 * LSF's {@code HIST_HOURS} (docs/algorithms/lsf.md §2.4), the typed settings of the {@code lsf-hist-hours} decay model:
 * usage counts a tenth after that many hours, so it halves after {@code HIST_HOURS · log10 2} hours. 0 means
 * no decay.
 *
 * @param hours HIST_HOURS, >= 0
 * @param tickSeconds the recalculation tick for a faithful replay; 0 decays continuously
 */
public record LsfHistHours(double hours, long tickSeconds) implements DecaySetting {

  /** HIST_HOURS decaying continuously. */
  public LsfHistHours(double hours) {
    this(hours, 0);
  }

  @Override
  public DecayFunction function() {
    return new LsfHistHoursDecay(hours, tickSeconds);
  }

  @Override
  public double usageHalfLifeSeconds() {
    return hours == 0 ? Double.POSITIVE_INFINITY : hours * 3600 * Math.log10(2);
  }

  /** HIST_HOURS in seconds, after which usage counts a tenth; infinite for 0 (no decay). */
  @Override
  public double periodSeconds() {
    return hours == 0 ? Double.POSITIVE_INFINITY : hours * 3600;
  }

  @Override
  public String text() {
    return "HIST_HOURS=" + (hours == Math.rint(hours) ? Long.toString((long) hours) : Double.toString(hours));
  }
}
