package dev.fairshare.cli.view;

import dev.fairshare.tree.ShareTree;

/**
 * How wide the picture draws each node: its fraction of its parent's width, and so of the whole tree.
 *
 * <p>A child's fraction is its raw shares over its siblings'. A {@code FairShare=parent} node has no
 * shares of its own and is drawn as wide as the mean of its siblings with shares (1 when none has any);
 * when the siblings' shares sum to 0 they are drawn equally wide. So every node but a zero-share one among
 * siblings with shares can be seen; the explain panel gives each algorithm's own normalized shares.
 */
final class ViewShares {
  /** Each node's fraction of its parent's width (1 for the root). */
  final double[] fraction;
  /** Each node's fraction of the whole tree's width. */
  final double[] global;

  ViewShares(ShareTree tree) {
    int n = tree.size();
    fraction = new double[n];
    global = new double[n];
    double[] sum = new double[n];
    int[] withShares = new int[n];
    int[] children = new int[n];
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      children[p]++;
      if (!tree.usesParentShares(i)) {
        sum[p] += tree.shares(i);
        withShares[p]++;
      }
    }
    double[] total = new double[n];
    for (int i = 1; i < n; i++) {
      total[tree.parent(i)] += weight(tree, i, sum, withShares);
    }
    fraction[0] = 1;
    global[0] = 1;
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      fraction[i] = total[p] > 0 ? weight(tree, i, sum, withShares) / total[p] : 1.0 / children[p];
      global[i] = global[p] * fraction[i];
    }
  }

  private static double weight(ShareTree tree, int i, double[] sum, int[] withShares) {
    int p = tree.parent(i);
    if (tree.usesParentShares(i)) {
      return withShares[p] == 0 ? 1 : sum[p] / withShares[p];
    }
    return Math.max(0, tree.shares(i));
  }
}
