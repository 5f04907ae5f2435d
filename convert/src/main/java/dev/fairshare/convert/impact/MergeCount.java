package dev.fairshare.convert.impact;

/**
 * A bottom-up merge sort that counts the exchanges it makes: the number of pairs {@code i < j} with
 * {@code a[i] > a[j]} (equal values are not exchanged). Iterative, so that no input is too long for the stack.
 */
final class MergeCount {
  private MergeCount() {}

  /** Sorts {@code a} ascending in place and returns the number of strictly inverted pairs it had. */
  static long sortCountingExchanges(double[] a) {
    int n = a.length;
    double[] buffer = new double[n];
    long exchanges = 0;
    for (int width = 1; width < n; width *= 2) {
      for (int lo = 0; lo < n - width; lo += 2 * width) {
        int mid = lo + width;
        int hi = Math.min(lo + 2 * width, n);
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
          if (a[j] < a[i]) {
            exchanges += mid - i;
            buffer[k++] = a[j++];
          } else {
            buffer[k++] = a[i++];
          }
        }
        while (i < mid) {
          buffer[k++] = a[i++];
        }
        while (j < hi) {
          buffer[k++] = a[j++];
        }
        System.arraycopy(buffer, lo, a, lo, hi - lo);
      }
    }
    return exchanges;
  }
}
