package dev.fairshare.math;

import static dev.fairshare.math.GlibcPowTables.A0;
import static dev.fairshare.math.GlibcPowTables.A1;
import static dev.fairshare.math.GlibcPowTables.A2;
import static dev.fairshare.math.GlibcPowTables.A3;
import static dev.fairshare.math.GlibcPowTables.A4;
import static dev.fairshare.math.GlibcPowTables.A5;
import static dev.fairshare.math.GlibcPowTables.A6;
import static dev.fairshare.math.GlibcPowTables.INVC;
import static dev.fairshare.math.GlibcPowTables.LN2_HI;
import static dev.fairshare.math.GlibcPowTables.LN2_LO;
import static dev.fairshare.math.GlibcPowTables.LOGC;
import static dev.fairshare.math.GlibcPowTables.LOGCTAIL;

/**
 * The C library's {@code pow} as Slurm and PBS get it on x86-64 Linux: glibc's double {@code pow} (the
 * table-based algorithm of {@code sysdeps/ieee754/dbl-64/e_pow.c}) in the variant its loader picks on a
 * processor with FMA and AVX2 ({@code __ieee754_pow_fma}, built with {@code -mfma -mavx2}), bit for bit,
 * special cases included. {@link Math#pow} gives another correctly-rounded-most-of-the-time result and
 * differs from it in the last bit for some arguments; the schedulers' factors are glibc's (docs/glibc-pow.md,
 * with the vectors that prove the equality).
 *
 * <p>Every product-and-sum that GCC fused into one FMA instruction in that build is a {@link Math#fma} here
 * and every other operation is a separately rounded double operation, in the order of the machine code.
 * {@link Math#fma} is exact on every JVM and an intrinsic where the processor has FMA; without it the JVM
 * computes it in software (same bits, much slower). NaN results are NaN, not necessarily with glibc's
 * payload.
 */
public final class GlibcPow {
  private GlibcPow() {}

  private static final long ONE = 0x3ff0000000000000L;
  private static final long INF = 0x7ff0000000000000L;
  private static final long OFF = 0x3fe6955500000000L;

  /**
   * {@code log(2)} as the logarithm step of {@link #pow} computes it for x = 2, high part and tail
   * (GlibcPowTest holds {@link #pow2} equal to {@code pow(2.0, y)}).
   */
  private static final double LOG2_HI = 0x1.62e42fefa39efp-1;
  private static final double LOG2_TAIL = 0x1.abc9e3b398p-56;

  /**
   * Below this y, {@code pow(2.0, y)} is +0: {@code 2^y} is under half the smallest subnormal double, and
   * glibc rounds it to +0 ({@code pow(2.0, -1075.0)}, the exact half, is +0 too). Held against glibc's own
   * results by {@code GlibcPowVectorsTest} (every float32 below it gives +0 from glibc; docs/glibc-pow.md).
   */
  public static final double POW2_ZERO_BELOW = -1075.0;

  /**
   * {@code x^y} as glibc's {@code pow(x, y)} returns it. The common case (x a positive normal number,
   * {@code 2^-65 <= |y| < 2^63}) is short enough for the JIT to inline into a caller's loop; the special cases
   * are in a method of their own, which ends in the same steps.
   */
  public static double pow(double x, double y) {
    long ix = Double.doubleToRawLongBits(x);
    long iy = Double.doubleToRawLongBits(y);
    int topx = (int) (ix >>> 52);
    int topy = (int) (iy >>> 52);
    if (Integer.compareUnsigned(topx - 0x001, 0x7ff - 0x001) >= 0
        || Integer.compareUnsigned((topy & 0x7ff) - 0x3be, 0x43e - 0x3be) >= 0) {
      // x < 0x1p-1022 or negative or inf or nan; or |y| < 0x1p-65 or |y| >= 0x1p63 or nan
      return special(x, y, ix, iy, topx, topy);
    }
    return logThenExp(ix, y, 0);
  }

  /** {@link #pow} where x is not a positive normal number or |y| is below 2^-65, at least 2^63, or NaN. */
  private static double special(double x, double y, long ix, long iy, int topx, int topy) {
    int signBias = 0;
    if (zeroInfNan(iy)) {
      return zeroInfNanY(x, y, ix, iy);
    }
    if (zeroInfNan(ix)) {
      double x2 = x * x;
      boolean negative = ix < 0 && checkInt(iy) == 1;
      if (negative) {
        x2 = -x2;
      }
      if (2 * ix == 0 && iy < 0) {
        return (negative ? -1.0 : 1.0) / 0.0;
      }
      return iy < 0 ? 1 / x2 : x2;
    }
    // x and y are non-zero and finite
    if (ix < 0) {
      int yint = checkInt(iy);
      if (yint == 0) {
        return (x - x) / (x - x);
      }
      if (yint == 1) {
        signBias = GlibcExp.SIGN_BIAS;
      }
      ix &= Long.MAX_VALUE;
      topx &= 0x7ff;
    }
    if (Integer.compareUnsigned((topy & 0x7ff) - 0x3be, 0x43e - 0x3be) >= 0) {
      // y is even here
      if (ix == ONE) {
        return 1.0;
      }
      if ((topy & 0x7ff) < 0x3be) {
        return ix > ONE ? 1.0 + y : 1.0 - y;
      }
      return (ix > ONE) == (topy < 0x800) ? GlibcExp.overflow(0) : GlibcExp.underflow(0);
    }
    if (topx == 0) {
      // subnormal x: normalized, its exponent negative
      ix = Double.doubleToRawLongBits(x * 0x1p52) & Long.MAX_VALUE;
      ix -= 52L << 52;
    }
    return logThenExp(ix, y, signBias);
  }

