package dev.fairshare.algorithm.sort;

/**
 * A stable sort of a range of an {@code int[]} (node indexes) by a primitive comparator: insertion sort for
 * short runs, then bottom-up merges through a scratch array. No boxing; the only allocation is the scratch
 * array the caller passes in (at least as long as the range).
 */
public final class IntMergeSort {
  private static final int RUN = 16;

  /** Orders two node indexes: negative if {@code a} goes first, 0 if they are equal. */
  @FunctionalInterface
  public interface IntComparator {
    int compare(int a, int b);
  }

  private IntMergeSort() {}

  /** Sorts {@code a[from..to)} stably; {@code scratch} must hold at least {@code to - from} entries. */
  public static void sort(int[] a, int from, int to, int[] scratch, IntComparator cmp) {
    sort(a, from, to, scratch, 0, cmp);
  }

  /**
   * Sorts {@code a[from..to)} stably through {@code scratch[scratchFrom .. scratchFrom + to − from)}: sorts of
   * disjoint ranges that use the same scratch array at their own offsets can run at the same time.
   */
  public static void sort(int[] a, int from, int to, int[] scratch, int scratchFrom, IntComparator cmp) {
    int n = to - from;
    if (n < 2) {
      return;
    }
    for (int lo = from; lo < to; lo += RUN) {
      insertion(a, lo, Math.min(lo + RUN, to), cmp);
    }
    int[] src = a;
    int[] dst = scratch;
    int srcBase = from;
    int dstBase = scratchFrom;
    for (int width = RUN; width < n; width *= 2) {
      for (int lo = 0; lo < n; lo += 2 * width) {
        int mid = Math.min(lo + width, n);
        int hi = Math.min(lo + 2 * width, n);
        merge(src, srcBase, dst, dstBase, lo, mid, hi, cmp);
      }
      int[] t = src;
      src = dst;
      dst = t;
      int tb = srcBase;
      srcBase = dstBase;
      dstBase = tb;
    }
    if (src != a) {
      System.arraycopy(src, srcBase, a, from, n);
    }
  }

  private static void insertion(int[] a, int lo, int hi, IntComparator cmp) {
    for (int i = lo + 1; i < hi; i++) {
      int v = a[i];
      int j = i - 1;
      while (j >= lo && cmp.compare(a[j], v) > 0) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = v;
    }
  }

  private static void merge(int[] src, int sb, int[] dst, int db, int lo, int mid, int hi,
      IntComparator cmp) {
    int i = lo;
    int j = mid;
    for (int k = lo; k < hi; k++) {
      if (i < mid && (j >= hi || cmp.compare(src[sb + i], src[sb + j]) <= 0)) {
        dst[db + k] = src[sb + i++];
      } else {
        dst[db + k] = src[sb + j++];
      }
    }
  }
}
