package dev.fairshare.math;

import static dev.fairshare.math.GlibcPowTables.C2;
import static dev.fairshare.math.GlibcPowTables.C3;
import static dev.fairshare.math.GlibcPowTables.C4;
import static dev.fairshare.math.GlibcPowTables.C5;
import static dev.fairshare.math.GlibcPowTables.EXP_TAB;
import static dev.fairshare.math.GlibcPowTables.INV_LN2_N;
import static dev.fairshare.math.GlibcPowTables.NEG_LN2_HI_N;
import static dev.fairshare.math.GlibcPowTables.NEG_LN2_LO_N;
import static dev.fairshare.math.GlibcPowTables.SHIFT;

/**
 * The exponential step of glibc's {@code pow} ({@code exp_inline} and {@code specialcase} of
 * {@code sysdeps/ieee754/dbl-64/e_pow.c}, FMA build): {@code ±e^(x + xtail)} with {@code x = k·ln2/128 + r},
 * {@code 2^(k/128)} from the table and {@code e^r} from a degree-5 polynomial, with the careful rounding
 * near overflow and in the subnormal range. See {@link GlibcPow}.
 */
final class GlibcExp {
  private GlibcExp() {}

  /** Added to k to set the result's sign bit: {@code 0x800 << 7}. */
  static final int SIGN_BIAS = 0x800 << 7;

  /** {@code top12(0x1p-54)}, {@code top12(512.0)} and {@code top12(1024.0)}. */
  private static final int TOP_TINY = 0x3c9;
  private static final int TOP_BIG = 0x408;
  private static final int TOP_HUGE = 0x409;

  /** {@code e^(x + xtail)}, negated when {@code signBias} is {@link #SIGN_BIAS}; {@code |xtail| < 2^-15|x|}. */
  static double exp(double x, double xtail, int signBias) {
    int abstop = (int) (Double.doubleToRawLongBits(x) >>> 52) & 0x7ff;
    if (Integer.compareUnsigned(abstop - TOP_TINY, TOP_BIG - TOP_TINY) >= 0) {
      if (abstop - TOP_TINY < 0) {
        double one = 1.0 + x; // |x| < 2^-54
        return signBias != 0 ? -one : one;
      }
      if (abstop >= TOP_HUGE) {
        return Double.doubleToRawLongBits(x) < 0 ? underflow(signBias) : overflow(signBias);
      }
      abstop = 0; // large |x|: the result may overflow or be subnormal
    }
    double kd = Math.fma(x, INV_LN2_N, SHIFT);
    long ki = Double.doubleToRawLongBits(kd);
    double tmp = tmp(x, xtail, kd - SHIFT, ki);
    long sbits = sbits(ki, signBias);
    if (abstop == 0) {
      return nearLimits(tmp, sbits, ki);
    }
    double scale = Double.longBitsToDouble(sbits);
    return Math.fma(tmp, scale, scale);
  }

  /**
   * Whether {@link #exp} takes its main path for this x: {@code 2^-54 <= |x| < 512}, where the result is
   * {@code scale·(1 + tmp)} rounded by one fused multiply-add, never near overflow or subnormal.
   */
  static boolean onMainPath(double x) {
    int abstop = (int) (Double.doubleToRawLongBits(x) >>> 52) & 0x7ff;
    return Integer.compareUnsigned(abstop - TOP_TINY, TOP_BIG - TOP_TINY) < 0;
  }

  /**
   * {@link #exp} by its main path alone, with no branch: the same bits where {@link #onMainPath} holds,
   * a meaningless number elsewhere. For a loop that sends its other arguments to {@link #exp} apart, so
   * that the loop's compiled code is the same whatever the JIT's profile of the near-limit paths.
   */
  static double mainPath(double x, double xtail, int signBias) {
    double kd = Math.fma(x, INV_LN2_N, SHIFT);
    long ki = Double.doubleToRawLongBits(kd);
    double scale = Double.longBitsToDouble(sbits(ki, signBias));
    return Math.fma(tmp(x, xtail, kd - SHIFT, ki), scale, scale);
  }

  /**
   * glibc's {@code tmp}: the table's tail of {@code 2^(j/128)} plus {@code e^r − 1} by the polynomial, with
   * {@code r = x + xtail − k·ln2/128}, k the nearest integer to {@code x·128/ln2} (as a double {@code kd}, its
   * bits plus the shift {@code ki}) and {@code j = k mod 128}; the result is {@code scale·(1 + tmp)}.
   */
  private static double tmp(double x, double xtail, double kd, long ki) {
    double r = Math.fma(kd, NEG_LN2_LO_N, Math.fma(kd, NEG_LN2_HI_N, x));
    r = xtail + r;
    double tail = Double.longBitsToDouble(EXP_TAB[2 * ((int) ki & 127)]);
    double r2 = r * r;
    return Math.fma(Math.fma(r, C5, C4), r2 * r2, Math.fma(Math.fma(r, C3, C2), r2, tail + r));
  }

  /** The bits of {@code ±2^(k/128)}: the table's {@code 2^(j/128)} with k's integer part added to the exponent. */
  private static long sbits(long ki, int signBias) {
    return EXP_TAB[2 * ((int) ki & 127) + 1] + ((ki + signBias) << 45);
  }

  /**
   * {@code scale·(1 + tmp)} where the exponent of scale (bits {@code sbits}, its exponent possibly wrapped)
   * may overflow (k > 0) or fall in the subnormal range (k < 0), rounded once.
   */
  private static double nearLimits(double tmp, long sbits, long ki) {
    if ((ki & 0x80000000L) == 0) {
      double scale = Double.longBitsToDouble(sbits - (1009L << 52));
      return 0x1p1009 * Math.fma(tmp, scale, scale);
    }
    sbits += 1022L << 52;
    double scale = Double.longBitsToDouble(sbits);
    double scaledTmp = scale * tmp;
    double y = scale + scaledTmp;
    if (Math.abs(y) < 1.0) {
      // round y to 53 - (subnormal shift) bits first, so that the final scaling rounds only once
      double one = y < 0.0 ? -1.0 : 1.0;
      double lo = scale - y + scaledTmp;
      double hi = one + y;
      lo = one - hi + y + lo;
      y = (hi + lo) - one;
      if (y == 0.0) {
        y = Double.longBitsToDouble(sbits & Long.MIN_VALUE);
      }
    }
    return 0x1p-1022 * y;
  }

  /** glibc's {@code __math_oflow}: ±infinity. */
  static double overflow(int sign) {
    return (sign != 0 ? -0x1p769 : 0x1p769) * 0x1p769;
  }

  /** glibc's {@code __math_uflow}: ±0. */
  static double underflow(int sign) {
    return (sign != 0 ? -0x1p-767 : 0x1p-767) * 0x1p-767;
  }
}
