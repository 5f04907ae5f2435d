package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;

/**
 * Slurm's global normalized shares for the classic and depth-oblivious algorithms
 * (docs/algorithms/slurm.md §2.2; {@code assoc_mgr.c}: {@code _normalize_assoc_shares_traditional}).
 *
 * <p>The product of {@code shares / level_shares} over the association and its ancestors below the root,
 * skipping {@code FairShare=parent} ones, and 0 below any level whose shares are 0; a {@code parent}
 * association takes its fair-share parent's value; the root has 1. Slurm multiplies bottom-up from the
 * association; this computes the same product top-down in one forward loop, which can differ from Slurm's
 * in the last bit.
 */
final class ClassicShares {
  private ClassicShares() {}

  /** One node's global normalized share, from the values of the nodes before it in pre-order. */
  static double normalizedShare(ShareTree tree, SlurmHierarchy h, double[] out, int i) {
    if (tree.usesParentShares(i)) {
      return out[h.fsParent(i)];
    }
    double level = h.levelShares(i);
    return level == 0 ? 0 : (tree.shares(i) / level) * out[tree.parent(i)];
  }
}
