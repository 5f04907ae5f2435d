package dev.fairshare.algorithms.slurm;

/**
 * Non-negative x87 80-bit extended-precision numbers ({@code long double} on x86-64 Linux): a 64-bit
 * significand with an explicit leading bit, round-to-nearest-even, as Slurm computes Fair Tree's LevelFS
 * (specs/slurm.md §6.1, §13 item 9; {@code fair_tree.c}: {@code _calc_assoc_fs}).
 *
 * <p>A value is a pair of primitives, so that arrays of them cost no allocation: the significand
 * {@code mant} (unsigned, bit 63 set) and the exponent {@code exp}, meaning {@code mant · 2^exp}. Zero has
 * {@code mant == 0}; +infinity has {@code exp == INF_EXP}. An instance is a register that holds the result of
 * the last operation; it is not thread-safe, make one per computation.
 *
 * <p>Only what Fair Tree needs is here: conversion from and to {@code double} (exact one way, rounded to
 * nearest-even the other), division rounded to nearest-even, and exact comparison. Exponents never leave
 * the x87 range for quotients of doubles, so there is no overflow or subnormal handling.
 */
public final class X87 {
  /** The exponent that marks +infinity. */
  public static final int INF_EXP = Integer.MAX_VALUE;
  private static final long TOP = Long.MIN_VALUE;

  /** The significand of the last result. */
  public long mant;
  /** The exponent of the last result. */
  public int exp;

  /** Loads a non-negative double (or +infinity) exactly. */
  public X87 set(double d) {
    if (d == 0) {
      mant = 0;
      exp = 0;
    } else if (d == Double.POSITIVE_INFINITY) {
      mant = TOP;
      exp = INF_EXP;
    } else {
      if (!(d > 0)) {
        throw new IllegalArgumentException("not a non-negative number: " + d);
      }
      long bits = Double.doubleToRawLongBits(d);
      int field = (int) (bits >>> 52) & 0x7ff;
      long fraction = bits & 0xfffffffffffffL;
      long m = field == 0 ? fraction : fraction | (1L << 52);
      int e = field == 0 ? -1074 : field - 1075;
      int shift = Long.numberOfLeadingZeros(m);
      mant = m << shift;
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
    long q;
    long r;
    int steps;
    int adjust;
    if (Long.compareUnsigned(am, bm) >= 0) {
      q = 1;
      r = am - bm;
      steps = 63;
      adjust = -63;
    } else {
      q = 0;
      r = am;
      steps = 64;
      adjust = -64;
    }
    for (int k = 0; k < steps; k++) {
      boolean carry = r < 0;
      r <<= 1;
      if (carry || Long.compareUnsigned(r, bm) >= 0) {
        r -= bm;
        q = (q << 1) | 1;
      } else {
        q <<= 1;
      }
    }
    boolean carry = r < 0;
    r <<= 1;
    boolean guard = carry || Long.compareUnsigned(r, bm) >= 0;
    if (guard) {
      r -= bm;
    }
    int e = ae - be + adjust;
    if (guard && (r != 0 || (q & 1) != 0)) {
      q++;
      if (q == 0) {
        q = TOP;
        e++;
      }
    }
    mant = q;
    exp = e;
    return this;
  }

  /** Divides two non-negative doubles in extended precision. */
  public X87 divide(double a, double b) {
    long am = set(a).mant;
    int ae = exp;
    set(b);
    return divide(am, ae, mant, exp);
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
