package dev.fairshare.flux.weighted;

import dev.fairshare.algorithm.sort.IntMergeSort;
import dev.fairshare.algorithm.sort.TenLongSort;

/**
 * The order flux's walk sorts a sibling group in ({@code calc_and_sort_weighted_children} in
 * {@code src/fairness/weighted_tree/weighted_tree.cpp}): by weight, heaviest first, users before banks
 * where weights are equal by {@link CxxArithmetic#isEqual}; stable, so siblings of exactly equal weight and
 * kind keep the order they came in (flux's sort leaves them in an order that gives the same walk, as the
 * walk treats them alike, and the comparator is a strict weak order, so every stable sort gives this one).
 *
 * <p>A group of one kind and up to 24 finite weights is sorted without branches: ten non-negative weights
 * by {@link TenLongSort}'s network on packed keys, other such groups by counting each one's place; other
 * groups by {@link IntMergeSort} with flux's comparator. Not thread-safe: one per walk.
 */
final class SiblingSort {
  private static final int SHORT = 24;
  /** The packed keys' weight field: the top 58 bits of a non-negative double, inverted (heaviest first). */
  private static final long TOP = (1L << 58) - 1;
  private final boolean[] user;
  private final double[] keyBuffer = new double[SHORT];
  private final int[] idBuffer = new int[SHORT];
  private final int[] placeBuffer = new int[SHORT];
  private final long[] packed = new long[TenLongSort.LENGTH];
  private final IntMergeSort.IntComparator order = (a, b) -> before(a, b) ? -1 : before(b, a) ? 1 : 0;
  private int[] scratch = new int[SHORT];
  private double[] weight;

  /** A sort for the nodes of a tree whose users are marked in {@code user}. */
  SiblingSort(boolean[] user) {
    this.user = user;
  }

  /**
   * Writes the node ids {@code src[srcFrom .. srcFrom + length)} to {@code dst} from {@code dstFrom}, sorted by
   * the weights in {@code weight} ({@code src} and {@code dst} may be the same range).
   */
  void sort(int[] src, int srcFrom, int[] dst, int dstFrom, int length, double[] weight) {
    this.weight = weight;
    if (length <= SHORT && length > 1 && oneKind(src, srcFrom, length) && gatherFinite(src, srcFrom, length)) {
      if (length == TenLongSort.LENGTH && networkSort(dst, dstFrom)) {
        return;
      }
      placeByCount(dst, dstFrom, length);
      return;
    }
    if (src != dst || srcFrom != dstFrom) {
      System.arraycopy(src, srcFrom, dst, dstFrom, length);
    }
    if (length > 1) {
      if (scratch.length < length) {
        scratch = new int[Math.max(length, scratch.length * 2)];
      }
      IntMergeSort.sort(dst, dstFrom, dstFrom + length, scratch, order);
    }
  }

  private boolean oneKind(int[] a, int from, int length) {
    boolean kind = user[a[from]];
    boolean mixed = false;
    for (int i = 1; i < length; i++) {
      mixed |= user[a[from + i]] != kind;
    }
    return !mixed;
  }

  /**
   * Copies the ids and their weights into the buffers (-0.0 as 0.0: equal weights, as the comparator sees
   * them); whether every weight is finite.
   */
  private boolean gatherFinite(int[] a, int from, int length) {
    boolean finite = true;
    for (int i = 0; i < length; i++) {
      int id = a[from + i];
      double w = weight[id];
      idBuffer[i] = id;
      keyBuffer[i] = w + 0.0;
      finite &= Math.abs(w) <= Double.MAX_VALUE;
    }
    return finite;
  }

  /**
   * Ten non-negative weights sorted as packed keys: the weight's top 58 bits (ordered as the weights are,
   * for non-negative doubles) inverted, then the sibling's place in the group, so that equal weights keep
   * their order. Two weights that differ only in the dropped bits would be ordered by place: the result is
   * checked and refused (false, nothing written) unless it is ordered by the whole weights.
   */
  private boolean networkSort(int[] dst, int dstFrom) {
    long[] p = packed;
    double[] keys = keyBuffer;
    long negative = 0;
    for (int i = 0; i < TenLongSort.LENGTH; i++) {
      long bits = Double.doubleToRawLongBits(keys[i]);
      negative |= bits;
      p[i] = ((TOP - (bits >>> 5)) << 4) | i;
    }
    if (negative < 0) {
      return false;
    }
    TenLongSort.sort(p);
    boolean ordered = true;
    double previous = keys[(int) (p[0] & 15)];
    for (int i = 1; i < TenLongSort.LENGTH; i++) {
      double w = keys[(int) (p[i] & 15)];
      ordered &= !(w > previous);
      previous = w;
    }
    if (!ordered) {
      return false;
    }
    for (int i = 0; i < TenLongSort.LENGTH; i++) {
      dst[dstFrom + i] = idBuffer[(int) (p[i] & 15)];
    }
    return true;
  }

  /**
   * The stable order by weight, descending, for finite weights, without branches: each sibling's place is
   * the number of siblings that go before it, counted from the sign of the weights' differences (exact for
   * finite doubles, zero only when they are equal).
   */
  private void placeByCount(int[] dst, int dstFrom, int n) {
    double[] keys = keyBuffer;
    int[] place = placeBuffer;
    for (int i = 0; i < n; i++) {
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
      dst[dstFrom + place[i]] = idBuffer[i];
    }
  }

  private boolean before(int a, int b) {
    return CxxArithmetic.before(weight[a], user[a], weight[b], user[b]);
  }
}
