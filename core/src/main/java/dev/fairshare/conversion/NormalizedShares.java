package dev.fairshare.conversion;

import dev.fairshare.tree.ShareTree;

/**
 * The global normalized share of every node: the product, along its path, of its shares over the sum of
 * its siblings' shares (Slurm's classic page, "Normalized Shares"; the entitlement of docs/algorithms/lsf.md §4.2;
 * PBS's {@code tree_percentage}, docs/algorithms/pbs.md §3, in double precision).
 *
 * <p>A node that uses its parent's share (Slurm {@code FairShare=parent}) has its parent's value and is left
 * out of its siblings' sum; a level whose shares sum to zero gives zero. One forward pass, no recursion.
 */
public final class NormalizedShares {
  private NormalizedShares() {}

  /** The normalized share of every node; the root's is 1. */
  public static double[] of(ShareTree tree) {
    int n = tree.size();
    double[] levelSum = new double[n];
    for (int i = 1; i < n; i++) {
      if (!tree.usesParentShares(i)) {
        levelSum[tree.parent(i)] += tree.shares(i);
      }
    }
    double[] norm = new double[n];
    norm[0] = 1;
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      if (tree.usesParentShares(i)) {
        norm[i] = norm[p];
      } else {
        norm[i] = levelSum[p] == 0 ? 0 : norm[p] * (tree.shares(i) / levelSum[p]);
      }
    }
    return norm;
  }
}
