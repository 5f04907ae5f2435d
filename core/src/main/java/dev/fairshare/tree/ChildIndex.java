package dev.fairshare.tree;

/**
 * Finds a node by its parent and name, for {@link ShareTree#indexOf}: an open-addressing table of node
 * indices (one {@code int} per slot, twice as many slots as nodes), so that looking up a path costs its
 * length, whatever the depth or width, and the index holds no path string (a chain a million deep would
 * need terabytes of them). Of two children of one parent with the same name, the later one is found.
 */
final class ChildIndex {
  private final ShareTree tree;
  /** Node index + 1 per slot, 0 for an empty slot. */
  private final int[] slots;
  private final int mask;

  ChildIndex(ShareTree tree) {
    this.tree = tree;
    int capacity = Integer.highestOneBit(Math.max(2, tree.size()) * 2 - 1) << 1;
    slots = new int[capacity];
    mask = capacity - 1;
    for (int i = 1; i < tree.size(); i++) {
      int at = slot(tree.parent(i), tree.name(i));
      slots[at] = i + 1;
    }
  }

  /** The child of {@code parent} named {@code name}, or -1. */
  int child(int parent, String name) {
    int found = slots[slot(parent, name)];
    return found - 1;
  }

  /** The slot of that child, or the empty slot where it would go. */
  private int slot(int parent, String name) {
    int at = mix(parent * 31 + name.hashCode()) & mask;
    while (true) {
      int node = slots[at] - 1;
      if (node < 0 || (tree.parent(node) == parent && tree.name(node).equals(name))) {
        return at;
      }
      at = (at + 1) & mask;
    }
  }

  private static int mix(int h) {
    h *= 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}
