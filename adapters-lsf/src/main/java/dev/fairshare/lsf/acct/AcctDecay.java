package dev.fairshare.lsf.acct;

/**
 * How finished and running jobs' usage is aged to an instant ({@code HIST_HOURS}, docs/algorithms/lsf.md §2.4, §8.3).
 *
 * @param histHours HIST_HOURS; 0 turns decay off
 * @param tickSeconds 0 for continuous decay; else usage is charged when the job finished (or at the
 *     instant) and decayed once per whole tick, as mbatchd's recalculation does (900 s in the open mbatchd)
 * @param enableHistRunTime ENABLE_HIST_RUN_TIME: finished jobs' run time stays, decayed, as historical run
 *     time
 * @param runTimeDecay RUN_TIME_DECAY: run time decays as it accrues, like CPU time
 * @param normalizeCpu whether CPU time is multiplied by the host CPU factor of the record
 */
public record AcctDecay(double histHours, long tickSeconds, boolean enableHistRunTime, boolean runTimeDecay,
    boolean normalizeCpu) {

  private static final double LN10 = Math.log(10);

  /** The factor {@code 10^(−Δ/H)} for {@code seconds} of age; ticked mode counts whole ticks only. */
  public double factor(double seconds) {
    if (histHours == 0 || seconds <= 0) {
      return 1;
    }
    if (tickSeconds > 0) {
      long ticks = (long) Math.floor(seconds / tickSeconds);
      return Math.pow(Math.pow(10, -(tickSeconds / 3600.0) / histHours), ticks);
    }
    return Math.pow(10, -(seconds / 3600.0) / histHours);
  }

  /**
   * The value at {@code t} of an amount that accrued at a constant rate over {@code [start, end]}
   * ({@code end <= t}): the integral of the rate decayed to {@code t} in continuous mode; in ticked mode the
   * whole amount charged at {@code end}.
   */
  public double spread(double amount, long start, long end, long t) {
    if (amount == 0) {
      return 0;
    }
    if (histHours == 0) {
      return amount;
    }
    if (tickSeconds > 0 || end <= start) {
      return amount * factor(t - end);
    }
    double h = histHours * 3600.0;
    double rate = amount / (end - start);
    return rate * (h / LN10) * (Math.pow(10, -(t - end) / h) - Math.pow(10, -(t - start) / h));
  }
}
