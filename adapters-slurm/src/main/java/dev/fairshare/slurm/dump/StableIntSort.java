package dev.fairshare.slurm.dump;

/**
 * A stable sort of a range of an {@code int} array by a comparator of its values, without boxing: a
 * bottom-up merge sort (no recursion), for ordering the millions of association indexes of a large dump.
 */
final class StableIntSort {
  /** The order of two values. */
  interface Order {
    int compare(int a, int b);
  }

  private StableIntSort() {}

  /** Sorts {@code values[from, to)}; {@code scratch} is at least as long as {@code values}. */
  static void sort(int[] values, int from, int to, int[] scratch, Order order) {
    int n = to - from;
    if (n < 2 || sorted(values, from, to, order)) {
      return;
    }
    int[] src = values;
    int[] dst = scratch;
    for (int width = 1; width < n; width *= 2) {
      for (int lo = from; lo < to; lo += 2 * width) {
        int mid = Math.min(lo + width, to);
        int hi = Math.min(lo + 2 * width, to);
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
          dst[k++] = order.compare(src[j], src[i]) < 0 ? src[j++] : src[i++];
        }
        while (i < mid) {
          dst[k++] = src[i++];
        }
        while (j < hi) {
          dst[k++] = src[j++];
        }
      }
      int[] swap = src;
      src = dst;
      dst = swap;
    }
    if (src != values) {
      System.arraycopy(src, from, values, from, n);
    }
  }

  /** Whether the range is in order already (a dump usually lists each account's users sorted). */
  private static boolean sorted(int[] values, int from, int to, Order order) {
    for (int i = from + 1; i < to; i++) {
      if (order.compare(values[i - 1], values[i]) > 0) {
        return false;
      }
    }
    return true;
  }
}
