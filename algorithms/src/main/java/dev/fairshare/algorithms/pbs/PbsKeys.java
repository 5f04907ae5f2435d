package dev.fairshare.algorithms.pbs;

/**
 * The names by which a neutral tree and usage snapshot carry what is PBS's own: node attributes written by
 * the PBS adapters ({@code resource_group}) and the usage component holding PBS's in-memory per-node usage
 * (docs/algorithms/pbs.md §1, §4.2).
 */
public final class PbsKeys {
  /** Node attribute: the node's own id (the 2nd column of {@code resource_group}, PBS's {@code cresgroup}). */
  public static final String CRESGROUP = "pbs.cresgroup";
  /** Node attribute marking a node that PBS creates itself; its value is {@code unknown} for the unknown group. */
  public static final String BUILTIN = "pbs.builtin";
  /** The value of {@link #BUILTIN} on the unknown group. */
  public static final String UNKNOWN = "unknown";
  /**
   * Usage component: PBS's {@code usage} of every node exactly as the scheduler holds it (the starting 1,
   * leaves added to their ancestors as the usage file is read, interior values overwritten by stale records).
   */
  public static final String NODE_USAGE = "pbs.node-usage";

  private PbsKeys() {}
}
