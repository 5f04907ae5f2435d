package dev.fairshare.algorithms.slurm;

/**
 * The per-job factors that {@link JobPriority} weights, computed as Slurm's {@code set_priority_factors}
 * does (docs/algorithms/slurm.md §7; {@code priority_multifactor.c}). The fair-share factor is an algorithm's
 * {@code FACTOR}; the TRES factors depend on the partition's TRES counts and are left to the caller.
 */
public final class PriorityFactors {
  private PriorityFactors() {}

  /**
   * The age factor: the seconds since the job became eligible to accrue age, over PriorityMaxAge, at most
   * 1; 0 when the job has no accrue time (0) or it lies in the future.
   *
   * @param now the decay cycle's time, epoch seconds
   * @param accrueTime the job's {@code accrue_time}, epoch seconds, 0 if unset
   * @param maxAge PriorityMaxAge in seconds (Slurm's default 604800)
   */
  public static double age(long now, long accrueTime, long maxAge) {
    if (accrueTime == 0) {
      return 0;
    }
    long diff = now > accrueTime ? (now - accrueTime) & 0xffffffffL : 0;
    return diff < maxAge ? (double) diff / (double) maxAge : 1.0;
  }

  /**
   * The job size factor, in [0, 1]; 0 when the node or CPU count of the cluster is unknown (0).
   *
   * @param cpuCount the job's CPUs: {@code total_cpus}, else {@code max_cpus}, else {@code min_cpus} (0 if
   *     none is known)
   * @param minNodes the job's minimum node count
   * @param timeLimitMinutes the job's time limit, else its partition's maximum, in minutes (used only with
   *     {@code SMALL_RELATIVE_TO_TIME}; Slurm uses 1 when neither is known)
   * @param nodes the active node count of the cluster
   * @param clusterCpus the CPU count of the cluster
   * @param favorSmall PriorityFavorSmall
   * @param smallRelativeToTime PriorityFlags {@code SMALL_RELATIVE_TO_TIME}
   */
  public static double jobSize(long cpuCount, long minNodes, long timeLimitMinutes, long nodes, long clusterCpus,
      boolean favorSmall, boolean smallRelativeToTime) {
    if (nodes == 0 || clusterCpus == 0) {
      return 0;
    }
    double f;
    if (smallRelativeToTime) {
      f = (double) minNodes * (double) clusterCpus / (double) nodes;
      if (cpuCount > f) {
        f = cpuCount;
      }
      f /= timeLimitMinutes;
      f /= clusterCpus;
      if (favorSmall) {
        f = 1.0 - f;
      }
    } else if (favorSmall) {
      f = nodes > minNodes ? (double) (nodes - minNodes) / (double) nodes : 0;
      if (cpuCount != 0) {
        f += (double) (clusterCpus - cpuCount) / (double) clusterCpus;
        f /= 2;
      }
    } else {
      f = (double) minNodes / (double) nodes;
      if (cpuCount != 0) {
        f += (double) cpuCount / (double) clusterCpus;
        f /= 2;
      }
    }
    return f < 0 ? 0 : f > 1 ? 1 : f;
  }

  /**
   * A partition, association or QOS factor: the raw priority itself with the matching {@code NO_NORMAL_*}
   * flag, else the raw priority over the largest one (0 when that is 0). A raw priority of 0 gives 0.
   */
  public static double normalized(long priority, long maxPriority, boolean noNormal) {
    if (priority == 0) {
      return 0;
    }
    if (noNormal) {
      return priority;
    }
    return maxPriority == 0 ? 0 : (double) priority / (double) maxPriority;
  }
}
