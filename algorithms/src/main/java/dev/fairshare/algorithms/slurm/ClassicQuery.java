package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithms.support.PathBuffer;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * {@code slurm.classic}'s factor of one association from the current usage, in time proportional to its
 * depth (docs/algorithms/slurm.md §4; {@code priority_multifactor.c}: {@code _set_usage_efctv},
 * {@code _set_assoc_fs_factor}).
 *
 * <p>S depends on the tree alone, so it is prepared once per tree with {@link ClassicShares}, as
 * {@code compute} forms it, together with each association's fair-share parent and level fraction. A query
 * reads the usage of the association and of its fair-share ancestors only (E is blended from the fair-share
 * parent's E), and forms E top-down along that chain with the pass's operations in the pass's order, so its
 * factor is {@link SlurmClassicAlgorithm#compute}'s bit for bit. The prepared values of a node sit side by
 * side, so a node far down a large tree costs a few cache lines.
 */
final class ClassicQuery implements FactorQuery {
  /** The flag of an association that uses its parent's shares ({@code FairShare=parent}). */
  static final int USES_PARENT = 1;
  /** The flag of an association whose level has no shares. */
  static final int LEVEL_ZERO = 2;
  /** The flag of a user association. */
  static final int USER = 4;
  /** The bits below the fair-share parent in {@link #link}. */
  static final int FLAG_BITS = 3;

  private final ShareTree tree;
  /** link[i]: the fair-share parent of i, shifted left by {@link #FLAG_BITS}, with i's flags. */
  private final int[] link;
  /** shares[2i]: S of i; shares[2i + 1]: i's level fraction {@code shares / level_shares}. */
  private final double[] shares;
  private final double dampening;

  ClassicQuery(ShareTree tree, int dampening) {
    this.tree = tree;
    this.dampening = dampening;
    int n = tree.size();
    SlurmHierarchy h = new SlurmHierarchy().compute(tree);
    this.link = links(tree, h);
    double[] s = new double[n];
    this.shares = new double[2 * n];
    s[0] = 1.0;
    shares[0] = 1.0;
    for (int i = 1; i < n; i++) {
      s[i] = ClassicShares.normalizedShare(tree, h, s, i);
      shares[2 * i] = s[i];
      shares[2 * i + 1] = tree.shares(i) / h.levelShares(i);
    }
  }

  /** Each node's fair-share parent and flags, packed as {@link #link} holds them (the root: -1, no flags). */
  static int[] links(ShareTree tree, SlurmHierarchy h) {
    int n = tree.size();
    if (n > Integer.MAX_VALUE >> FLAG_BITS) {
      throw new IllegalArgumentException("a tree of " + n + " nodes is beyond the one-user query");
    }
    int[] link = new int[n];
    link[0] = -1 << FLAG_BITS;
    for (int i = 1; i < n; i++) {
      link[i] = h.fsParent(i) << FLAG_BITS | (tree.usesParentShares(i) ? USES_PARENT : 0)
          | (h.levelShares(i) == 0 ? LEVEL_ZERO : 0) | (tree.isUser(i) ? USER : 0);
    }
    return link;
  }

  /** The fair-share parent of i (prepared and walked by the Slurm queries). */
  static int fsParent(int[] link, int i) {
    return link[i] >> FLAG_BITS;
  }

  @Override
  public double factor(UsageSnapshot usage, int node) {
    checkTree(tree, usage);
    if (node == 0) {
      return Double.NaN;
    }
    PathBuffer chain = new PathBuffer();
    for (int a = node; a != 0; a = fsParent(link, a)) {
      chain.add(a);
    }
    double total = usage.total();
    // E of the fair-share parent of the association being formed; the root's is 1.
    double parentE = 1.0;
    double e = 1.0;
    for (int k = chain.size() - 1; k >= 0; k--) {
      int i = chain.get(k);
      int flags = link[i];
      double u = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
      parentE = e;
      if (k == chain.size() - 1) {
        e = u;
      } else if ((flags & USES_PARENT) != 0) {
        e = parentE;
      } else {
        e = (flags & LEVEL_ZERO) != 0 ? parentE : u + (parentE - u) * shares[2 * i + 1];
      }
    }
    boolean usesParent = (link[node] & USES_PARENT) != 0;
    return ClassicFactor.of(shares[2 * node], usesParent ? parentE : e, dampening);
  }

  /** Refuses a snapshot of another tree than the one the query was prepared for. */
  static void checkTree(ShareTree tree, UsageSnapshot usage) {
    if (usage.tree() != tree) {
      throw new IllegalArgumentException("the usage snapshot is of another tree than the query's");
    }
  }
}
