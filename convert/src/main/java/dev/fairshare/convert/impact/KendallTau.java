package dev.fairshare.convert.impact;

import java.util.Arrays;

/**
 * Kendall's rank correlation tau-b between two rankings of the same items, with ties handled:
 * {@code tau_b = (C − D) / sqrt((n0 − n1)(n0 − n2))}, where {@code n0 = n(n−1)/2}, {@code n1} and {@code n2}
 * are the pairs tied in the first and in the second ranking, and {@code C}, {@code D} the concordant and
 * discordant pairs.
 *
 * <p>Computed in {@code O(n log n)} with Knight's method (sort by the first ranking, then count the exchanges
 * of a merge sort by the second), so that a ranking of a million users is compared in well under a second.
 * A ranking in which every item is tied has no tau-b: the result is then {@code NaN}.
 *
 * @param n the number of items
 * @param concordant the pairs ordered the same way by both rankings
 * @param discordant the pairs ordered oppositely
 * @param tiedFirst the pairs tied in the first ranking (including those tied in both)
 * @param tiedSecond the pairs tied in the second ranking (including those tied in both)
 * @param tauB the coefficient, in [−1, 1], or {@code NaN} when undefined
 */
public record KendallTau(int n, long concordant, long discordant, long tiedFirst, long tiedSecond,
    double tauB) {

  /** Tau-b of two rankings given as parallel arrays (smaller is better or larger is better: only order counts). */
  public static KendallTau of(double[] first, double[] second) {
    if (first.length != second.length) {
      throw new IllegalArgumentException("rankings of " + first.length + " and " + second.length + " items");
    }
    int n = first.length;
    Integer[] boxed = new Integer[n];
    for (int i = 0; i < n; i++) {
      boxed[i] = i;
    }
    Arrays.sort(boxed, (a, b) -> {
      int c = Double.compare(first[a], first[b]);
      return c != 0 ? c : Double.compare(second[a], second[b]);
    });
    double[] x = new double[n];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = first[boxed[i]];
      y[i] = second[boxed[i]];
    }
    long n0 = (long) n * (n - 1) / 2;
    long n1 = 0;
    long n3 = 0;
    int runX = 1;
    int runXY = 1;
    for (int i = 1; i <= n; i++) {
      boolean sameX = i < n && x[i] == x[i - 1];
      boolean sameXY = sameX && y[i] == y[i - 1];
      if (sameX) {
        runX++;
      } else {
        n1 += (long) runX * (runX - 1) / 2;
        runX = 1;
      }
      if (sameXY) {
        runXY++;
      } else {
        n3 += (long) runXY * (runXY - 1) / 2;
        runXY = 1;
      }
    }
    long swaps = MergeCount.sortCountingExchanges(y);
    long n2 = 0;
    int runY = 1;
    for (int i = 1; i <= n; i++) {
      if (i < n && y[i] == y[i - 1]) {
        runY++;
      } else {
        n2 += (long) runY * (runY - 1) / 2;
        runY = 1;
      }
    }
    long untied = n0 - n1 - n2 + n3;
    long s = untied - 2 * swaps;
    long concordant = (untied + s) / 2;
    long discordant = (untied - s) / 2;
    double denominator = Math.sqrt((double) (n0 - n1) * (double) (n0 - n2));
    double tau = denominator == 0 ? Double.NaN : s / denominator;
    return new KendallTau(n, concordant, discordant, n1, n2, tau);
  }
}
