package dev.fairshare.conversion;

import dev.fairshare.tree.NodeNameTable;

/**
 * The first node of each name met in a {@link WorkTree}, for the rules of targets whose names are unique
 * (in the whole tree, or among groups): a {@link NodeNameTable} of the nodes' indexes, a few bytes a name, where
 * a map of names to nodes costs about 60. A node is not renamed once put.
 */
public final class UniqueNames {
  private final WorkTree tree;
  private final NodeNameTable index;

  /** No name met yet in {@code tree}. */
  public UniqueNames(WorkTree tree) {
    this.tree = tree;
    this.index = new NodeNameTable(tree::name);
  }

  /** The node of that name put first, or {@code null}. */
  public WorkNode get(String name) {
    int id = index.get(name);
    return id < 0 ? null : tree.node(id);
  }

  /** The node of {@code n}'s name put before, or {@code null} after putting {@code n} as the first. */
  public WorkNode putIfAbsent(WorkNode n) {
    int id = index.putIfAbsent(n.index());
    return id < 0 ? null : tree.node(id);
  }

  /** Whether a node of that name was put. */
  public boolean contains(String name) {
    return index.contains(name);
  }
}
