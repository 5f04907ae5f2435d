package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;

/**
 * Fair Tree's LevelFS of every association as exact sort keys, computed from a usage array that an
 * {@link IncrementalFairTree} changes in place: the x87 {@code long double} value of {@code _calc_assoc_fs}
 * (docs/algorithms/slurm.md §6.1, §13 item 9; {@code fair_tree.c}) as the pair {@code (hi[i], lo[i])} of
 * {@link X87Pair}, {@code hi} the value rounded to a double and {@code lo} the exact rest, so that
 * {@code _cmp_level_fs}'s comparisons and ties are Slurm's, bit for bit.
 *
 * <p>The same keys as {@code slurm.fair-tree}'s ({@link LevelFsKeys}), by the same cases: +inf for a
 * {@code parent} user, NO_VAL for a {@code parent} account, 0 when S is 0, +inf when S &gt; 0 and the usage or
 * the fair-share parent's is 0, else S/U with {@link X87Pair} where it accepts and {@link X87} otherwise. A
 * value beyond the pair's range keeps its rounded double in {@code hi} and NaN in {@code lo}; a tie on
 * {@code hi} with it is decided by recomputing both with {@link X87}. Index -1 stands for NO_VAL, the walk's
 * starting "previous" value. Not thread-safe (its registers are its own).
 */
final class FairTreeLevelFs {
  final double[] hi;
  final double[] lo;
  private final ShareTree tree;
  private final SlurmHierarchy h;
  private final double[] normShares;
  private final double[] usage;
  private final X87 xa = new X87();
  private final X87 xb = new X87();
  private final X87Pair pair = new X87Pair();

  /** The keys of a tree whose S per node is {@code normShares} and whose current usage is {@code usage}. */
  FairTreeLevelFs(ShareTree tree, SlurmHierarchy h, double[] normShares, double[] usage) {
    this.tree = tree;
    this.h = h;
    this.normShares = normShares;
    this.usage = usage;
    this.hi = new double[tree.size()];
    this.lo = new double[tree.size()];
    hi[0] = Double.NaN;
  }

  /** Computes and stores the key of a node other than the root from the current usage. */
  void store(int node) {
    double s = normShares[node];
    double a = usage[node];
    double b = usage[h.fsParent(node)];
    if (tree.usesParentShares(node)) {
      hi[node] = tree.isUser(node) ? Double.POSITIVE_INFINITY : SlurmFairTreeAlgorithm.NO_VAL;
      lo[node] = 0;
    } else if (s == 0) {
      hi[node] = 0;
      lo[node] = 0;
    } else if (s > 0 && (a == 0 || b == 0)) {
      hi[node] = Double.POSITIVE_INFINITY;
      lo[node] = 0;
    } else if (s > 0 && pair.divide(a, b) && pair.divideByPair(s, pair.hi, pair.lo)) {
      hi[node] = pair.hi;
      lo[node] = pair.lo;
    } else {
      storeExact(node);
    }
  }

  /** Computes a node's key with {@link X87} alone and stores it. */
  private void storeExact(int node) {
    exact(node, xa);
    double kh;
    double kl;
    if (xa.exp == X87.INF_EXP) {
      kh = Double.POSITIVE_INFINITY;
      kl = 0;
    } else if (pair.set(xa.mant, xa.exp)) {
      kh = pair.hi;
      kl = pair.lo;
    } else {
      kh = X87.toDouble(xa.mant, xa.exp);
      kl = Double.NaN;
    }
    hi[node] = xa.neg ? -kh : kh;
    lo[node] = xa.neg ? -kl : kl;
  }

  /**
   * A node's LevelFS with {@link X87} alone, as {@code _calc_assoc_fs} computes it: magnitude in {@code x},
   * sign in {@code x.neg}; node -1 gives NO_VAL.
   */
  private void exact(int node, X87 x) {
    if (node <= 0) {
      x.set(SlurmFairTreeAlgorithm.NO_VAL);
      return;
    }
    if (tree.usesParentShares(node)) {
      x.set(tree.isUser(node) ? Double.POSITIVE_INFINITY : SlurmFairTreeAlgorithm.NO_VAL);
      return;
    }
    double s = normShares[node];
    if (s == 0) {
      x.set(0);
      return;
    }
    double parentUsage = usage[h.fsParent(node)];
    if (parentUsage == 0) {
      x.set(0);
    } else {
      x.divide(usage[node], parentUsage);
    }
    long um = x.mant;
    int ue = x.exp;
    boolean negative = s < 0 != x.neg;
    x.set(Math.abs(s));
    x.divide(x.mant, x.exp, um, ue);
    x.neg = negative && !x.isZero();
  }

  /** Compares two nodes' LevelFS exactly (-1 for NO_VAL): negative, zero or positive. */
  int compare(int a, int b) {
    double ah = a < 0 ? SlurmFairTreeAlgorithm.NO_VAL : hi[a];
    double bh = b < 0 ? SlurmFairTreeAlgorithm.NO_VAL : hi[b];
    if (ah != bh) {
      return ah < bh ? -1 : 1;
    }
    double al = a < 0 ? 0 : lo[a];
    double bl = b < 0 ? 0 : lo[b];
    if (al == al && bl == bl) {
      return al < bl ? -1 : al > bl ? 1 : 0;
    }
    exact(a, xa);
    exact(b, xb);
    return X87.compare(xa.mant, xa.exp, xa.neg, xb.mant, xb.exp, xb.neg);
  }
}
