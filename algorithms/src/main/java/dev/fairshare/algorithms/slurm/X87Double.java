package dev.fairshare.algorithms.slurm;

/**
 * The double that an x87 {@code long double} quotient rounds to when stored into a C {@code double} (64
 * significant bits, then 53: docs/algorithms/slurm.md §11, §13 item 9), computed with hardware doubles when the
 * hardware quotient is provably that double, for loops that keep only the double ({@code slurm.ticket}'s
 * U and F); NaN when it cannot tell, and the caller then takes {@link X87Pair} (or {@link X87}).
 *
 * <p>Each method forms a double h and the rest l of the real quotient x = h + l<sub>real</sub> to within
 * a known part of ulp(h) (error-free transformations, bounds at each method), and accepts h when h lies in
 * {@link X87Pair#inRange} and adding {@code l·K} to h rounds back to h, with K = 1 + 2<sup>-9</sup> for the
 * estimates within 2<sup>-44</sup>·ulp(h) ({@link #certain}) and 1 + 2<sup>-8</sup> for those within
 * 2<sup>-11</sup>·ulp(h) ({@link #certainRounded}). That one addition and comparison is the whole test:
 * {@code h + d} rounds to h exactly when |d| is at most half the gap g from h to the next double on d's
 * side (ulp(h), or ulp(h)/2 below a power of two), so an accepted h has |l| ≤ g/(2K)·(1 + 2<sup>-52</sup>)
 * &lt; g/2 − 2<sup>-10</sup>·g + 2<sup>-18</sup>·g (g/2 − 2<sup>-9</sup>·g + 2<sup>-17</sup>·g for the
 * larger K), whatever the binade. Then x lies within g/2 − 2<sup>-11</sup>·g of h on that side (the
 * estimate's error is below 2<sup>-43</sup>·g, or 2<sup>-10</sup>·g + 2<sup>-43</sup>·g for
 * {@link #certainRounded}), in the binade whose 53-bit spacing
 * there is g, where 64-bit rounding moves it by at most 2<sup>-12</sup>·g (half a 64-bit ulp): the
 * 64-bit value is still nearer to h than g/2, and rounding it to 53 bits gives h. Were x on the other
 * side of h than l, it would lie within the estimate's error of h, far inside the same bound. That is the
 * double {@code X87Pair} would give as {@code hi}; the test refuses about 2<sup>-9</sup> of random
 * quotients ({@link #certain}; those near a 53-bit midpoint, where double rounding may differ). Pinned
 * against {@link X87Pair} and {@link X87} by {@code X87DoubleTest}.
 */
