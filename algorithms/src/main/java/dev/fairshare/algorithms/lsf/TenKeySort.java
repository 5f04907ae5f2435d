package dev.fairshare.algorithms.lsf;

/**
 * A stable sort of exactly ten sibling keys (a ten-way share tree level) by a fixed sorting network of 29
 * branch-free compare-exchanges held in locals: no branches to mispredict and a third of the comparisons of
 * counting places. It orders child lists for {@link LsfDispatchOrder} (specs/lsf.md §4.4); the network is
 * checked on all 1024 zero-one inputs by TenKeySortTest (the 0-1 principle).
 *
 * <p>Each key is halved (so differences cannot overflow: a compare-exchange is a subtraction and its sign)
 * and travels with its position in its four lowest bits, which makes all ten distinct and orders equal keys
 * by position (stable). Keys that differ only in their five lowest bits could come out in the wrong order,
 * so the result is checked and, in that rare case, rejected: the caller then sorts the list otherwise.
 */
final class TenKeySort {
  /** The one list length this sort handles. */
  static final int LENGTH = 10;
  private static final long POSITION = 15;

  private TenKeySort() {}

  /**
   * Sorts {@code keys[from..from+10)} ascending, stably, moving {@code values} along, and returns true; or
   * returns false and leaves both untouched when keys differ only in their five lowest bits. {@code tmpKeys}
   * and {@code tmpValues} hold at least ten entries.
   */
  static boolean sort(long[] keys, int[] values, int from, long[] tmpKeys, int[] tmpValues) {
    long k0 = keys[from + 0] >> 1 & ~POSITION | 0;
    long k1 = keys[from + 1] >> 1 & ~POSITION | 1;
    long k2 = keys[from + 2] >> 1 & ~POSITION | 2;
    long k3 = keys[from + 3] >> 1 & ~POSITION | 3;
    long k4 = keys[from + 4] >> 1 & ~POSITION | 4;
    long k5 = keys[from + 5] >> 1 & ~POSITION | 5;
    long k6 = keys[from + 6] >> 1 & ~POSITION | 6;
    long k7 = keys[from + 7] >> 1 & ~POSITION | 7;
    long k8 = keys[from + 8] >> 1 & ~POSITION | 8;
    long k9 = keys[from + 9] >> 1 & ~POSITION | 9;
    long d;
    d = k8 - k0;
    d &= d >> 63;
    k0 += d;
    k8 -= d;
    d = k9 - k1;
    d &= d >> 63;
    k1 += d;
    k9 -= d;
    d = k7 - k2;
    d &= d >> 63;
    k2 += d;
    k7 -= d;
    d = k5 - k3;
    d &= d >> 63;
    k3 += d;
    k5 -= d;
    d = k6 - k4;
    d &= d >> 63;
    k4 += d;
    k6 -= d;
    d = k2 - k0;
    d &= d >> 63;
    k0 += d;
    k2 -= d;
    d = k4 - k1;
    d &= d >> 63;
    k1 += d;
    k4 -= d;
    d = k8 - k5;
    d &= d >> 63;
    k5 += d;
    k8 -= d;
    d = k9 - k7;
    d &= d >> 63;
    k7 += d;
    k9 -= d;
    d = k3 - k0;
    d &= d >> 63;
    k0 += d;
    k3 -= d;
    d = k4 - k2;
    d &= d >> 63;
    k2 += d;
    k4 -= d;
    d = k7 - k5;
    d &= d >> 63;
    k5 += d;
    k7 -= d;
    d = k9 - k6;
    d &= d >> 63;
    k6 += d;
    k9 -= d;
    d = k1 - k0;
    d &= d >> 63;
    k0 += d;
    k1 -= d;
    d = k6 - k3;
    d &= d >> 63;
    k3 += d;
    k6 -= d;
    d = k9 - k8;
    d &= d >> 63;
    k8 += d;
    k9 -= d;
    d = k5 - k1;
    d &= d >> 63;
    k1 += d;
    k5 -= d;
    d = k3 - k2;
    d &= d >> 63;
    k2 += d;
    k3 -= d;
    d = k8 - k4;
    d &= d >> 63;
    k4 += d;
    k8 -= d;
    d = k7 - k6;
    d &= d >> 63;
    k6 += d;
    k7 -= d;
    d = k2 - k1;
    d &= d >> 63;
    k1 += d;
    k2 -= d;
    d = k5 - k3;
    d &= d >> 63;
    k3 += d;
    k5 -= d;
    d = k6 - k4;
    d &= d >> 63;
    k4 += d;
    k6 -= d;
    d = k8 - k7;
    d &= d >> 63;
    k7 += d;
    k8 -= d;
    d = k3 - k2;
    d &= d >> 63;
    k2 += d;
    k3 -= d;
    d = k5 - k4;
    d &= d >> 63;
    k4 += d;
    k5 -= d;
    d = k7 - k6;
    d &= d >> 63;
    k6 += d;
    k7 -= d;
    d = k4 - k3;
    d &= d >> 63;
    k3 += d;
    k4 -= d;
    d = k6 - k5;
    d &= d >> 63;
    k5 += d;
    k6 -= d;
    place(k0, 0, keys, values, from, tmpKeys, tmpValues);
    place(k1, 1, keys, values, from, tmpKeys, tmpValues);
    place(k2, 2, keys, values, from, tmpKeys, tmpValues);
    place(k3, 3, keys, values, from, tmpKeys, tmpValues);
    place(k4, 4, keys, values, from, tmpKeys, tmpValues);
    place(k5, 5, keys, values, from, tmpKeys, tmpValues);
    place(k6, 6, keys, values, from, tmpKeys, tmpValues);
    place(k7, 7, keys, values, from, tmpKeys, tmpValues);
    place(k8, 8, keys, values, from, tmpKeys, tmpValues);
    place(k9, 9, keys, values, from, tmpKeys, tmpValues);
    for (int i = 1; i < LENGTH; i++) {
      if (tmpKeys[i - 1] > tmpKeys[i]) {
        return false;
      }
    }
    System.arraycopy(tmpKeys, 0, keys, from, LENGTH);
    System.arraycopy(tmpValues, 0, values, from, LENGTH);
    return true;
  }

  private static void place(long packed, int i, long[] keys, int[] values, int from, long[] tmpKeys,
      int[] tmpValues) {
    int p = from + (int) (packed & POSITION);
    tmpKeys[i] = keys[p];
    tmpValues[i] = values[p];
  }
}
