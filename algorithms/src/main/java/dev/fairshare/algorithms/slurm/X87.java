package dev.fairshare.algorithms.slurm;

/**
 * x87 80-bit extended-precision numbers ({@code long double} on x86-64 Linux): a 64-bit
 * significand with an explicit leading bit, round-to-nearest-even, as Slurm computes Fair Tree's LevelFS
 * (docs/algorithms/slurm.md §6.1, §13 item 9; {@code fair_tree.c}: {@code _calc_assoc_fs}).
 *
 * <p>A magnitude is a pair of primitives, so that arrays of them cost no allocation: the significand
 * {@code mant} (unsigned, bit 63 set) and the exponent {@code exp}, meaning {@code mant · 2^exp}; the sign,
 * where one is needed, is a separate flag (Slurm's values are never negative, but a tree from PBS can have
 * negative shares). Zero has
 * {@code mant == 0}; +infinity has {@code exp == INF_EXP}. An instance is a register that holds the result of
 * the last operation; it is not thread-safe, make one per computation.
 *
 * <p>Only what the Slurm algorithms need is here: conversion from and to {@code double} (exact one way,
 * rounded to nearest-even the other), division and multiplication rounded to nearest-even, and exact
 * comparison; all checked bit for bit against x87 hardware (test resource
 * {@code slurm/levelfs-x87-vectors.txt}). Exponents never leave the x87 range for the values at hand, so
 * there is no overflow or subnormal handling.
 */
public final class X87 {
  /** The exponent that marks +infinity. */
  public static final int INF_EXP = Integer.MAX_VALUE;
  private static final long TOP = Long.MIN_VALUE;

  /** The significand of the last result. */
  public long mant;
  /** The exponent of the last result. */
  public int exp;
  /** Whether the last {@link #set} or {@link #divide(double, double)} result is negative. */
  public boolean neg;
  /** The remainder of the last {@link #divide128}. */
  private long remainder;

  /** Loads a double's magnitude exactly (infinity included) and its sign into {@link #neg}; NaN is refused. */
  public X87 set(double d) {
    if (Double.isNaN(d)) {
      throw new IllegalArgumentException("NaN has no x87 value here");
    }
    neg = d < 0;
    double m = Math.abs(d);
    if (m == 0) {
      mant = 0;
      exp = 0;
    } else if (m == Double.POSITIVE_INFINITY) {
      mant = TOP;
      exp = INF_EXP;
    } else {
      long bits = Double.doubleToRawLongBits(m);
      int field = (int) (bits >>> 52) & 0x7ff;
      long fraction = bits & 0xfffffffffffffL;
      long f = field == 0 ? fraction : fraction | (1L << 52);
      int e = field == 0 ? -1074 : field - 1075;
      int shift = Long.numberOfLeadingZeros(f);
      mant = f << shift;
      exp = e - shift;
    }
    return this;
  }

  /** Whether the last result is zero. */
  public boolean isZero() {
    return mant == 0;
  }

  /**
   * Divides {@code a} by {@code b} (each given as significand and exponent), rounding to nearest-even as
   * {@code fdiv} does at 64-bit precision: x/0 is +inf, 0/x and x/inf are 0, inf/x is inf. 0/0 is refused.
   */
  public X87 divide(long am, int ae, long bm, int be) {
    if (am == 0 && bm == 0) {
      throw new ArithmeticException("0/0");
    }
    if (ae == INF_EXP || bm == 0) {
      mant = TOP;
      exp = INF_EXP;
      return this;
    }
    if (am == 0 || be == INF_EXP) {
      mant = 0;
      exp = 0;
      return this;
    }
    // am and bm have bit 63 set, so am/bm lies in (1/2, 2). Take 64 bits of the quotient, then the
    // guard bit, then whether anything is left (sticky), and round to nearest-even.
    long q;
    boolean guard;
    boolean sticky;
    int e;
    if (Long.compareUnsigned(am, bm) >= 0) {
      // 1.f: the fraction f = (am − bm)·2^64 / bm has 64 bits; its last one is the guard bit.
      long frac = divide128(am - bm, bm);
      q = TOP | (frac >>> 1);
      guard = (frac & 1) != 0;
      sticky = remainder != 0;
      e = ae - be - 63;
    } else {
      // 0.1f: am·2^64 / bm has exactly 64 bits; the guard bit compares twice the remainder with bm.
      q = divide128(am, bm);
      long r = remainder;
      guard = Long.compareUnsigned(r, bm - r) >= 0;
      sticky = guard ? r != bm - r : r != 0;
      e = ae - be - 64;
    }
    return round(q, e, guard, sticky);
  }