final class X87Double {
  private static final long EXPONENT = 0x7ff0000000000000L;
  private static final long FRACTION = 0xfffffffffffffL;
  /** 1/2 − 2<sup>-12</sup>: how far from h, in gaps, a quotient rounds to a midpoint in 64 bits. */
  private static final double TO_MIDPOINT = 0.5 - 0x1p-12;
  /** The factor of the rest in {@link #certain}'s test: |l| up to half the gap less 2^-10 of it. */
  private static final double CLOSE = 1 + 0x1p-9;
  /** The factor of the rest in {@link #certainRounded}'s test: |l| up to half the gap less 2^-9 of it. */
  private static final double ROUNDED = 1 + 0x1p-8;

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
   * s/m: all told within the 2<sup>-11</sup> + 2<sup>-44</sup> ulps that {@link #certainRounded} allows.
   */
  static double quotientByRounded(double s, double mh, double ml, double inverse) {
    double h = s * inverse;
    return certainRounded(h, (Math.fma(-h, mh, s) - h * ml) * inverse);
  }

  /**
   * {@code (double) ((long double) a / b)} exactly, whatever the quotient's place between two doubles;
   * NaN when a, b or the quotient lies outside {@link X87Pair#inRange}. It divides (slower than
   * {@link #quotient}), so it serves the quotients that {@link #quotient} refuses.
   *
   * <p>h = a/b is the nearest double to x = a/b (hardware division rounds correctly), and its remainder
   * r = a − h·b is a double, exactly {@code fma(-h, b, a)} (a, b and h in range: r is a multiple of
   * 2<sup>-905</sup> at least). x − h = r/b, so x lies on r's side of h, within g/2 of it, g the gap to
   * the next double on that side (ulp(h), or ulp(h)/2 below a power of two). The midpoint M = h ± g/2
   * is a 64-bit number with an even last bit (g/2 is 2<sup>10</sup> 64-bit ulps of x's binade), so x
   * rounds to M in 64 bits exactly when |x − M| ≤ 2<sup>-12</sup>·g (a tie goes to M), that is when
   * |r| ≥ (1/2 − 2<sup>-12</sup>)·g·b, decided by the sign of one {@code fma} ((1/2 − 2<sup>-12</sup>)·g
   * is a double: 2047 times a power of two; the fma rounds once, which keeps the sign). Then rounding M to
   * 53 bits ties to the even one of h and its neighbour h ± g; otherwise the 64-bit value lies within g/2
   * of h on the same side, and rounds to h. (x is never M itself: a midpoint has 54 significant bits,
   * and a = M·b would need more than a's 53.)
   */
  static double quotientExactly(double a, double b) {
    if (!(X87Pair.inRange(a) && X87Pair.inRange(b))) {
      return Double.NaN;
    }
    double h = a / b;
    if (!X87Pair.inRange(h)) {
      return Double.NaN;
    }
    double r = Math.fma(-h, b, a);
    long bits = Double.doubleToRawLongBits(h);
    double g = Double.longBitsToDouble((bits & EXPONENT) - (52L << 52));
    if (r < 0 && (bits & FRACTION) == 0) {
      g *= 0.5;
    }
    if (Math.fma(-TO_MIDPOINT * g, b, Math.abs(r)) < 0) {
      return h;
    }
    return (bits & 1) == 0 ? h : r < 0 ? h - g : h + g;
  }

  /**
   * h after renormalizing {@code h0 + l0} (|l0| ≤ 3 ulp(h0)) when a real value x within
   * 2<sup>-44</sup>·ulp(h) of {@code h0 + l0} rounds to h when rounded to 64 bits and then to 53 (double
   * rounding, as x87 then a {@code double} store); NaN when not sure.
   *
   * <p>Accepted: h in range and {@code h + l·(1 + 2^-9)} rounding to h, l the exact rest (the class
   * comment gives the bound): then x is within g/2 − 2<sup>-11</sup>·g of h, g the gap on its side.
   */
  static double certain(double h0, double l0) {
    // Fast2Sum (|h0| ≥ |l0|): h is h0 + l0 rounded to the nearest double, l the exact rest.
    double h = h0 + l0;
    double l = (h0 - h) + l0;
    return X87Pair.inRange(h) && h + l * CLOSE == h ? h : Double.NaN;
  }

  /**
   * {@link #certain} for an x within (2<sup>-11</sup> + 2<sup>-44</sup>)·ulp(h) of {@code h0 + l0} (a
   * quotient by a value that x87 rounds to 64 bits after the estimate): accepted when
   * {@code h + l·(1 + 2^-8)} rounds to h. With g the gap on x's side (at least ulp(h)/2), the estimate's
   * error is at most 2<sup>-10</sup>·g + 2<sup>-43</sup>·g, the 64-bit rounding 2<sup>-12</sup>·g, and
   * |l| at most g/2 − 2<sup>-9</sup>·g + 2<sup>-17</sup>·g: x's 64-bit value is within g/2 of h less
   * more than 2<sup>-11</sup>·g.
   */
  static double certainRounded(double h0, double l0) {
    double h = h0 + l0;
    double l = (h0 - h) + l0;
    return X87Pair.inRange(h) && h + l * ROUNDED == h ? h : Double.NaN;
  }
}
