package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.function.IntToDoubleFunction;

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
 *
 * <p>One implementation of these cases serves the full recompute (usage from a {@link UsageSnapshot}; the
 * common case computed in blocks by {@link LevelValues}, the rest by {@link #storeExact}) and
 * {@link IncrementalFairTree} (usage from an array it changes in place; a node at a time by {@link #store}).
 * Not thread-safe: its x87 registers are its own, so each worker of a parallel recompute has its own keys
 * over the same arrays.
 */
final class LevelFsKeys {
  final double[] hi;
  final double[] lo;
  private final ShareTree tree;
  private final IntToDoubleFunction usage;
  private final SlurmHierarchy h;
  private final X87 xa = new X87();
  private final X87 xb = new X87();
  private final X87Pair pair = new X87Pair();
  /** Whether a key stored in these arrays has a NaN rest: set by {@link #storeExact}, shared by workers. */
  private final boolean[] nanRest;

  /** The keys of a snapshot's usage, into {@code hi} and {@code lo}. */
  LevelFsKeys(ShareTree tree, UsageSnapshot usage, SlurmHierarchy h, double[] hi, double[] lo) {
    this(tree, usage::usage, h, hi, lo);
  }

  /**
   * The keys of the usage {@code usage} gives per node (read when a key is computed), into {@code hi} and
   * {@code lo}.
   */
  LevelFsKeys(ShareTree tree, IntToDoubleFunction usage, SlurmHierarchy h, double[] hi, double[] lo) {
    this(tree, usage, h, hi, lo, new boolean[1]);
  }

  private LevelFsKeys(ShareTree tree, IntToDoubleFunction usage, SlurmHierarchy h, double[] hi, double[] lo,
      boolean[] nanRest) {
    this.tree = tree;
    this.usage = usage;
    this.h = h;
    this.hi = hi;
    this.lo = lo;
    this.nanRest = nanRest;
  }

  /**
   * Keys over the same arrays and usage with their own x87 registers, for another worker of a parallel
   * recompute; whether a rest is NaN is known to both.
   */
  LevelFsKeys worker() {
    return new LevelFsKeys(tree, usage, h, hi, lo, nanRest);
  }

  /**
   * Whether a key stored so far (by any worker) has a NaN rest. When none has, a key whose double is
   * infinite has the rest 0: every other case stores an infinite double with the rest 0.
   */
  boolean anyNaNRest() {
    return nanRest[0];
  }

  /** S of a node other than the root: its level fraction, or its fair-share parent's for a parent one. */
  static double normShares(ShareTree tree, SlurmHierarchy h, int node) {
    int f = tree.usesParentShares(node) ? h.fsParent(node) : node;
    double level = f == 0 ? SlurmFairTreeAlgorithm.NO_VAL : h.levelShares(f);
    return level != 0 ? tree.shares(f) / level : 0.0;
  }

  /**
   * Computes and stores the key of a node other than the root from the current usage: the cases of
   * {@link LevelValues}, one node at a time (+inf for a {@code parent} user, NO_VAL for a {@code parent}
   * account, 0 when S is 0, +inf when S &gt; 0 and U is 0, else S/U by {@link X87Pair} where it accepts,
   * {@link #storeExact} otherwise).
   */
  void store(int node) {
    if (tree.usesParentShares(node)) {
      hi[node] = tree.isUser(node) ? Double.POSITIVE_INFINITY : SlurmFairTreeAlgorithm.NO_VAL;
      lo[node] = 0;
      return;
    }
    double s = normShares(tree, h, node);
    double a = usage.applyAsDouble(node);
    double b = usage.applyAsDouble(h.fsParent(node));
    if (s == 0) {
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
    double parentUsage = usage.applyAsDouble(h.fsParent(node));
    if (parentUsage == 0) {
      x.set(0);
    } else {
      x.divide(usage.applyAsDouble(node), parentUsage);
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
      nanRest[0] = true;
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
