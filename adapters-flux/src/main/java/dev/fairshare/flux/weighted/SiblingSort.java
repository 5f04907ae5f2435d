package dev.fairshare.flux.weighted;

/**
 * The order flux's walk sorts a sibling group in ({@code calc_and_sort_weighted_children} in
 * {@code src/fairness/weighted_tree/weighted_tree.cpp}): by weight, heaviest first, users before banks
 * where weights are equal by {@link CxxArithmetic#isEqual}; stable, so siblings of exactly equal weight and
 * kind keep the order they came in (flux's sort leaves them in an order that gives the same walk, as the
 * walk treats them alike).
 *
 * <p>A group of one kind and up to 24 finite weights is placed by counting (no branch); other short groups
 * by insertion; long ones by insertion in runs of 16 and then merges. Not thread-safe: one per walk.
 */
final class SiblingSort {
  private static final int INSERTION_LIMIT = 24;
  private static final int RUN = 16;
  private final boolean[] user;
  private final double[] keyBuffer = new double[INSERTION_LIMIT];
  private final int[] idBuffer = new int[INSERTION_LIMIT];
  private final int[] placeBuffer = new int[INSERTION_LIMIT];
  private int[] mergeBuffer = new int[RUN];
  private double[] weight;

  /** A sort for the nodes of a tree whose users are marked in {@code user}. */
  SiblingSort(boolean[] user) {
    this.user = user;
  }

  /** Sorts {@code a[from .. from + length)}, node ids, by the weights in {@code weight}. */
  void sort(int[] a, int from, int length, double[] weight) {
    if (length < 2) {
      return;
    }
    this.weight = weight;
    if (length <= INSERTION_LIMIT) {
      insertionSort(a, from, from + length);
      return;
    }
    if (mergeBuffer.length < length) {
      mergeBuffer = new int[Math.max(length, mergeBuffer.length * 2)];
    }
    for (int run = 0; run < length; run += RUN) {
      insertionSort(a, from + run, from + Math.min(length, run + RUN));
    }
    int[] src = a;
    int srcFrom = from;
    int[] dst = mergeBuffer;
    int dstFrom = 0;
    for (int width = RUN; width < length; width *= 2) {
      for (int lo = 0; lo < length; lo += 2 * width) {
        int mid = Math.min(length, lo + width);
        int hi = Math.min(length, lo + 2 * width);
        merge(src, srcFrom, lo, mid, hi, dst, dstFrom);
      }
      int[] t = src;
      src = dst;
      dst = t;
      int tf = srcFrom;
      srcFrom = dstFrom;
      dstFrom = tf;
    }
    if (src != a) {
      System.arraycopy(src, srcFrom, a, from, length);
    }
  }

  private void merge(int[] src, int srcFrom, int lo, int mid, int hi, int[] dst, int dstFrom) {
    int i = lo;
    int j = mid;
    for (int k = lo; k < hi; k++) {
      if (i < mid && (j >= hi || !before(src[srcFrom + j], src[srcFrom + i]))) {
        dst[dstFrom + k] = src[srcFrom + i++];
      } else {
        dst[dstFrom + k] = src[srcFrom + j++];
      }
    }
  }

  private void insertionSort(int[] a, int from, int to) {
    boolean kind = user[a[from]];
    boolean mixed = false;
    for (int i = from + 1; i < to && !mixed; i++) {
      mixed = user[a[i]] != kind;
    }
    if (!mixed) {
      sortByWeight(a, from, to);
      return;
    }
    for (int i = from + 1; i < to; i++) {
      int v = a[i];
      int j = i - 1;
      while (j >= from && before(v, a[j])) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = v;
    }
  }

  /**
   * Insertion sort of siblings of one kind, where the comparator is {@code weight > weight}: the weights
   * are copied next to the ids so that the comparisons read one small array.
   */
  private void sortByWeight(int[] a, int from, int to) {
    int n = to - from;
    double[] keys = keyBuffer;
    boolean finite = true;
    for (int i = 0; i < n; i++) {
      double w = weight[a[from + i]];
      keys[i] = w + 0.0; // -0.0 as 0.0: equal weights, as the comparator sees them
      finite &= Math.abs(w) <= Double.MAX_VALUE;
    }
    if (finite) {
      placeByCount(a, from, n, keys);
      return;
    }
    for (int i = 1; i < n; i++) {
      double k = keys[i];
      int v = a[from + i];
      int j = i - 1;
      while (j >= 0 && k > keys[j]) {
        keys[j + 1] = keys[j];
        a[from + j + 1] = a[from + j];
        j--;
      }
      keys[j + 1] = k;
      a[from + j + 1] = v;
    }
  }

  /**
   * The same order as the insertion sort (by weight, descending, stable on equal weights) for finite
   * weights, without branches: each sibling's place is the number of siblings that go before it, counted
   * from the sign of the weights' differences (exact for finite doubles, zero only when they are equal).
   */
  private void placeByCount(int[] a, int from, int n, double[] keys) {
    int[] ids = idBuffer;
    int[] place = placeBuffer;
    for (int i = 0; i < n; i++) {
      ids[i] = a[from + i];
      place[i] = i;
    }
    for (int i = 0; i < n; i++) {
      double k = keys[i];
      int later = 0;
      for (int j = i + 1; j < n; j++) {
        // 1 when j goes before i (a greater weight); on equal weights i, the earlier, stays first
        int jFirst = (int) (Double.doubleToRawLongBits(k - keys[j]) >>> 63);
        later += jFirst;
        place[j] -= jFirst;
      }
      place[i] += later;
    }
    for (int i = 0; i < n; i++) {
      a[from + place[i]] = ids[i];
    }
  }

  private boolean before(int a, int b) {
    return CxxArithmetic.before(weight[a], user[a], weight[b], user[b]);
  }
}
