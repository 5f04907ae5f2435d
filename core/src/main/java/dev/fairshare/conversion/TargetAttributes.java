package dev.fairshare.conversion;

/**
 * The node attributes and target settings by which conversion rules hand what they decided to the target's
 * writer, in the neutral model's terms. Only these node attributes survive the rules.
 */
public final class TargetAttributes {
  /** The members of a collective account on the target, space-separated. */
  public static final String MEMBERS = "convert.members";
  /** The principal a node stands for on the target ({@code others}). */
  public static final String PRINCIPAL = "convert.principal";
  /** Target setting: the source's partitions (per-partition associations), space-separated. */
  public static final String PARTITIONS = "partitions";

  private TargetAttributes() {}
}
