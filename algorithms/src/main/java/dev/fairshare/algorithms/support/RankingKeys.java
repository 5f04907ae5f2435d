package dev.fairshare.algorithms.support;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * The users' scores of one {@link Ranking}, collected as an algorithm computes them and then turned into
 * dispatch positions: an LSD radix sort of packed keys.
 *
 * <p>Each key is a score's bits mapped to unsigned order ({@link Double#compare} order: NaN above
 * everything, -0.0 below 0.0) with the user's node index in the low {@code idxBits} bits. {@link #add}
 * counts the key's digits as it stores it (three digits: of 13, 13 and 14 bits, bits 24 to 63, above
 * {@link #WIDE_FROM_USERS} users; of 10 bits, bits 34 to 63, for fewer, where clearing and summing 32,768
 * counts would cost more than the sort: measured +20% on 10,000 users by the gate), so the sort
 * needs no counting pass of its own and skips the digits that every key shares. {@link #finish} sorts,
 * then assigns positions in one pass from the top; the rare runs of keys that agree on every sorted bit
 * above the index are ordered by the scores' remaining low bits. An algorithm that adds each user as it
 * computes its score saves a pass over the scores; nothing is allocated when the scratch arrays are
 * reused.
 */
public final class RankingKeys {
  /** The digit width of a run's own sort ({@link #sortRun}). */
  private static final int BITS = 10;
  private static final int RADIX = 1 << BITS;
  private static final int MASK = RADIX - 1;
  /** Above this many users the digits are wide (13, 13, 14 bits from bit 24), else narrow (3 x 10 from bit 34). */
  static final int WIDE_FROM_USERS = 1 << 16;
  /** The counts of the widest layout: 2^13 + 2^13 + 2^14. */
  private static final int MAX_COUNTS = (1 << 13) + (1 << 13) + (1 << 14);

  final FairshareResult.Builder scratch;
  final long[] keys;
  final int[] counts;
  final int idxBits;
  final long idxMask;
  /** The lowest sorted bit and the shifts, masks and count offsets of the three digits. */
  final int low;
  final int mid;
  final int top;
  final int lowMask;
  final int midMask;
  final int midBase;
  final int topBase;
  final int countsEnd;
  private int size;
  /** The parallel ranking this one is the whole of or a part of; {@code null} for a sequential one. */
  final ParallelRanking parallel;

  private RankingKeys(FairshareResult.Builder scratch, int users, int idxBits, boolean wide) {
    this.scratch = scratch;
    this.keys = scratch.scratchLongs("ranking.packed", users);
    this.idxBits = idxBits;
    this.idxMask = (1L << idxBits) - 1;
    int lowBits = wide ? 13 : 10;
    int midBits = wide ? 13 : 10;
    this.low = wide ? 24 : 34;
    this.mid = low + lowBits;
    this.top = mid + midBits;
    this.lowMask = (1 << lowBits) - 1;
    this.midMask = (1 << midBits) - 1;
    this.midBase = 1 << lowBits;
    this.topBase = midBase + (1 << midBits);
    this.countsEnd = topBase + (1 << (64 - top));
    this.counts = scratch.scratchInts("ranking.counts3", MAX_COUNTS);
    this.parallel = null;
    Arrays.fill(counts, 0, countsEnd, 0);
  }

  /** The whole of a parallel ranking: its keys and layout, the parts' counts in {@code parallel}. */
  private RankingKeys(RankingKeys layout, ParallelRanking parallel) {
    this(layout, parallel, layout.counts, 0);
  }

  /** A part of a parallel ranking: the whole's keys from {@code start} on, counted into {@code counts}. */
  private RankingKeys(RankingKeys whole, ParallelRanking parallel, int[] counts, int start) {
    this.scratch = whole.scratch;
    this.keys = whole.keys;
    this.counts = counts;
    this.idxBits = whole.idxBits;
    this.idxMask = whole.idxMask;
    this.low = whole.low;
    this.mid = whole.mid;
    this.top = whole.top;
    this.lowMask = whole.lowMask;
    this.midMask = whole.midMask;
    this.midBase = whole.midBase;
    this.topBase = whole.topBase;
    this.countsEnd = whole.countsEnd;
    this.parallel = parallel;
    this.size = start;
  }

  /**
   * Starts a ranking of a tree's users, with working arrays that are scratch arrays of {@code scratch}
   * (reused from its previous result).
   */
  public static RankingKeys start(ShareTree tree, FairshareResult.Builder scratch) {
    return start(tree, scratch, tree.userCount() > WIDE_FROM_USERS);
  }

  /** {@link #start} with the digit layout chosen by the caller (tests run both on the same trees). */
  static RankingKeys start(ShareTree tree, FairshareResult.Builder scratch, boolean wide) {
    int n = tree.size();
    return new RankingKeys(scratch, tree.userCount(), Math.max(1, 32 - Integer.numberOfLeadingZeros(n - 1)),
        wide);
  }

  /**
   * Starts a ranking of a tree's users filled by the regions of a parallel recompute, or, when
   * {@code tasks} is {@code null}, a sequential one ({@link #start(ShareTree, FairshareResult.Builder)}).
   * The top's users are added through {@link #top()}, each task's through its {@link #part}; then
   * {@link #finish} sorts with every worker. The positions are those of the sequential ranking: they depend
   * on the scores alone.
   */
  public static RankingKeys start(ShareTree tree, FairshareResult.Builder scratch, SubtreeTasks tasks) {
    return start(tree, scratch, tasks, tree.userCount() > WIDE_FROM_USERS);
  }

  /** {@link #start(ShareTree, FairshareResult.Builder, SubtreeTasks)} with the digit layout chosen. */
  static RankingKeys start(ShareTree tree, FairshareResult.Builder scratch, SubtreeTasks tasks, boolean wide) {
    RankingKeys layout = start(tree, scratch, wide);
    return tasks == null ? layout : new RankingKeys(layout, new ParallelRanking(layout, tasks));
  }

  /** The part that adds the top's users of a parallel ranking (on the calling thread). */
  public RankingKeys top() {
    return new RankingKeys(this, parallel, parallel.counts(0), 0);
  }

  /**
   * The part that adds the users of task {@code t}'s interior of a parallel ranking, on worker
   * {@code slot}; each part is taken once, by the task that adds its users.
   */
  public RankingKeys part(int t, int slot) {
    return new RankingKeys(this, parallel, parallel.counts(slot), parallel.taken(t, slot));
  }

  /** Adds one user's score; each user of the tree is added exactly once, in any order. */
  public void add(double score, int node) {
    long key = (sortable(score) & ~idxMask) | node;
    keys[size++] = key;
    int[] c = counts;
    c[(int) (key >>> low) & lowMask]++;
    c[midBase + ((int) (key >>> mid) & midMask)]++;
    c[topBase + (int) (key >>> top)]++;
  }

  /**
   * Writes each added user's position into {@code rank} (1 for the highest score, ties sharing the lowest
   * position); other entries are left as they are. {@code score} holds the same scores by node.
   */
  public void finish(double[] score, double[] rank) {
    if (parallel != null) {
      parallel.finish(score, rank);
      return;
    }
    int users = keys.length;
    if (size != users) {
      throw new IllegalStateException(size + " scores added for " + users + " users");
    }
    if (users == 0) {
      return;
    }
    long[] packed = sort(users);
    int runShift = Math.max(idxBits, low);
    int above = 0;
    for (int j = users - 1; j >= 0; ) {
      long top = packed[j] >>> runShift;
      int lo = j;
      while (lo > 0 && packed[lo - 1] >>> runShift == top) {
        lo--;
      }
      if (lo == j) {
        rank[(int) (packed[j] & idxMask)] = above + 1;
      } else {
        rankRun(packed, lo, j, above, runShift, score, rank);
      }
      above += j - lo + 1;
      j = lo - 1;
    }
  }

  /** LSD radix sort of the keys on bits {@code low..63}, skipping digits every key shares; the sorted array. */
  private long[] sort(int users) {
    long[] from = keys;
    long[] other = null;
    if (counts[(int) (from[0] >>> low) & lowMask] != users) {
      other = scratch.scratchLongs("ranking.packed2", users);
      pass(from, other, users, 0, midBase, low, lowMask);
      long[] t = from;
      from = other;
      other = t;
    }
    if (counts[midBase + ((int) (from[0] >>> mid) & midMask)] != users) {
      if (other == null) {
        other = scratch.scratchLongs("ranking.packed2", users);
      }
      pass(from, other, users, midBase, topBase, mid, midMask);
      long[] t = from;
      from = other;
      other = t;
    }
    if (counts[topBase + (int) (from[0] >>> top)] != users) {
      if (other == null) {
        other = scratch.scratchLongs("ranking.packed2", users);
      }
      pass(from, other, users, topBase, countsEnd, top, -1);
      from = other;
    }
    return from;
  }

  /** One stable counting pass of {@code from} into {@code to} on the digit {@code (key >>> shift) & mask}. */
  private void pass(long[] from, long[] to, int users, int base, int end, int shift, int mask) {
    int[] c = counts;
    int sum = 0;
    for (int d = base; d < end; d++) {
      int x = c[d];
      c[d] = sum;
      sum += x;
    }
    for (int j = 0; j < users; j++) {
      long key = from[j];
      to[c[base + ((int) (key >>> shift) & mask)]++] = key;
    }
  }

  /**
   * Ranks a run {@code packed[lo..hi]} whose keys agree on the bits from {@code low} up, by the scores'
   * bits below {@code low}.
   */
  void rankRun(long[] packed, int lo, int hi, int above, int low, double[] score, double[] rank) {
    int len = hi - lo + 1;
    long first = sortable(score[(int) (packed[lo] & idxMask)]);
    boolean allEqual = true;
    for (int k = lo + 1; k <= hi && allEqual; k++) {
      allEqual = sortable(score[(int) (packed[k] & idxMask)]) == first;
    }
    if (allEqual) {
      // The common large run: equal scores (factors of 0, no usage anywhere) share one position.
      for (int k = lo; k <= hi; k++) {
        rank[(int) (packed[k] & idxMask)] = above + 1;
      }
      return;
    }
    long lowMask = (1L << low) - 1;
    long[] run = scratch.scratchLongs("ranking.run", packed.length);
    for (int k = 0; k < len; k++) {
      int node = (int) (packed[lo + k] & idxMask);
      run[k] = ((sortable(score[node]) & lowMask) << idxBits) | node;
    }
    run = sortRun(run, len, idxBits + low);
    double position = above + 1;
    for (int k = len - 1; k >= 0; k--) {
      if (k < len - 1 && run[k] >>> idxBits != run[k + 1] >>> idxBits) {
        position = above + len - k;
      }
      rank[(int) (run[k] & idxMask)] = position;
    }
  }

  /**
   * Sorts {@code run[0..len)} on its bits from {@code idxBits} below {@code high} (the bits above are 0):
   * insertion sort when short, else an LSD radix sort through a scratch buffer (Arrays.sort would allocate
   * a merge buffer).
   */
  private long[] sortRun(long[] run, int len, int high) {
    if (len <= 32) {
      for (int i = 1; i < len; i++) {
        long v = run[i];
        int j = i - 1;
        while (j >= 0 && run[j] > v) {
          run[j + 1] = run[j];
          j--;
        }
        run[j + 1] = v;
      }
      return run;
    }
    long[] from = run;
    long[] to = scratch.scratchLongs("ranking.run2", run.length);
    int[] c = scratch.scratchInts("ranking.run-counts", RADIX);
    for (int shift = idxBits; shift < high; shift += BITS) {
      Arrays.fill(c, 0);
      for (int j = 0; j < len; j++) {
        c[(int) ((from[j] >>> shift) & MASK)]++;
      }
      int sum = 0;
      for (int d = 0; d < RADIX; d++) {
        int x = c[d];
        c[d] = sum;
        sum += x;
      }
      for (int j = 0; j < len; j++) {
        long key = from[j];
        to[c[(int) ((key >>> shift) & MASK)]++] = key;
      }
      long[] t = from;
      from = to;
      to = t;
    }
    return from;
  }

  /** The score's bits, mapped so that unsigned order is {@link Double#compare} order. */
  static long sortable(double score) {
    long bits = Double.doubleToLongBits(score);
    return bits ^ ((bits >> 63) | Long.MIN_VALUE);
  }
}
