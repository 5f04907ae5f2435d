package dev.fairshare.conversion;

import java.util.function.BiConsumer;

/** Re-labels a converted tree for one target's writer: sets the attributes that writer reads. */
public final class TargetTree {
  private TargetTree() {}

  /** A copy of the tree, without source locations, in which {@code label} has set each node's target attributes. */
  public static WorkTree.Frozen relabel(WorkTree.Frozen tree, String rootName, BiConsumer<WorkNode, Boolean> label) {
    WorkTree work = WorkTree.of(tree.tree(), tree.usage());
    for (WorkNode n : work.preOrder()) {
      label.accept(n, n.parent() == null);
    }
    if (rootName != null) {
      work.root().rename(rootName);
    }
    return work.freeze(false);
  }
}
