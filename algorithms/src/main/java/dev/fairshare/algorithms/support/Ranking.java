package dev.fairshare.algorithms.support;

import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * Dispatch positions of users from a per-node score: 1 for the highest, ties sharing the lowest position
 * (competition ranking: 1, 1, 3). Groups get none. Uses a primitive sort, no boxing.
 */
public final class Ranking {
  private Ranking() {}

  /** Fills {@code rank} for every user from {@code score} (higher is better); groups are left as they are. */
  public static void byFactor(ShareTree tree, double[] score, double[] rank) {
    int users = tree.userCount();
    double[] sorted = new double[users];
    int k = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        sorted[k++] = score[i];
      }
    }
    Arrays.sort(sorted);
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        rank[i] = 1 + (users - upperBound(sorted, score[i]));
      }
    }
  }

  /** The index of the first element strictly greater than {@code key} (NaN sorts last, as Arrays.sort does). */
  private static int upperBound(double[] sorted, double key) {
    int lo = 0;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (Double.compare(sorted[mid], key) <= 0) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }
}
