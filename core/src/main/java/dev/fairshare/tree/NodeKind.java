package dev.fairshare.tree;

/**
 * What a node of a {@link ShareTree} is: a group that holds other nodes, or a user leaf.
 *
 * <p>Groups are Slurm accounts, PBS groups and LSF user groups; users are Slurm user associations, PBS
 * entities and LSF users or share accounts.
 */
public enum NodeKind {
  GROUP("group"),
  USER("user");

  private final String label;

  NodeKind(String label) {
    this.label = label;
  }

  /** The lower-case name used in files and output ({@code group}, {@code user}). */
  public String label() {
    return label;
  }

  /** The kind for a label, or {@code null} if the label is neither {@code group} nor {@code user}. */
  public static NodeKind fromLabel(String label) {
    for (NodeKind kind : values()) {
      if (kind.label.equals(label)) {
        return kind;
      }
    }
    return null;
  }
}
