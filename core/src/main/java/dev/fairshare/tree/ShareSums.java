package dev.fairshare.tree;

import java.util.ArrayList;
import java.util.List;

/**
 * The check that the raw shares of every node's children add up to a finite number: a sum that overflows a
 * double would make every sibling's normalized share 0 (a division by infinity), silently. The builders
 * report such a tree ({@code tree.bad-shares}) instead of building it.
 */
final class ShareSums {
  private ShareSums() {}

  /**
   * For each node whose children's shares overflow, the first child (in the order of ids) at which the
   * running sum became infinite; nodes {@code 0..n-1}, {@code parents[0]} ignored.
   */
  static List<Integer> overflowing(int n, int[] parents, double[] shares, boolean[] usesParent) {
    double[] sums = new double[n];
    List<Integer> at = new ArrayList<>();
    for (int id = 1; id < n; id++) {
      if (usesParent != null && usesParent[id]) {
        continue;
      }
      int p = parents[id];
      double before = sums[p];
      sums[p] = before + shares[id];
      if (Double.isInfinite(sums[p]) && !Double.isInfinite(before)) {
        at.add(id);
      }
    }
    return at;
  }
}
