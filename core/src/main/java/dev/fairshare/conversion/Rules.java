package dev.fairshare.conversion;

import dev.fairshare.format.NumberText;

/**
 * What conversion rules share: whether a node is still in the tree, dropping one with its loss, unique names,
 * and the report's wording of numbers and nodes.
 */
public final class Rules {
  private Rules() {}

  /**
   * Whether a node is still attached to the root (a rule may have removed it or an ancestor): a flag the
   * tree's removals set on the whole subtree, so the answer costs nothing at any depth or width.
   */
  public static boolean attached(WorkNode n) {
    return !n.detached();
  }

  /** Removes a node and records it as dropped, with its subtree when it has one. */
  public static void drop(WorkTree tree, WorkNode n, RuleContext context, String construct, String detail) {
    tree.remove(n);
    context.loss(construct, LossAction.DROPPED, n, detail + "; left out"
        + (n.hasChildren() ? " with its subtree" : ""));
  }

  /**
   * Drops a node whose name the target reserves, or that a node met before already has (names are kept in
   * {@code seen}; a target where names are unique in the whole tree).
   */
  public static void unique(WorkTree tree, WorkNode n, UniqueNames seen, RuleContext context,
      boolean reserved, String construct, String why) {
    WorkNode first = reserved ? null : seen.putIfAbsent(n);
    if (reserved) {
      drop(tree, n, context, construct, "'" + n.path() + "' has a name the target reserves");
    } else if (first != null) {
      drop(tree, n, context, construct, "'" + n.path() + "' has the name of '" + first.path() + "': " + why);
    }
  }

  /** A share count as the report writes it ({@code 10}, {@code 2.5}). */
  public static String number(double v) {
    return NumberText.plain(v);
  }

  /** A node's label in the report: its path, or the root's name and {@code (top level)}. */
  public static String label(WorkNode n) {
    return n.parent() == null ? n.name() + " (top level)" : n.path();
  }
}
