package dev.fairshare.pbs.convert;

import dev.fairshare.tree.ShareTree;

/**
 * The nodes of a tree below the root in the order of their names ({@code String.compareTo}), nodes of one
 * name in tree order: a merge sort of node indexes, bottom up (no recursion, no boxed index, no map of
 * names), for the {@link StableIds} of a tree of millions.
 */
final class NameOrder {
  private NameOrder() {}

  /** The indexes 1..size-1, sorted by name, stable. */
  static int[] sorted(ShareTree tree) {
    int n = tree.size() - 1;
    int[] a = new int[n];
    for (int k = 0; k < n; k++) {
      a[k] = k + 1;
    }
    int[] b = new int[n];
    for (int width = 1; width < n; width *= 2) {
      for (int lo = 0; lo < n; lo += 2 * width) {
        int mid = Math.min(lo + width, n);
        int hi = Math.min(lo + 2 * width, n);
        int i = lo;
        int j = mid;
        for (int k = lo; k < hi; k++) {
          if (i < mid && (j >= hi || tree.name(a[i]).compareTo(tree.name(a[j])) <= 0)) {
            b[k] = a[i++];
          } else {
            b[k] = a[j++];
          }
        }
      }
      int[] t = a;
      a = b;
      b = t;
    }
    return a;
  }
}
