package dev.fairshare.cli.render;

import dev.fairshare.tree.ShareTree;

/**
 * Each node's path, in pre-order, made from its parent's by appending its name to one buffer, so that
 * printing every path costs the length of the output and no more ({@link ShareTree#path} walks the parent
 * chain each time); and the length of every path, in one pass, to size the output before writing it.
 */
final class PreorderPaths {
  private final ShareTree tree;
  private final StringBuilder path = new StringBuilder();
  private int[] lengthAtDepth = new int[64];

  PreorderPaths(ShareTree tree) {
    this.tree = tree;
  }

  /** The path of node {@code i} (the root's is {@code .}); nodes must come in pre-order. */
  CharSequence next(int i) {
    if (i == 0) {
      path.setLength(0);
      return ".";
    }
    int depth = tree.depth(i);
    if (depth >= lengthAtDepth.length) {
      lengthAtDepth = java.util.Arrays.copyOf(lengthAtDepth, Math.max(depth + 1, lengthAtDepth.length * 2));
    }
    path.setLength(depth == 1 ? 0 : lengthAtDepth[depth - 1]);
    if (depth > 1) {
      path.append('/');
    }
    path.append(tree.name(i));
    lengthAtDepth[depth] = path.length();
    return path;
  }

  /** The length of every node's path, as {@link #next} gives it, in one pass over the parents. */
  static long[] lengths(ShareTree tree) {
    long[] lengths = new long[tree.size()];
    lengths[0] = 1;
    for (int i = 1; i < tree.size(); i++) {
      int p = tree.parent(i);
      lengths[i] = (p == 0 ? 0 : lengths[p] + 1) + tree.name(i).length();
    }
    return lengths;
  }
}
