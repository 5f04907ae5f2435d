package dev.fairshare.conversion;

/**
 * The order of a {@link LossLog}'s losses by location: a stable sort of their indexes by a key per loss (input
 * rank, then line), bottom-up (no recursion), on primitive arrays: 4 bytes a loss for the order and 4 for the
 * merge's scratch, none when the keys are in order already.
 */
final class LossOrder {
  private LossOrder() {}

  /**
   * The indexes {@code 0..size-1} ordered by {@code keys}, equal keys in index order; {@code null} when the keys
   * are already in order (the order found is the order by location).
   */
  static int[] stable(long[] keys, int size) {
    boolean sorted = true;
    for (int i = 1; i < size && sorted; i++) {
      sorted = keys[i - 1] <= keys[i];
    }
    if (sorted) {
      return null;
    }
    int[] a = new int[size];
    for (int i = 0; i < size; i++) {
      a[i] = i;
    }
    int[] b = new int[size];
    for (int width = 1; width < size; width *= 2) {
      for (int lo = 0; lo < size; lo += 2 * width) {
        int mid = Math.min(lo + width, size);
        int hi = Math.min(lo + 2 * width, size);
        merge(keys, a, b, lo, mid, hi);
      }
      int[] t = a;
      a = b;
      b = t;
    }
    return a;
  }

  /** Merges the runs {@code from[lo..mid)} and {@code from[mid..hi)} into {@code to}, the left first on ties. */
  private static void merge(long[] keys, int[] from, int[] to, int lo, int mid, int hi) {
    int i = lo;
    int j = mid;
    for (int k = lo; k < hi; k++) {
      if (i < mid && (j >= hi || keys[from[i]] <= keys[from[j]])) {
        to[k] = from[i++];
      } else {
        to[k] = from[j++];
      }
    }
  }
}
