package dev.fairshare.algorithms.lsf;

/**
 * The denominator of LSF's dynamic user priority for one share account, and the priority it gives
 * (docs/algorithms/lsf.md §2.1, §2.6).
 *
 * <pre>
 * load = cpu_time·CPU_TIME_FACTOR + (historical_run_time + run_time)·RUN_TIME_FACTOR
 *      + max(0, committed_run_time − run_time)·COMMITTED_RUN_TIME_FACTOR + (1 + job_slots)·RUN_JOB_FACTOR
 *      + fairshare_adjustment·FAIRSHARE_ADJUSTMENT_FACTOR + (1 + fwd_job_slots)·FWD_JOB_FACTOR
 *      + (historical_gpu_run_time + gpu_run_time)·GPU_RUN_TIME_FACTOR
 * priority = number_shares / max(load, 0.01)
 * </pre>
 *
 * Times in hours (the inputs are seconds, divided by 3600). Terms that the version does not have are left
 * out; historical run time and the committed term need 9.1, the adjustment 7.0, forwarded slots (only when
 * FWD_JOB_FACTOR is defined) and GPU time 10.1. The committed term is clamped at 0 [INF].
 */
public final class LsfLoad {
  /** The floor of the denominator (LSF 7.3 Admin p.299): priority is at most 100 × shares. */
  public static final double FLOOR = 0.01;

  private final LsfVersion version;
  private final LsfFactors f;
  private final boolean singlePrecision;

  /** The load function of a version, factors and arithmetic. */
  public LsfLoad(LsfVersion version, LsfFactors factors, boolean singlePrecision) {
    this.version = version;
    this.f = factors;
    this.singlePrecision = singlePrecision;
  }

  /** The load (before the floor) from seconds, slots and the adjustment value. */
  public double load(double cpuSeconds, double runSeconds, double histRunSeconds, double committedSeconds,
      double slots, double adjustment, double fwdSlots, double gpuSeconds, double histGpuSeconds) {
    if (singlePrecision) {
      return singleLoad(cpuSeconds, runSeconds, histRunSeconds, committedSeconds, slots, adjustment, fwdSlots,
          gpuSeconds, histGpuSeconds);
    }
    double d = cpuSeconds / 3600.0 * f.cpuTime();
    double hist = version.hasHistoryAndCommitted() ? histRunSeconds : 0;
    d += (hist + runSeconds) / 3600.0 * f.runTime();
    if (version.hasHistoryAndCommitted()) {
      d += Math.max(0, committedSeconds - runSeconds) / 3600.0 * f.committedRunTime();
    }
    d += (1 + slots) * f.runJob();
    return laterTerms(d, adjustment, fwdSlots, gpuSeconds, histGpuSeconds);
  }

  /**
   * The load as the open mbatchd computes it ({@code mbd.fairshare.c}: {@code calcDynamicPriority}): the
   * factors are {@code float}; the CPU seconds ({@code newUsedCpuTime + histCpuTime}, a {@code float}) and the
   * run seconds (an {@code int}) divided by 3600.0 in double; {@code (numStartJobs + 1)·runJobFactor} a
   * {@code float} product; the sum in double (then stored as {@code float} by {@link #priority}). The terms
   * the open mbatchd lacks are added after, in double.
   */
  private double singleLoad(double cpuSeconds, double runSeconds, double histRunSeconds,
      double committedSeconds, double slots, double adjustment, double fwdSlots, double gpuSeconds,
      double histGpuSeconds) {
    double d = (float) cpuSeconds / 3600.0 * (float) f.cpuTime()
        + (long) runSeconds / 3600.0 * (float) f.runTime()
        + (float) (slots + 1) * (float) f.runJob();
    if (version.hasHistoryAndCommitted()) {
      d += histRunSeconds / 3600.0 * (float) f.runTime();
      d += Math.max(0, committedSeconds - runSeconds) / 3600.0 * f.committedRunTime();
    }
    return laterTerms(d, adjustment, fwdSlots, gpuSeconds, histGpuSeconds);
  }

  /**
   * {@code d} plus the terms of the later versions, in double and in this order, in both arithmetics: the
   * adjustment (7.0), the forwarded slots (10.1, when FWD_JOB_FACTOR is defined) and the GPU time (10.1).
   */
  private double laterTerms(double d, double adjustment, double fwdSlots, double gpuSeconds,
      double histGpuSeconds) {
    double sum = d;
    if (version.hasAdjustment()) {
      sum += adjustment * f.fairshareAdjustment();
    }
    if (version.hasForwardAndGpu()) {
      if (f.hasFwdJob()) {
        sum += (1 + fwdSlots) * f.fwdJob();
      }
      sum += (histGpuSeconds + gpuSeconds) / 3600.0 * f.gpuRunTime();
    }
    return sum;
  }

  /** The dynamic priority of an account with these shares and this load. */
  public double priority(double shares, double load) {
    if (singlePrecision) {
      float l = (float) load;
      if (l < FLOOR) {
        l = (float) FLOOR;
      }
      return (float) shares / l;
    }
    return shares / Math.max(load, FLOOR);
  }
}
