package dev.fairshare.slurm.dump;

/**
 * The names of the node attributes the dump reader sets besides the line's own fields (which are kept under
 * their keys as written, values as written); every name here starts with {@code slurm.}, so no field key can
 * clash with one.
 */
public final class DumpAttributes {
  /** Root: the cluster's name. */
  public static final String CLUSTER = "slurm.cluster";
  /** Root: the comment lines that open the file, joined by newlines. */
  public static final String HEADER = "slurm.dump.header";
  /** Root: the {@code QOS -} lines, joined by newlines. */
  public static final String QOS_LINES = "slurm.dump.qos";
  /** The quote around the entity name as written, when it is not {@code '}. */
  public static final String NAME_QUOTE = "slurm.dump.quote";
  /** A user leaf: the user's name (the leaf's own name also carries the partition). */
  public static final String USER = "slurm.user";
  /** A user leaf: the association's partition. */
  public static final String PARTITION = "slurm.partition";

  private DumpAttributes() {}

  /** Whether an attribute is one of the reader's own rather than a field of the line. */
  public static boolean isInternal(String key) {
    return key.startsWith("slurm.");
  }
}
