package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.sort.TenLongSort;
import dev.fairshare.tree.ShareTree;

/**
 * Fair Tree's order of one short children list (up to 16 entries) sorted on primitive {@code long} keys,
 * with its entries flagged as {@link LevelFsOrder} flags them (docs/algorithms/slurm.md §6.2–6.4; {@code fair_tree.c}:
 * {@code _cmp_level_fs} through glibc's merge-sort {@code qsort}).
 *
 * <p>Each entry's key packs, from the top: its LevelFS double ({@code hi} of {@link LevelFsKeys}) mapped to
 * descending order and halved, with its lowest five bits replaced by the account bit (a user before an
 * account) and the entry's position in the list (stable). The keys are distinct; ten of them are sorted by
 * {@link TenLongSort}'s network, other counts by counting each one's place, both without branches. Keys
 * whose LevelFS double agrees in the bits kept are then ordered by kind and position alone, which is the
 * list order exactly when their LevelFS values are equal: the flag pass, which compares each entry with the
 * one before it exactly ({@link #tie}) wherever their keys agree on those bits (elsewhere the doubles
 * differ, so they do not tie), finds every other case and refuses the list (nothing written); the caller
 * then sorts it by the full comparison. A NaN double is refused too. The flag pass is {@link #flag}, or a
 * sink's own loop over the sorted keys with the same tests ({@link LevelFsOrder.Sink#shortList}).
 */
final class ShortLevelFsSort {
  /** The longest list sorted here. */
  static final int MAX = 16;
  private static final long POSITION = MAX - 1;
  private static final long ACCOUNT_BIT = MAX;
  /** The key bits below the LevelFS part. */
  private static final int LOW = 5;
  /** The LevelFS part of NO_VAL's key, the value before a list's first entry. */
  static final long BEFORE_FIRST = levelBits(SlurmFairTreeAlgorithm.NO_VAL);

  private final ShareTree tree;
  private final LevelFsKeys keys;
  private final long[] packed = new long[MAX];
  private final long[] counted = new long[MAX];
  private final int[] nodes = new int[MAX];
  private final int[] entries = new int[MAX];

  /** A sorter for the lists of a tree whose keys are {@code keys}. */
  ShortLevelFsSort(ShareTree tree, LevelFsKeys keys) {
    this.tree = tree;
    this.keys = keys;
  }

  /**
   * The keys of {@code list[from..from+k)} ({@code 1 <= k <= MAX}) sorted ascending, to be flagged by
   * {@link #flag} or a sink's own pass with {@link #node}, {@link #agree}, {@link #tie} and
   * {@link #isAccount}; null when a LevelFS double is NaN. Valid until the next list.
   */
  long[] sortKeys(int[] list, int from, int k) {
    double[] hi = keys.hi;
    long[] p = packed;
    for (int i = 0; i < k; i++) {
      int a = list[from + i];
      nodes[i] = a;
      double h = hi[a];
      if (h != h) {
        return null;
      }
      p[i] = levelBits(h) | (tree.isUser(a) ? 0 : ACCOUNT_BIT) | i;
    }
    long[] s;
    if (k == TenLongSort.LENGTH) {
      TenLongSort.sort(p);
      s = p;
    } else {
      s = counted;
      for (int i = 0; i < k; i++) {
        long key = p[i];
        int place = 0;
        for (int t = 0; t < k; t++) {
          place += p[t] < key ? 1 : 0;
        }
        s[place] = key;
      }
    }
    return s;
  }

  /**
   * The LevelFS part of a key: the double in descending signed order, halved, its lowest {@link #LOW} bits
   * cleared. Equal doubles give equal parts, so different parts are different doubles.
   */
  static long levelBits(double h) {
    // + 0.0 turns -0.0 into +0.0, which compares equal to it; then bits in signed order, complemented.
    long b = Double.doubleToRawLongBits(h + 0.0);
    long down = ~(b ^ ((b >> 63) & Long.MAX_VALUE));
    return (down >> 1) & -(1L << LOW);
  }

  /**
   * The flagged entries of the last list {@link #flag} accepted, in its order from index 0; when a sink
   * takes the sorted keys in its own pass, {@link #MAX} ints it may use as it likes until the next list.
   */
  int[] entries() {
    return entries;
  }

  /** The node of a sorted key of the last list. */
  int node(long key) {
    return nodes[(int) (key & POSITION)];
  }

  /**
   * Whether two keys agree on every LevelFS bit ({@code before} {@link #BEFORE_FIRST} for the first entry):
   * only then can their entries tie, or be out of order.
   */
  static boolean agree(long key, long before) {
    return (key ^ before) >>> LOW == 0;
  }

  /** Whether a sorted key is an account's (or the root's), not a user's. */
  static boolean isAccount(long key) {
    return (key & ACCOUNT_BIT) != 0;
  }

  /**
   * The tie of node {@code a} with the entry before it in the list, {@code before} (-1 for NO_VAL, before
   * the first entry), whose keys {@link #agree}: 1 when their LevelFS values are equal; otherwise 0 for the
   * first entry and -1 for any other, which the keys cannot order (the list must be refused). Equal
   * infinities (users without usage: +inf) tie without their rests, 0, unless a rest is NaN.
   */
  int tie(int before, int a) {
    double[] hi = keys.hi;
    double[] lo = keys.lo;
    double ah = hi[a];
    double beforeH = before < 0 ? SlurmFairTreeAlgorithm.NO_VAL : hi[before];
    boolean tied = ah == beforeH && (Double.isInfinite(ah) && !keys.anyNaNRest() || (before < 0
        ? lo[a] == 0 || keys.compare(-1, a) == 0
        : lo[a] == lo[before] || keys.compare(before, a) == 0));
    return tied ? 1 : before < 0 ? 0 : -1;
  }

  /**
   * Flags the sorted keys' entries into {@link #entries}, as {@link LevelFsOrder#sort} does; false when two
   * neighbours agree on every LevelFS bit of the key without being equal. Neighbours whose keys differ in
   * those bits have different LevelFS doubles, so they are not tied and their values are not read; only
   * neighbours that agree there (equal values, or values too close for the key) are compared exactly.
   */
  boolean flag(long[] s, int k) {
    int before = -1;
    long beforeKey = BEFORE_FIRST;
    for (int j = 0; j < k; j++) {
      long key = s[j];
      int a = node(key);
      int tie = agree(key, beforeKey) ? tie(before, a) : 0;
      if (tie < 0) {
        return false;
      }
      entries[j] = a | (tie > 0 ? LevelFsOrder.TIED : 0) | (isAccount(key) ? LevelFsOrder.ACCOUNT : 0);
      before = a;
      beforeKey = key;
    }
    return true;
  }
}
