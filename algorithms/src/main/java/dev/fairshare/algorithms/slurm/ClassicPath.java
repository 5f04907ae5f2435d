package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.function.IntFunction;

/**
 * Slurm's classic values of one association from its ancestors' ({@code priority_multifactor.c}:
 * {@code _set_usage_efctv}, {@code _set_assoc_fs_factor}; docs/algorithms/slurm.md §2.2, §4): the same operations in
 * the same order as {@link SlurmClassicAlgorithm}'s pass, for one node at a time, so that a walk down one
 * path gives the factor the whole pass gives. Shared by the explainers and the one-user query of
 * {@code slurm.classic}, and for S and U by {@code slurm.depth-oblivious}'s.
 */
final class ClassicPath {
  /**
   * The values of one association.
   *
   * @param s the global normalized share S
   * @param u the normalized usage U (NaN for the root)
   * @param e the effective usage E
   * @param f the factor (NaN for the root)
   */
  record Values(double s, double u, double e, double f) {}

  /** The root's values: S and E are 1, as sshare shows them. */
  static final Values ROOT = new Values(1.0, Double.NaN, 1.0, Double.NaN);

  private final ShareTree tree;
  private final SlurmHierarchy h;
  private final double dampening;

  ClassicPath(ShareTree tree, SlurmHierarchy h, int dampening) {
    this.tree = tree;
    this.h = h;
    this.dampening = dampening;
  }

  ShareTree tree() {
    return tree;
  }

  SlurmHierarchy hierarchy() {
    return h;
  }

  double dampening() {
    return dampening;
  }

  /** S of node i, given the values of its ancestors. */
  double share(int i, IntFunction<Values> ancestor) {
    if (tree.usesParentShares(i)) {
      return ancestor.apply(h.fsParent(i)).s();
    }
    double level = h.levelShares(i);
    return level == 0 ? 0 : (tree.shares(i) / level) * ancestor.apply(tree.parent(i)).s();
  }

  /** U of node i. */
  static double usage(UsageSnapshot usage, int i) {
    double total = usage.total();
    return total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
  }

  /** The classic values of node i (the root's are {@link #ROOT}). */
  Values of(int i, UsageSnapshot usage, IntFunction<Values> ancestor) {
    if (i == 0) {
      return ROOT;
    }
    int fp = h.fsParent(i);
    boolean usesParent = tree.usesParentShares(i);
    double level = h.levelShares(i);
    double ratio = tree.shares(i) / level;
    double s = share(i, ancestor);
    double u = usage(usage, i);
    double parentE = ancestor.apply(fp).e();
    double e;
    if (fp == 0) {
      e = u;
    } else if (usesParent) {
      e = parentE;
    } else {
      e = level == 0 ? parentE : u + (parentE - u) * ratio;
    }
    return new Values(s, u, e, ClassicFactor.of(s, usesParent ? parentE : e, dampening));
  }
}
