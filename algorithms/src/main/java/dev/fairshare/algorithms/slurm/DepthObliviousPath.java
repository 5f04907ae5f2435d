package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.function.IntFunction;

/**
 * Slurm's depth-oblivious values of one association from its ancestors' and its list's
 * ({@code priority_multifactor.c}: {@code _depth_oblivious_set_usage_efctv}; docs/algorithms/slurm.md §5): the
 * same operations in the same order as {@link SlurmDepthObliviousAlgorithm}'s passes, for one node at a
 * time. S and U are classic's ({@link ClassicPath}); the sibling sum reads the members of the fair-share
 * parent's children list only (a walk that descends into {@code parent} accounts alone), so a query costs
 * the lists along the path, not the tree.
 */
final class DepthObliviousPath {
  /** Slurm's NO_VAL, the cached {@code usage_norm} of a user not computed yet. */
  static final double NO_VAL = 4294967294.0;

  private final ClassicPath classic;
  private final UserCache userCache;

  DepthObliviousPath(ShareTree tree, SlurmHierarchy h, int dampening, UserCache userCache) {
    this.classic = new ClassicPath(tree, h, dampening);
    this.userCache = userCache;
  }

  ClassicPath classic() {
    return classic;
  }

  UserCache userCache() {
    return userCache;
  }

  /**
   * The sibling sum node i's effective usage reads: the U of the members of its fair-share parent's list
   * (not {@code parent} ones) in list order; after a restart, NO_VAL for each user not computed yet.
   */
  double siblings(UsageSnapshot usage, int i) {
    ShareTree tree = classic.tree();
    SlurmHierarchy h = classic.hierarchy();
    int fp = h.fsParent(i);
    int end = tree.subtreeEnd(fp);
    double all = 0;
    double accounts = 0;
    double usersDone = 0;
    int users = 0;
    int usersLeft = 0;
    boolean passed = false;
    for (int c = fp + 1; c < end; ) {
      boolean member = h.fsParent(c) == fp;
      if (member && !tree.usesParentShares(c)) {
        double u = ClassicPath.usage(usage, c);
        all += u;
        if (tree.isUser(c)) {
          users++;
          if (!passed) {
            usersDone += u;
          } else {
            usersLeft++;
          }
        } else {
          accounts += u;
        }
      }
      if (c == i) {
        passed = true;
      }
      c = tree.usesParentShares(c) && tree.hasChildren(c) ? c + 1 : tree.subtreeEnd(c);
    }
    if (userCache == UserCache.FRESH) {
      return all;
    }
    return tree.isUser(i) ? accounts + usersDone + usersLeft * NO_VAL : accounts + users * NO_VAL;
  }

  /** The depth-oblivious values of node i (the root's are {@link ClassicPath#ROOT}). */
  ClassicPath.Values of(int i, UsageSnapshot usage, IntFunction<ClassicPath.Values> ancestor) {
    if (i == 0) {
      return ClassicPath.ROOT;
    }
    ShareTree tree = classic.tree();
    int fp = classic.hierarchy().fsParent(i);
    boolean usesParent = tree.usesParentShares(i);
    double s = classic.share(i, ancestor);
    double u = ClassicPath.usage(usage, i);
    ClassicPath.Values parent = ancestor.apply(fp);
    double e;
    if (fp == 0) {
      e = u;
    } else if (usesParent) {
      e = parent.e();
    } else {
      e = new DepthObliviousUsage().effectiveUsage(fp, u, s, parent.e(), parent.s(), siblings(usage, i));
    }
    return new ClassicPath.Values(s, u, e, ClassicFactor.of(s, usesParent ? parent.e() : e,
        classic.dampening()));
  }
}
