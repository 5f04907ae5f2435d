package dev.fairshare.algorithms.support;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * Dispatch positions of users from a per-node score: 1 for the highest, ties sharing the lowest position
 * (competition ranking: 1, 1, 3). Groups get none. Scores compare as {@link Double#compare} does (NaN
 * above everything, -0.0 below 0.0).
 *
 * <p>The scratch version packs each user's score bits (mapped to unsigned order) with the user's node
 * index in the low bits of one long, sorts those on the score bits above the index with an LSD radix sort
 * (11-bit digits; passes where every key has the same digit are skipped), and assigns positions in one
 * pass from the top; the rare runs whose scores agree in the high bits are ordered by their low bits.
 * O(users), no boxing, nothing allocated when the scratch arrays are reused.
 */
public final class Ranking {
  private static final int BITS = 11;
  private static final int RADIX = 1 << BITS;
  private static final int MASK = RADIX - 1;
  private static final int MAX_PASSES = (63 + BITS - 1) / BITS;

  private Ranking() {}

  /** Fills {@code rank} for every user from {@code score} (higher is better); groups are left as they are. */
  public static void byFactor(ShareTree tree, double[] score, double[] rank) {
    double[] saved = new double[tree.size()];
    int k = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        saved[k++] = rank[i];
      }
    }
    byFactor(tree, score, rank, FairshareResult.builder("ranking", tree, null));
    k = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        rank[i] = saved[k++];
      }
    }
  }

  /**
   * Writes every entry of {@code rank}: each user's position from {@code score}, {@code NaN} for groups.
   * Working arrays are scratch arrays of {@code scratch}, reused from its previous result.
   */
  public static void byFactor(ShareTree tree, double[] score, double[] rank,
      FairshareResult.Builder scratch) {
    int n = tree.size();
    int users = tree.userCount();
    int idxBits = Math.max(1, 32 - Integer.numberOfLeadingZeros(n - 1));
    long idxMask = (1L << idxBits) - 1;
    int passes = (64 - idxBits + BITS - 1) / BITS;
    long[] packed = scratch.scratchLongs("ranking.packed", users);
    int[] counts = scratch.scratchInts("ranking.counts", MAX_PASSES * RADIX);
    Arrays.fill(counts, 0, passes * RADIX, 0);
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (tree.isUser(i)) {
        long key = (sortable(score[i]) & ~idxMask) | i;
        packed[k++] = key;
        for (int p = 0, base = 0; p < passes; p++, base += RADIX) {
          counts[base + (int) ((key >>> (idxBits + p * BITS)) & MASK)]++;
        }
      } else {
        rank[i] = Double.NaN;
      }
    }
    if (users == 0) {
      return;
    }
    packed = radixSort(packed, users, idxBits, passes, counts, scratch);
    // From the top: runs of equal high bits are ordered by the low bits of the keys (rarely needed).
    int above = 0;
    for (int j = users - 1; j >= 0; ) {
      long top = packed[j] >>> idxBits;
      int lo = j;
      while (lo > 0 && packed[lo - 1] >>> idxBits == top) {
        lo--;
      }
      if (lo == j) {
        rank[(int) (packed[j] & idxMask)] = above + 1;
      } else {
        rankRun(packed, lo, j, above, idxBits, idxMask, score, rank, scratch);
      }
      above += j - lo + 1;
      j = lo - 1;
    }
  }

  /** LSD radix sort of {@code packed[0..users)} on the bits above {@code idxBits}; returns the sorted array. */
  private static long[] radixSort(long[] packed, int users, int idxBits, int passes, int[] counts,
      FairshareResult.Builder scratch) {
    long[] from = packed;
    long[] to = null;
    for (int p = 0, base = 0; p < passes; p++, base += RADIX) {
      int shift = idxBits + p * BITS;
      if (counts[base + (int) ((from[0] >>> shift) & MASK)] == users) {
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
        to[counts[base + (int) ((key >>> shift) & MASK)]++] = key;
      }
      long[] t = from;
      from = to;
      to = t;
    }
    return from;
  }

  /** Ranks a run {@code packed[lo..hi]} whose keys agree above {@code idxBits}, by their low bits. */
  private static void rankRun(long[] packed, int lo, int hi, int above, int idxBits, long idxMask,
      double[] score, double[] rank, FairshareResult.Builder scratch) {
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
    long[] run = scratch.scratchLongs("ranking.run", packed.length);
    for (int k = 0; k < len; k++) {
      int node = (int) (packed[lo + k] & idxMask);
      run[k] = ((sortable(score[node]) & idxMask) << idxBits) | node;
    }
    run = sortRun(run, len, idxBits, scratch);
    double position = above + 1;
    for (int k = len - 1; k >= 0; k--) {
      if (k < len - 1 && run[k] >>> idxBits != run[k + 1] >>> idxBits) {
        position = above + len - k;
      }
      rank[(int) (run[k] & idxMask)] = position;
    }
  }

  /**
   * Sorts {@code run[0..len)} on the bits from {@code idxBits} to {@code 2 idxBits}: insertion sort when
   * short, else an LSD radix sort through a scratch buffer (Arrays.sort would allocate a merge buffer).
   */
  private static long[] sortRun(long[] run, int len, int idxBits, FairshareResult.Builder scratch) {
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
    int[] counts = scratch.scratchInts("ranking.run-counts", RADIX);
    for (int shift = idxBits; shift < 2 * idxBits; shift += BITS) {
      Arrays.fill(counts, 0);
      for (int j = 0; j < len; j++) {
        counts[(int) ((from[j] >>> shift) & MASK)]++;
      }
      int sum = 0;
      for (int d = 0; d < RADIX; d++) {
        int c = counts[d];
        counts[d] = sum;
        sum += c;
      }
      for (int j = 0; j < len; j++) {
        long key = from[j];
        to[counts[(int) ((key >>> shift) & MASK)]++] = key;
      }
      long[] t = from;
      from = to;
      to = t;
    }
    return from;
  }

  /** The score's bits, mapped so that unsigned order is {@link Double#compare} order. */
  private static long sortable(double score) {
    long bits = Double.doubleToLongBits(score);
    return bits ^ ((bits >> 63) | Long.MIN_VALUE);
  }
}
