package dev.fairshare.algorithms.lsf;

import java.util.Map;

/**
 * The weights of the terms of LSF's dynamic user priority, as set in {@code lsb.params} and overridden per
 * queue in {@code lsb.queues} (docs/algorithms/lsf.md §2.3; the queue value wins).
 *
 * @param cpuTime CPU_TIME_FACTOR (default 0.7)
 * @param runTime RUN_TIME_FACTOR (default 0.7)
 * @param runJob RUN_JOB_FACTOR (default 3.0)
 * @param committedRunTime COMMITTED_RUN_TIME_FACTOR (default 0)
 * @param fairshareAdjustment FAIRSHARE_ADJUSTMENT_FACTOR (default 0)
 * @param fwdJob FWD_JOB_FACTOR, or NaN when not defined (the term is then left out; the default)
 * @param gpuRunTime GPU_RUN_TIME_FACTOR (default 0)
 */
public record LsfFactors(double cpuTime, double runTime, double runJob, double committedRunTime,
    double fairshareAdjustment, double fwdJob, double gpuRunTime) {

  /** The parameter names, in the order of the record components. */
  public static final String[] PARAMETERS = {"CPU_TIME_FACTOR", "RUN_TIME_FACTOR", "RUN_JOB_FACTOR",
      "COMMITTED_RUN_TIME_FACTOR", "FAIRSHARE_ADJUSTMENT_FACTOR", "FWD_JOB_FACTOR", "GPU_RUN_TIME_FACTOR"};

  public LsfFactors {
    check("CPU_TIME_FACTOR", cpuTime);
    check("RUN_TIME_FACTOR", runTime);
    check("RUN_JOB_FACTOR", runJob);
    check("COMMITTED_RUN_TIME_FACTOR", committedRunTime);
    check("GPU_RUN_TIME_FACTOR", gpuRunTime);
    if (Double.isInfinite(fairshareAdjustment) || Double.isNaN(fairshareAdjustment)) {
      throw new IllegalArgumentException("FAIRSHARE_ADJUSTMENT_FACTOR must be finite: " + fairshareAdjustment);
    }
    if (!Double.isNaN(fwdJob)) {
      check("FWD_JOB_FACTOR", fwdJob);
    }
  }

  /** LSF's defaults: 0.7, 0.7, 3.0, 0, 0, undefined, 0. */
  public static LsfFactors defaults() {
    return new LsfFactors(0.7, 0.7, 3.0, 0, 0, Double.NaN, 0);
  }

  /** Whether FWD_JOB_FACTOR is defined. */
  public boolean hasFwdJob() {
    return !Double.isNaN(fwdJob);
  }

  /**
   * These factors with values given by LSF parameter name ({@code RUN_JOB_FACTOR}) replacing them; names that
   * are not factors are ignored. Throws {@link IllegalArgumentException} for a value that is not a number
   * in range.
   */
  public LsfFactors overriddenBy(Map<String, String> parameters) {
    double[] v = {cpuTime, runTime, runJob, committedRunTime, fairshareAdjustment, fwdJob, gpuRunTime};
    for (int k = 0; k < PARAMETERS.length; k++) {
      String text = parameters.get(PARAMETERS[k]);
      if (text != null) {
        try {
          v[k] = Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(PARAMETERS[k] + " is not a number: '" + text + "'");
        }
      }
    }
    return new LsfFactors(v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
  }

  private static void check(String name, double value) {
    if (!(value >= 0) || Double.isInfinite(value)) {
      throw new IllegalArgumentException(name + " must be a finite number >= 0: " + value);
    }
  }
}