  /** {@code ±e^(y·log x)} for x of bits {@code ix} (positive, normalized), as the common case computes it. */
  private static double logThenExp(long ix, double y, int signBias) {
    // log(x) = hi + lo, as log_inline computes it
    long tmp = ix - OFF;
    int i = (int) (tmp >>> 45) & 127;
    int k = (int) (tmp >> 52);
    double z = Double.longBitsToDouble(ix - (tmp & (0xfffL << 52)));
    double kd = k;
    double r = Math.fma(z, INVC[i], -1.0);
    double t1 = Math.fma(kd, LN2_HI, LOGC[i]);
    double t2 = t1 + r;
    double lo1 = Math.fma(kd, LN2_LO, LOGCTAIL[i]);
    double lo2 = t1 - t2 + r;
    double ar = A0 * r;
    double ar2 = r * ar;
    double ar3 = r * ar2;
    double hi = t2 + ar2;
    double lo3 = Math.fma(ar, r, -ar2);
    double lo4 = t2 - hi + ar2;
    double q = Math.fma(ar2, Math.fma(r, A6, A5), Math.fma(r, A4, A3));
    double poly = Math.fma(ar2, q, Math.fma(r, A2, A1));
    double lo = Math.fma(ar3, poly, lo1 + lo2 + lo3 + lo4);
    double logHi = hi + lo;
    double logTail = hi - logHi + lo;
    // y·log(x) = ehi + elo
    double ehi = y * logHi;
    double elo = Math.fma(y, logTail, Math.fma(logHi, y, -ehi));
    return GlibcExp.exp(ehi, elo, signBias);
  }

  /**
   * {@code 2^y} as glibc's {@code pow(2.0, y)} returns it (the same bits as {@code pow(2.0, y)}, which is
   * not glibc's {@code exp2}): the logarithm of 2 is a constant, so only the exponential is computed.
   */
  public static double pow2(double y) {
    long iy = Double.doubleToRawLongBits(y);
    int topy = (int) (iy >>> 52) & 0x7ff;
    if (Integer.compareUnsigned(topy - 0x3be, 0x43e - 0x3be) >= 0) {
      // |y| < 0x1p-65, ±0 included: what pow(2.0, y) returns there, without the call (a factor of a zero
      // effective usage is 2^-0); |y| >= 0x1p63, inf or NaN: pow itself
      return topy < 0x3be ? 1.0 + y : pow(2.0, y);
    }
    double ehi = y * LOG2_HI;
    double elo = Math.fma(y, LOG2_TAIL, Math.fma(LOG2_HI, y, -ehi));
    return GlibcExp.exp(ehi, elo, 0);
  }

  /**
   * Whether {@link #pow2} takes glibc's main path for this y: {@code 2^-54 <= |y·ln2| < 512}, the result
   * neither near 1 within 2^-54, nor near overflow, nor below about 2^-738. {@link #pow2MainPath} gives its bits.
   */
  public static boolean pow2OnMainPath(double y) {
    return GlibcExp.onMainPath(y * LOG2_HI);
  }

  /**
   * {@link #pow2} by glibc's main path alone, without a branch: the same bits wherever
   * {@link #pow2OnMainPath} holds, a meaningless number elsewhere. For a loop over many arguments that
   * sends the others to {@link #pow2} apart, so that its compiled code does not depend on how often the
   * JIT saw the near-limit paths (docs/performance.md, "How the fast paths work").
   */
  public static double pow2MainPath(double y) {
    double ehi = y * LOG2_HI;
    double elo = Math.fma(y, LOG2_TAIL, Math.fma(LOG2_HI, y, -ehi));
    return GlibcExp.mainPath(ehi, elo, 0);
  }

  /** glibc's special cases when y is ±0, ±inf or NaN. */
  private static double zeroInfNanY(double x, double y, long ix, long iy) {
    if (2 * iy == 0) {
      return isSignaling(ix) ? x + y : 1.0;
    }
    if (ix == ONE) {
      return isSignaling(iy) ? x + y : 1.0;
    }
    if (Long.compareUnsigned(2 * ix, 2 * INF) > 0 || Long.compareUnsigned(2 * iy, 2 * INF) > 0) {
      return x + y;
    }
    if (2 * ix == 2 * ONE) {
      return 1.0;
    }
    if ((Long.compareUnsigned(2 * ix, 2 * ONE) < 0) == (iy >= 0)) {
      return 0.0; // |x| < 1 and y == inf, or |x| > 1 and y == -inf
    }
    return y * y;
  }

  /** 0 if y is not an integer, 1 if odd, 2 if even; {@code iy} the bits of a non-zero finite y. */
  private static int checkInt(long iy) {
    int e = (int) (iy >>> 52) & 0x7ff;
    if (e < 0x3ff) {
      return 0;
    }
    if (e > 0x3ff + 52) {
      return 2;
    }
    if ((iy & ((1L << (0x3ff + 52 - e)) - 1)) != 0) {
      return 0;
    }
    if ((iy & (1L << (0x3ff + 52 - e))) != 0) {
      return 1;
    }
    return 2;
  }

  /** Whether the bits are those of 0, an infinity or a NaN. */
  private static boolean zeroInfNan(long i) {
    return Long.compareUnsigned(2 * i - 1, 2 * INF - 1) >= 0;
  }

  /** Whether the bits are those of a signaling NaN. */
  private static boolean isSignaling(long i) {
    return Long.compareUnsigned(2 * (i ^ 0x0008000000000000L), 2 * 0x7ff8000000000000L) > 0;
  }
}
