package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.algorithms.support.PathBuffer;
import dev.fairshare.algorithms.support.SnapshotMemo;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * {@code slurm.depth-oblivious}'s factor of one association from the current usage, in time proportional to
 * its depth at most (docs/algorithms/slurm.md §5; {@code priority_multifactor.c}:
 * {@code _depth_oblivious_set_usage_efctv}).
 *
 * <p>S, the fair-share parents and the lists depend on the tree alone and are prepared once per tree. E reads
 * the fair-share parent's E and S and the sum of U over the fair-share parent's children list, which is not
 * the parent's own usage (a sum of rounded quotients, in list order). Both are kept per snapshot
 * ({@link DepthObliviousMemo}): a list's sum is made the first time a query meets the list in that snapshot,
 * an account's E the first time a query walks through it; after that each is read in O(1). A query walks up
 * the fair-share chain only to the first account whose E is known, then forms E down to the association with
 * the pass's operations in the pass's order ({@link DepthObliviousUsage}): O(depth) at most, O(1) once its
 * fair-share parent is known. A new snapshot (the usage changed) starts with nothing known, so no value is
 * ever stale. The factor is {@link SlurmDepthObliviousAlgorithm#compute}'s bit for bit, in both user-cache
 * states.
 */
final class DepthObliviousQuery implements FactorQuery {
  private final ShareTree tree;
  private final int[] link;
  private final double[] normShares;
  private final FsChildren lists;
  private final double dampening;
  private final UserCache userCache;
  /** The users of each node's own fair-share list (not {@code parent} ones), for the after-restart state. */
  private final int[] listUsers;
  /** The users after each user in its list (not {@code parent} ones), for the after-restart state. */
  private final int[] usersAfter;
  private final SnapshotMemo<DepthObliviousMemo> memo;

  DepthObliviousQuery(ShareTree tree, int dampening, UserCache userCache) {
    this.tree = tree;
    this.dampening = dampening;
    this.userCache = userCache;
    int n = tree.size();
    SlurmHierarchy h = new SlurmHierarchy().compute(tree);
    this.link = ClassicQuery.links(tree, h);
    this.lists = new FsChildren(tree, h);
    this.normShares = new double[n];
    normShares[0] = 1.0;
    for (int i = 1; i < n; i++) {
      normShares[i] = ClassicShares.normalizedShare(tree, h, normShares, i);
    }
    boolean restart = userCache == UserCache.AFTER_RESTART;
    this.listUsers = restart ? new int[n] : null;
    this.usersAfter = restart ? new int[n] : null;
    if (restart) {
      for (int p = 0; p < n; p++) {
        int users = 0;
        for (int k = lists.end(p) - 1; k >= lists.start(p); k--) {
          int c = lists.list()[k];
          if (tree.isUser(c) && !tree.usesParentShares(c)) {
            usersAfter[c] = users;
            users++;
          }
        }
        listUsers[p] = users;
      }
    }
    this.memo = new SnapshotMemo<>(usage -> new DepthObliviousMemo(tree, lists, usage, restart));
  }

  @Override
  public double factor(UsageSnapshot usage, int node) {
    ClassicQuery.checkTree(tree, usage);
    if (node == 0) {
      return Double.NaN;
    }
    DepthObliviousMemo known = memo.get(usage);
    // Up the fair-share chain to the first account whose E is known (or to the top tier).
    PathBuffer chain = new PathBuffer();
    int top = node;
    for (int fp = ClassicQuery.fsParent(link, top); ; fp = ClassicQuery.fsParent(link, top)) {
      chain.add(top);
      if (fp == 0 || known.knowsE(fp)) {
        break;
      }
      top = fp;
    }
    DepthObliviousUsage formula = new DepthObliviousUsage();
    double total = usage.total();
    int fp = ClassicQuery.fsParent(link, top);
    double parentE = fp == 0 ? 1.0 : known.e(fp);
    double e = parentE;
    for (int k = chain.size() - 1; k >= 0; k--) {
      int i = chain.get(k);
      int flags = link[i];
      double u = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
      parentE = e;
      if (fp == 0) {
        e = u;
      } else if ((flags & ClassicQuery.USES_PARENT) != 0) {
        e = parentE;
      } else {
        e = formula.effectiveUsage(fp, u, normShares[i], parentE, normShares[fp], siblings(known, fp, i, flags));
      }
      if (k > 0) {
        known.keepE(i, e);
      }
      fp = i;
    }
    boolean usesParent = (link[node] & ClassicQuery.USES_PARENT) != 0;
    return ClassicFactor.of(normShares[node], usesParent ? parentE : e, dampening);
  }

  /** The sibling sum that i's E reads, in list {@code fp}, as the pass forms it. */
  private double siblings(DepthObliviousMemo known, int fp, int i, int flags) {
    if (userCache == UserCache.FRESH) {
      return known.listSum(fp);
    }
    double accounts = known.listSum(fp);
    if ((flags & ClassicQuery.USER) != 0) {
      return accounts + known.usersDone(i) + usersAfter[i] * DepthObliviousPath.NO_VAL;
    }
    return accounts + listUsers[fp] * DepthObliviousPath.NO_VAL;
  }
}