  /**
   * Multiplies two magnitudes (each given as significand and exponent), rounding the 128-bit product to
   * nearest-even as {@code fmul} does at 64-bit precision; zero times anything finite is zero.
   */
  public X87 multiply(long am, int ae, long bm, int be) {
    if (ae == INF_EXP || be == INF_EXP) {
      if (am == 0 || bm == 0) {
        throw new ArithmeticException("0 * inf");
      }
      mant = TOP;
      exp = INF_EXP;
      return this;
    }
    if (am == 0 || bm == 0) {
      mant = 0;
      exp = 0;
      return this;
    }
    long lo = am * bm;
    long hi = Math.multiplyHigh(am, bm) + ((am >> 63) & bm) + ((bm >> 63) & am);
    long q;
    boolean guard;
    boolean sticky;
    int e;
    if (hi < 0) {
      q = hi;
      guard = lo < 0;
      sticky = (lo << 1) != 0;
      e = ae + be + 64;
    } else {
      q = (hi << 1) | (lo >>> 63);
      guard = ((lo >>> 62) & 1) != 0;
      sticky = (lo << 2) != 0;
      e = ae + be + 63;
    }
    return round(q, e, guard, sticky);
  }

  /**
   * Sets this value to the 64-bit significand {@code q} (bit 63 set) and exponent {@code e} rounded to
   * nearest-even by the {@code guard} bit (the first one cut off) and the {@code sticky} bit (any bit after
   * it): {@link #divide} and {@link #multiply} end here. A carry out of bit 63 gives the next power of two.
   */
  private X87 round(long q, int e, boolean guard, boolean sticky) {
    long m = q;
    int x = e;
    if (guard && (sticky || (m & 1) != 0)) {
      m++;
      if (m == 0) {
        m = TOP;
        x++;
      }
    }
    mant = m;
    exp = x;
    return this;
  }

  /**
   * {@code floor(u·2^64 / v)} for unsigned {@code u < v} with bit 63 of {@code v} set, leaving the remainder
   * in {@link #remainder}: two 64-by-32-bit steps of long division with at most two corrections each
   * (Knuth's algorithm D as in Hacker's Delight {@code divlu}, with the low dividend word 0).
   */
  private long divide128(long u, long v) {
    final long b = 1L << 32;
    long vn1 = v >>> 32;
    long vn0 = v & 0xffffffffL;
    long q1 = Long.divideUnsigned(u, vn1);
    long rhat = u - q1 * vn1;
    while (Long.compareUnsigned(q1, b) >= 0 || Long.compareUnsigned(q1 * vn0, rhat << 32) > 0) {
      q1--;
      rhat += vn1;
      if (Long.compareUnsigned(rhat, b) >= 0) {
        break;
      }
    }
    long u21 = (u << 32) - q1 * v;
    long q0 = Long.divideUnsigned(u21, vn1);
    rhat = u21 - q0 * vn1;
    while (Long.compareUnsigned(q0, b) >= 0 || Long.compareUnsigned(q0 * vn0, rhat << 32) > 0) {
      q0--;
      rhat += vn1;
      if (Long.compareUnsigned(rhat, b) >= 0) {
        break;
      }
    }
    remainder = (u21 << 32) - q0 * v;
    return (q1 << 32) | q0;
  }

  /** Divides two doubles in extended precision; the sign goes to {@link #neg}. */
  public X87 divide(double a, double b) {
    long am = set(a).mant;
    int ae = exp;
    boolean negative = neg ^ set(b).neg;
    divide(am, ae, mant, exp);
    neg = negative && mant != 0;
    return this;
  }

  /** Compares two non-negative values exactly: negative, zero or positive as a is below, equal or above b. */
  public static int compare(long am, int ae, long bm, int be) {
    if (am == 0 || bm == 0) {
      return (am == 0 ? 0 : 1) - (bm == 0 ? 0 : 1);
    }
    if (ae != be) {
      return ae < be ? -1 : 1;
    }
    return Long.compareUnsigned(am, bm);
  }

  /**
   * Compares two values that carry a sign beside their magnitude (only Fair Tree's S can be negative, from
   * negative shares that Slurm itself cannot hold); zero equals zero whatever its sign.
   */
  public static int compare(long am, int ae, boolean aNegative, long bm, int be, boolean bNegative) {
    int sa = am == 0 ? 0 : aNegative ? -1 : 1;
    int sb = bm == 0 ? 0 : bNegative ? -1 : 1;
    if (sa != sb || sa == 0) {
      return Integer.compare(sa, sb);
    }
    int c = compare(am, ae, bm, be);
    return sa < 0 ? -c : c;
  }

  /** A value rounded to the nearest double (ties to even), as a {@code (double)} cast of a long double. */
  public static double toDouble(long m, int e) {
    if (m == 0) {
      return 0;
    }
    if (e == INF_EXP) {
      return Double.POSITIVE_INFINITY;
    }
    long top = m >>> 11;
    long rest = m & 0x7ff;
    if (rest > 0x400 || (rest == 0x400 && (top & 1) != 0)) {
      top++;
      if (top == 1L << 53) {
        top >>>= 1;
        e++;
      }
    }
    return Math.scalb((double) top, e + 11);
  }
}
