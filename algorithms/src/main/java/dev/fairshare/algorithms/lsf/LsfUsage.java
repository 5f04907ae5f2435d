package dev.fairshare.algorithms.lsf;

/**
 * The names under which LSF usage reaches {@code lsf.fairshare}: {@link dev.fairshare.usage.UsageSnapshot}
 * components (aggregated over each subtree, docs/algorithms/lsf.md §4.3) and {@link dev.fairshare.algorithm.Demand}
 * quantities.
 *
 * <p>The snapshot's main usage is the decayed, normalized CPU time in seconds ({@code cpu_time}). Times are
 * seconds, as {@code bqueues} shows them; the algorithm divides by 3600 as mbatchd does. Job slots are a
 * component ({@link #JOB_SLOTS}) because they are part of the account's load like the times; when the
 * snapshot has no such component the algorithm sums the per-node Demand quantity of the same name over
 * each subtree instead.
 */
public final class LsfUsage {
  /** Wall-clock seconds of the running jobs (decayed only with RUN_TIME_DECAY). */
  public static final String RUN_TIME = "run_time";
  /** Decayed run seconds of finished jobs (only with ENABLE_HIST_RUN_TIME). */
  public static final String HIST_RUN_TIME = "hist_run_time";
  /** Seconds the running jobs committed to at dispatch (run limit). */
  public static final String COMMITTED_RUN_TIME = "committed_run_time";
  /** Slots held: running plus reserved. */
  public static final String JOB_SLOTS = "job_slots";
  /** The reserved part of {@link #JOB_SLOTS} (for display: STARTED = job_slots − reserved). */
  public static final String RESERVED_SLOTS = "reserved_slots";
  /** The value the fair-share adjustment plugin returned. */
  public static final String ADJUSTMENT = "adjustment";
  /** Slots of jobs forwarded to remote clusters and still charged. */
  public static final String FWD_JOB_SLOTS = "fwd_job_slots";
  /** GPU run seconds of running exclusive-GPU jobs, already multiplied by the physical GPU count. */
  public static final String GPU_RUN_TIME = "gpu_run_time";
  /** Decayed GPU run seconds of finished jobs, multiplied by the GPU count (ENABLE_GPU_HIST_RUN_TIME). */
  public static final String HIST_GPU_RUN_TIME = "hist_gpu_run_time";

  private LsfUsage() {}
}
