package dev.fairshare.conversion;

import java.util.List;

/**
 * Names a target needs that the source may not have.
 *
 * @param cluster the Slurm cluster name (dump file name and Cluster line)
 * @param queues the LSF queues: the first gets FAIRSHARE, the others are its FAIRSHARE_QUEUES; empty for the
 *     default ({@code normal}, plus the source's partitions when it had per-partition associations)
 */
public record TargetOptions(String cluster, List<String> queues) {
  /** The field {@code cluster}, as {@link TargetWriter#reads} names it. */
  public static final String CLUSTER = "cluster";
  /** The field {@code queues}, as {@link TargetWriter#reads} names it. */
  public static final String QUEUES = "queues";

  public TargetOptions {
    queues = List.copyOf(queues);
  }

  /** The defaults: cluster {@code cluster}, queue {@code normal}. */
  public static TargetOptions defaults() {
    return new TargetOptions("cluster", List.of());
  }
}
