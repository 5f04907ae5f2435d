package dev.fairshare.algorithms.slurm;

/**
 * The double that an x87 {@code long double} quotient rounds to when stored into a C {@code double} (64
 * significant bits, then 53: docs/algorithms/slurm.md §11, §13 item 9), computed with hardware doubles when the
 * hardware quotient is provably that double, for loops that keep only the double ({@code slurm.ticket}'s
 * U and F); NaN when it cannot tell, and the caller then takes {@link X87Pair} (or {@link X87}).
 *
 * <p>Each method forms a double h and the rest l of the real quotient x = h + l<sub>real</sub> to within
 * 2<sup>-46</sup>·ulp(h) (error-free transformations, bounds at each method), and accepts h when h is not
 * a power of two, lies in {@link X87Pair#inRange}, and {@code |l| < (1/2 - 2^-10)·ulp(h)}. Then
 * {@code |x - h| < (1/2 - 2^-11)·ulp(h)}: x lies inside h's binade, where 64-bit rounding moves it by at
 * most 2<sup>-12</sup>·ulp(h) (half a 64-bit ulp), so the 64-bit value is still nearer to h than half an
 * ulp(h), and rounding it to 53 bits gives h. That is the double {@code X87Pair} would give as
 * {@code hi}; the test refuses about 2·2<sup>-10</sup> of random quotients (those near a 53-bit midpoint
 * or a power of two), where double rounding may differ. Pinned against {@link X87Pair} and {@link X87} by
 * {@code X87DoubleTest}.
 */
final class X87Double {
  private static final long FRACTION = 0xfffffffffffffL;
  private static final long EXPONENT = 0x7ff0000000000000L;
  /** How far from h, in ulps of h, the rest may reach: half an ulp less 2^-10. */
  private static final double BOUND = 0.5 - 0x1p-10;

  private X87Double() {}

  /**
   * {@code (double) ((long double) a / b)}, given {@code inverse = 1 / b}; NaN when not sure. a and b
   * must lie in {@link X87Pair#inRange}.
   *
   * <p>{@code q = a·inverse} is within 2 ulp(q) of a/b; its remainder {@code fma(-q, b, a)} rounds once
   * and multiplying it by the rounded inverse twice more: l is within 3·2<sup>-53</sup>·2 ulp(q)
   * &lt; 2<sup>-50</sup>·ulp(q) of the real rest (2<sup>-49</sup> ulp of a renormalized h a binade lower).
   */
  static double quotient(double a, double b, double inverse) {
    double q = a * inverse;
    return certain(q, Math.fma(-q, b, a) * inverse);
  }

  /**
   * {@code (double) ((long double) s / m)} where {@code (mh, ml)} is an {@link X87Pair} result (the x87
   * value m exactly: mh nearest, ml the rest); NaN when not sure. s and mh must lie in
   * {@link X87Pair#inRange}.
   */
  static double quotientByPair(double s, double mh, double ml) {
    return quotientByPair(s, mh, ml, 1 / mh);
  }

  /**
   * {@link #quotientByPair(double, double, double)} given an inverse of m within 2<sup>-51</sup> relative
   * (the rounded {@code 1 / mh}, or one formed without m, so that it need not wait for m).
   *
   * <p>{@code h = s·inverse} is within 5·2<sup>-53</sup> relative (2.5 ulp(h)) of s/m; the rest
   * {@code s - h·m} is {@code fma(-h, mh, s) - h·ml}: the fma and the subtraction round by
   * 2<sup>-53</sup> relative each of a value of at most 3 ulp(h)·m, and the error of the product
   * {@code h·ml} (at most 2<sup>-53</sup>·h·ulp(mh)/2 &lt; 2<sup>-100</sup>·ulp(h)·m) is left out; times the
   * inverse (2<sup>-51</sup>) and rounded (2<sup>-53</sup>): l is within 2<sup>-48</sup>·ulp(h) of the
   * real rest.
   */
  static double quotientByPair(double s, double mh, double ml, double inverse) {
    double h = s * inverse;
    return certain(h, (Math.fma(-h, mh, s) - h * ml) * inverse);
  }

  /**
   * {@code (double) ((long double) s / m64)} where m64 is a real m rounded to 64 bits (an x87 quotient),
   * given m as {@code mh + ml} to within 2<sup>-48</sup>·ulp(mh) (m's estimate before its 64-bit rounding,
   * for instance {@code h = a·inverse} and {@code (fma(-h, b, a) + rest)·inverse} for m = (a + rest)/b) and
   * an inverse of m within 2<sup>-51</sup> relative; NaN when not sure. s and mh must lie in
   * {@link X87Pair#inRange}. The caller need not round m to 64 bits first.
   *
   * <p>m64 = m·(1 + δ) with |δ| ≤ 2<sup>-64</sup>, so s/m64 differs from s/m by at most 2<sup>-64</sup>
   * relative, less than 2<sup>-11</sup>·ulp(h); the rest is computed as in
   * {@link #quotientByPair(double, double, double, double)}, within 2<sup>-47</sup>·ulp(h) of the rest of
   * s/m: all told within the 2<sup>-11</sup> + 2<sup>-44</sup> ulps that {@link #certain} allows.
   */
  static double quotientByRounded(double s, double mh, double ml, double inverse) {
    return quotientByPair(s, mh, ml, inverse);
  }

  /**
   * h after renormalizing {@code h0 + l0} (|l0| ≤ 3 ulp(h0)) when a real value x within
   * (2<sup>-11</sup> + 2<sup>-44</sup>)·ulp(h) of {@code h0 + l0} rounds to h when rounded to 64 bits and
   * then to 53 (double rounding, as x87 then a {@code double} store); NaN when not sure.
   *
   * <p>Accepted: h not a power of two, in range, and the exact rest l below (1/2 - 2<sup>-10</sup>)·ulp(h).
   * Then |x - h| &lt; (1/2 - 2<sup>-11</sup> + 2<sup>-44</sup>)·ulp(h), so x lies in h's binade, where
   * the 64-bit rounding moves it by at most 2<sup>-12</sup>·ulp(h): the 64-bit value is within
   * (1/2 - 2<sup>-12</sup> + 2<sup>-44</sup>)·ulp(h) &lt; ulp(h)/2 of h and rounds to h.
   */
  static double certain(double h0, double l0) {
    // Fast2Sum (|h0| ≥ |l0|): h is h0 + l0 rounded to the nearest double, l the exact rest.
    double h = h0 + l0;
    double l = (h0 - h) + l0;
    long bits = Double.doubleToRawLongBits(h);
    // ulp(h) = 2^(E - 52) from h's exponent field (a normal double: h is in range).
    double ulp = Double.longBitsToDouble((bits & EXPONENT) - (52L << 52));
    return (bits & FRACTION) != 0 && X87Pair.inRange(h) && Math.abs(l) < ulp * BOUND ? h : Double.NaN;
  }
}
