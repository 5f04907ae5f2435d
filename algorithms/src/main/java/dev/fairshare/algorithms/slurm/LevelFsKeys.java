package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * Fair Tree's LevelFS of every association as exact sort keys: the x87 {@code long double} value of
 * {@code _calc_assoc_fs} (docs/algorithms/slurm.md §6.1, §13 item 9; {@code fair_tree.c}) held as an
 * {@link X87Pair} pair {@code (hi[i], lo[i])}, so that {@code _cmp_level_fs}'s comparisons and ties are
 * Slurm's, bit for bit, with plain double comparisons.
 *
 * <p>{@code hi} is the LevelFS rounded to a double (with its sign; the LEVEL_FS metric's array, whose
 * {@code parent} rows hold their key until the ranking is done) and {@code lo} the exact rest. A value the
 * pair cannot hold exactly (its double outside the pair's range, far beyond any real shares and usage)
 * keeps its rounded double in {@code hi}, which still orders it against every other key, and {@code NaN}
 * in {@code lo}: a tie on {@code hi} with such a key is decided by recomputing both values with
 * {@link X87} ({@link #exact}). Index -1 stands for NO_VAL, the walk's starting "previous" value.
 */
final class LevelFsKeys {
  final double[] hi;
  final double[] lo;
  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final SlurmHierarchy h;
  private final X87 xa = new X87();
  private final X87 xb = new X87();
  private final X87Pair pair = new X87Pair();

  LevelFsKeys(ShareTree tree, UsageSnapshot usage, SlurmHierarchy h, double[] hi, double[] lo) {
    this.tree = tree;
    this.usage = usage;
    this.h = h;
    this.hi = hi;
    this.lo = lo;
  }

  /** S of a node other than the root: its level fraction, or its fair-share parent's for a parent one. */
  static double normShares(ShareTree tree, SlurmHierarchy h, int node) {
    int f = tree.usesParentShares(node) ? h.fsParent(node) : node;
    double level = f == 0 ? SlurmFairTreeAlgorithm.NO_VAL : h.levelShares(f);
    return level != 0 ? tree.shares(f) / level : 0.0;
  }

  /**
   * Computes a node's LevelFS with {@link X87} alone, as {@code _calc_assoc_fs} does: its magnitude in
   * {@code x}, its sign in {@code x.neg} (signs only come from negative shares or usage, which Slurm cannot
   * hold; a PBS tree can). Node 0 and -1 give NO_VAL.
   */
  void exact(int node, X87 x) {
    if (node <= 0) {
      x.set(SlurmFairTreeAlgorithm.NO_VAL);
      return;
    }
    if (tree.usesParentShares(node)) {
      x.set(tree.isUser(node) ? Double.POSITIVE_INFINITY : SlurmFairTreeAlgorithm.NO_VAL);
      return;
    }
    double s = normShares(tree, h, node);
    if (s == 0) {
      x.set(0);
      return;
    }
    double parentUsage = usage.usage(h.fsParent(node));
    if (parentUsage == 0) {
      x.set(0);
    } else {
      x.divide(usage.usage(node), parentUsage);
    }
    long um = x.mant;
    int ue = x.exp;
    boolean negative = s < 0 != x.neg;
    x.set(Math.abs(s));
    x.divide(x.mant, x.exp, um, ue);
    x.neg = negative && !x.isZero();
  }

  /** Computes a node's key with {@link X87} ({@link #exact}) and stores it. */
  void storeExact(int node) {
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
    return exactCompare(a, b);
  }

  /** Compares two nodes' LevelFS by recomputing both with {@link X87}. */
  int exactCompare(int a, int b) {
    exact(a, xa);
    exact(b, xb);
    return X87.compare(xa.mant, xa.exp, xa.neg, xb.mant, xb.exp, xb.neg);
  }
}
