package dev.fairshare.lsf.acct;

import dev.fairshare.format.SourceLocation;
import java.util.List;

/**
 * The fields of one {@code lsb.acct} JOB_FINISH record that fair share needs (docs/algorithms/lsf.md §8.2, §8.3).
 *
 * @param version the record's LSF version string
 * @param eventTime when the job finished (epoch seconds)
 * @param jobId the job id
 * @param userName the job's user
 * @param queue the queue
 * @param startTime when the job started; 0 if it never ran
 * @param numProcessors processors requested
 * @param execHosts the execution hosts
 * @param hostFactor the CPU factor of the first execution host
 * @param cpuSeconds {@code ru_utime + ru_stime} (0 when LSF wrote -1)
 * @param maxNumProcessors the maximum processors
 * @param chargedSaap the share account path charged ({@code /groupA/user1}), or "" in old versions
 * @param runLimit the run limit in seconds, or -1 when none or absent
 * @param runTime the run time in seconds, or -1 when absent (then {@code eventTime − startTime})
 * @param numAllocSlots the slots allocated (10.x), or -1 when absent
 * @param location where the record is
 * @param idx the job array index of the element (0 for a job that is no array's)
 *
 * <p>A job still running at the instant asked about, as replayed from {@code lsb.events}, is a record made by
 * {@link #running}: no finish ({@link #stillRunning}), {@code runTime} the seconds it has run by then
 * (suspended time left out) and its CPU unknown (NaN).
 */
public record JobFinish(String version, long eventTime, long jobId, String userName, String queue,
    long startTime, int numProcessors, List<String> execHosts, double hostFactor, double cpuSeconds,
    int maxNumProcessors, String chargedSaap, long runLimit, long runTime, int numAllocSlots,
    SourceLocation location, int idx) {

  /** A record of a job that is no array's element (index 0). */
  public JobFinish(String version, long eventTime, long jobId, String userName, String queue, long startTime,
      int numProcessors, List<String> execHosts, double hostFactor, double cpuSeconds, int maxNumProcessors,
      String chargedSaap, long runLimit, long runTime, int numAllocSlots, SourceLocation location) {
    this(version, eventTime, jobId, userName, queue, startTime, numProcessors, execHosts, hostFactor, cpuSeconds,
        maxNumProcessors, chargedSaap, runLimit, runTime, numAllocSlots, location, 0);
  }

  /** A job running at an instant, from lsb.events: CPU unknown, run seconds as of that instant. */
  public static JobFinish running(long jobId, String userName, String queue, long startTime, int slots,
      List<String> execHosts, double hostFactor, long runSeconds, SourceLocation location) {
    return new JobFinish("", Long.MAX_VALUE, jobId, userName, queue, startTime, slots, execHosts, hostFactor,
        Double.NaN, slots, "", -1, runSeconds, slots, location);
  }

  /** This record with another CPU time (a running job's, as lsb.events last reported it). */
  public JobFinish withCpuSeconds(double cpu) {
    return new JobFinish(version, eventTime, jobId, userName, queue, startTime, numProcessors, execHosts,
        hostFactor, cpu, maxNumProcessors, chargedSaap, runLimit, runTime, numAllocSlots, location, idx);
  }

  /** This record as the element {@code index} of a job array. */
  public JobFinish withIdx(int index) {
    return new JobFinish(version, eventTime, jobId, userName, queue, startTime, numProcessors, execHosts,
        hostFactor, cpuSeconds, maxNumProcessors, chargedSaap, runLimit, runTime, numAllocSlots, location, index);
  }

  /** Whether this is a job still running (from lsb.events), not a finished one. */
  public boolean stillRunning() {
    return eventTime == Long.MAX_VALUE;
  }

  /** Whether the job ever ran. */
  public boolean started() {
    return startTime > 0;
  }

  /** The slots the job held: numAllocSlots, else maxNumProcessors, else numProcessors (at least 1). */
  public int slots() {
    if (numAllocSlots > 0) {
      return numAllocSlots;
    }
    return Math.max(1, Math.max(maxNumProcessors, numProcessors));
  }

  /** The run seconds: runTime when LSF wrote it, else {@code eventTime − startTime}. */
  public long runSeconds() {
    return runTime >= 0 ? runTime : Math.max(0, eventTime - startTime);
  }
}
