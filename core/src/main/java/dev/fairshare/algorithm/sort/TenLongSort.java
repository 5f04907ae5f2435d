package dev.fairshare.algorithm.sort;

/**
 * A sort of exactly ten {@code long} keys in place by a fixed sorting network of 29 branch-free
 * compare-exchanges held in locals: no branch to mispredict and a third of the comparisons of counting
 * places, for ten-way child lists sorted once per group in a recompute (LSF's {@code TenKeySort}, Fair
 * Tree's {@code ShortLevelFsSort}).
 *
 * <p>A compare-exchange is a subtraction and its sign, so the keys must lie in [-2<sup>62</sup>,
 * 2<sup>62</sup>) (a halved key does), where no difference overflows. Not stable: equal keys are
 * indistinguishable, so callers that need stability make their keys distinct (a position in the low bits).
 * Checked on all 1024 zero-one inputs and against {@link java.util.Arrays#sort(long[])} by
 * {@code TenLongSortTest}.
 */
public final class TenLongSort {
  /** The one length this sort handles. */
  public static final int LENGTH = 10;
  /** The smallest key allowed. */
  public static final long MIN = -(1L << 62);
  /** The largest key allowed. */
  public static final long MAX = (1L << 62) - 1;

  private TenLongSort() {}

  /** Sorts {@code keys[0..10)} ascending; every key in [{@link #MIN}, {@link #MAX}]. */
  public static void sort(long[] keys) {
    long k0 = keys[0];
    long k1 = keys[1];
    long k2 = keys[2];
    long k3 = keys[3];
    long k4 = keys[4];
    long k5 = keys[5];
    long k6 = keys[6];
    long k7 = keys[7];
    long k8 = keys[8];
    long k9 = keys[9];
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
    keys[0] = k0;
    keys[1] = k1;
    keys[2] = k2;
    keys[3] = k3;
    keys[4] = k4;
    keys[5] = k5;
    keys[6] = k6;
    keys[7] = k7;
    keys[8] = k8;
    keys[9] = k9;
  }
}
