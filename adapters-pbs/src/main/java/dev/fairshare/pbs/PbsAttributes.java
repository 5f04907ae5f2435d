package dev.fairshare.pbs;

/**
 * The node attributes and usage component by which the PBS adapters keep what the neutral model has no
 * field for (docs/algorithms/pbs.md §1, §2, §4.2). {@code pbs.fairshare} reads the same names.
 */
public final class PbsAttributes {
  /** The node's own id: the 2nd column of {@code resource_group} ({@code cresgroup}). */
  public static final String CRESGROUP = "pbs.cresgroup";
  /** Marks a node that PBS makes itself; the value is {@code unknown} on the unknown group. */
  public static final String BUILTIN = "pbs.builtin";
  /** The value of {@link #BUILTIN} on the unknown group. */
  public static final String UNKNOWN = "unknown";
  /** The parent token as written, when it is not the canonical one ({@code root} or the parent's name). */
  public static final String PARENT_TOKEN = "pbs.parent-token";
  /** Marks an entity that PBS created under {@code unknown} because it is not in {@code resource_group}. */
  public static final String AUTO = "pbs.auto";
  /** Usage component: PBS's per-node {@code usage} as the scheduler holds it. */
  public static final String NODE_USAGE = "pbs.node-usage";
  /** PBS's name for the root. */
  public static final String TREEROOT = "TREEROOT";

  private PbsAttributes() {}
}
