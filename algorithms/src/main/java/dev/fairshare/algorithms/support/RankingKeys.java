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
 * counts the key's digits as it stores it (four 10-bit digits from the top, bits 24 to 63), so the sort
 * needs no counting pass of its own and skips the digits that every key shares. {@link #finish} sorts,
 * then assigns positions in one pass from the top; the rare runs of keys that agree on every sorted bit
 * above the index are ordered by the scores' remaining low bits. An algorithm that adds each user as it
 * computes its score saves a pass over the scores; nothing is allocated when the scratch arrays are
 * reused.
 */
public final class RankingKeys {
  private static final int BITS = 10;
  private static final int RADIX = 1 << BITS;
  private static final int MASK = RADIX - 1;
  private static final int PASSES = 4;
  /** The lowest bit the digits sort: keys are sorted on bits {@code LOW..63}. */
  private static final int LOW = 64 - PASSES * BITS;

  private final FairshareResult.Builder scratch;
  private final long[] keys;
  private final int[] counts;
  private final int idxBits;
  private final long idxMask;
  private int size;

  private RankingKeys(FairshareResult.Builder scratch, int users, int idxBits) {
    this.scratch = scratch;
    this.keys = scratch.scratchLongs("ranking.packed", users);
    this.counts = scratch.scratchInts("ranking.counts", PASSES * RADIX);
    Arrays.fill(counts, 0);
    this.idxBits = idxBits;
    this.idxMask = (1L << idxBits) - 1;
  }

  /**
   * Starts a ranking of a tree's users, with working arrays that are scratch arrays of {@code scratch}
   * (reused from its previous result).
   */
  public static RankingKeys start(ShareTree tree, FairshareResult.Builder scratch) {
    int n = tree.size();
    return new RankingKeys(scratch, tree.userCount(), Math.max(1, 32 - Integer.numberOfLeadingZeros(n - 1)));
  }

  /** Adds one user's score; each user of the tree is added exactly once, in any order. */
  public void add(double score, int node) {
    long key = (sortable(score) & ~idxMask) | node;
    keys[size++] = key;
    int[] c = counts;
    for (int p = 0; p < PASSES; p++) {
      c[p * RADIX + ((int) (key >>> (LOW + p * BITS)) & MASK)]++;
    }
  }

  /**
   * Writes each added user's position into {@code rank} (1 for the highest score, ties sharing the lowest
   * position); other entries are left as they are. {@code score} holds the same scores by node.
   */
  public void finish(double[] score, double[] rank) {
    int users = keys.length;
    if (size != users) {
      throw new IllegalStateException(size + " scores added for " + users + " users");
    }
    if (users == 0) {
      return;
    }
    long[] packed = sort(users);
    int runShift = Math.max(idxBits, LOW);
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

  /** LSD radix sort of the keys on bits {@code LOW..63}, skipping digits every key shares; the sorted array. */
  private long[] sort(int users) {
    long[] from = keys;
    long[] to = null;
    for (int p = 0; p < PASSES; p++) {
      int base = p * RADIX;
      int shift = LOW + p * BITS;
      if (counts[base + ((int) (from[0] >>> shift) & MASK)] == users) {
        continue;
      }
      if (to == null) {
        to = scratch.scratchLongs("ranking.packed2", users);
      }
      int sum = 0;
      for (int d = base; d < base + RADIX; d++) {
        int c = counts[d];
        counts[d] = sum;
        sum += c;
      }
      for (int j = 0; j < users; j++) {
        long key = from[j];
        to[counts[base + ((int) (key >>> shift) & MASK)]++] = key;
      }
      long[] t = from;
      from = to;
      to = t;
    }
    return from;
  }

  /**
   * Ranks a run {@code packed[lo..hi]} whose keys agree on the bits from {@code low} up, by the scores'
   * bits below {@code low}.
   */
  private void rankRun(long[] packed, int lo, int hi, int above, int low, double[] score, double[] rank) {
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
