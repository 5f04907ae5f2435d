package dev.fairshare.lsf.acct;

import dev.fairshare.math.GlibcPow;

/**
 * How finished and running jobs' usage is aged to an instant ({@code HIST_HOURS}, docs/algorithms/lsf.md §2.4, §8.3).
 *
 * <p>Continuous ({@code tickSeconds = 0}): {@code 10^(−Δh/HIST_HOURS)}, CPU spread evenly over each run.
 * Ticked, as the open LSF-compatible mbatchd ({@code mbd.main.c} {@code periodicCheck},
 * {@code mbd.fairshare.c} {@code updAllSAcctForDecay}): cluster-wide ticks every {@code tickSeconds}
 * counted from mbatchd's start ({@code tickOrigin}); the tick at the start only records, and at each later
 * tick every account's history becomes {@code hist·d + new} with {@code d = 10^(−tick/(3600·HIST_HOURS))}, so
 * CPU used since the previous tick counts undecayed until the next one ({@link TickLedger}).
 *
 * @param histHours HIST_HOURS; 0 turns decay off
 * @param tickSeconds 0 for continuous decay, else the tick the decay factor is for (900 s in the open
 *     mbatchd: {@code CALCULATE_INTERVAL})
 * @param tickPeriod the seconds between two ticks on the clock: the tick, or more as mbatchd's loop counts
 *     them ({@link #mbatchdPeriod})
 * @param tickOrigin mbatchd's start (epoch seconds) that ticks count from; ignored when continuous
 * @param enableHistRunTime ENABLE_HIST_RUN_TIME: finished jobs' run time stays, decayed, as historical run
 *     time
 * @param runTimeDecay RUN_TIME_DECAY: run time decays as it accrues, like CPU time
 */
public record AcctDecay(double histHours, long tickSeconds, long tickPeriod, long tickOrigin,
    boolean enableHistRunTime, boolean runTimeDecay) {

  public AcctDecay {
    if (tickSeconds > 0 && tickPeriod < tickSeconds) {
      throw new IllegalArgumentException("the tick period must be at least the tick: " + tickPeriod);
    }
  }

  private static final double LN10 = Math.log(10);

  /**
   * The seconds between two of mbatchd's ticks on the clock ({@code mbd.main.c}: {@code periodicCheck}). Its
   * loop runs the check once {@code now - last > MBD_SLEEP_TIME}, adds {@code now - last} to the time toward
   * the next tick, but takes {@code now} before its one-second wait ({@code POLL_INTERVAL}) and {@code last}
   * after it: each check counts {@code MBD_SLEEP_TIME + 1} seconds of the {@code MBD_SLEEP_TIME + 2} that
   * passed, so a tick of 900 s comes every {@code ceil(900 / (m + 1)) · (m + 2)} s (984 s for m = 10: the
   * open scheduler of the captures ticked 984 and 982 s apart). An idle mbatchd; a busy one checks on its own
   * rhythm.
   */
  public static long mbatchdPeriod(long tickSeconds, long mbdSleepTime) {
    long m = Math.max(1, mbdSleepTime);
    return (tickSeconds + m) / (m + 1) * (m + 2);
  }

  /** Whether decay happens at ticks. */
  public boolean ticked() {
    return tickSeconds > 0 && histHours > 0;
  }

  /**
   * The per-tick factor as the open mbatchd computes it, in single precision:
   * {@code (float) pow(10, −1/(HIST_HOURS·4))} for 900 s ticks ({@code mbd.init.c}: {@code clsDecay}), with the
   * C library's pow ({@link GlibcPow}).
   */
  public float tickFactor() {
    float h = (float) histHours;
    return (float) GlibcPow.pow(10.0, -(tickSeconds / 3600.0) / h);
  }

  /** The continuous factor {@code 10^(−Δ/H)} for {@code seconds} of age. */
  public double factor(double seconds) {
    if (histHours == 0 || seconds <= 0) {
      return 1;
    }
    return Math.pow(10, -(seconds / 3600.0) / histHours);
  }

  /**
   * The value at {@code t} of an amount that accrued at a constant rate over {@code [start, end]}
   * ({@code end <= t}), continuously decayed: the integral of the decayed rate.
   */
  public double spread(double amount, long start, long end, long t) {
    if (amount == 0) {
      return 0;
    }
    if (histHours == 0) {
      return amount;
    }
    if (end <= start) {
      return amount * factor(t - end);
    }
    double h = histHours * 3600.0;
    double rate = amount / (end - start);
    return rate * (h / LN10) * (Math.pow(10, -(t - end) / h) - Math.pow(10, -(t - start) / h));
  }
}
