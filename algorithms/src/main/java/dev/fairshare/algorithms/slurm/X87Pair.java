package dev.fairshare.algorithms.slurm;

/**
 * x87 {@code long double} results computed with hardware {@code double} arithmetic, as the exact sum of
 * two doubles, for the Slurm algorithms' hot loops (docs/algorithms/slurm.md §6.1, §11, §13 item 9; the same
 * operations as {@link X87}, which stays the exact reference and the fallback).
 *
 * <p>A result is the pair {@code (hi, lo)} with {@code hi} the value rounded to the nearest double (ties
 * to even, as {@link X87#toDouble} and a C {@code (double)} cast round) and {@code lo} the exact rest, so
 * {@code hi + lo} is the 64-bit-significand value exactly. Such pairs compare exactly by {@code hi}, then
 * {@code lo} ({@link #compare}), because rounding is monotone.
 *
 * <p>Each operation first computes the real result as {@code h + l} with an error of at most
 * 2<sup>-45</sup>·ulp(h) (error-free transformations: the remainder of a correctly rounded quotient and
 * the error of a product are exact with {@link Math#fma}; the bounds are worked out at each operation). It
 * then rounds that to 64 significant bits: {@code k = l / 2^(E-63)} (E the exponent of the 64-bit
 * result's binade) is the part below the 53-bit {@code h} in units of the 64-bit ulp, and the correctly
 * rounded integer {@code n = rint(k)} is the right one as long as {@code k} is farther than its error
 * from a half-integer (at most 2<sup>-32</sup>: 2<sup>-45</sup>·ulp(h), doubled if renormalizing moves h
 * a binade, in units of 2<sup>-12</sup>·ulp(h)). The operation refuses (returns false) when
 * {@code k} lies within {@link #MARGIN} = 2<sup>-20</sup> of a half-integer, so every result it accepts is
 * the x87 one bit for bit; a refusal (a near-tie, about 2 in 10<sup>6</sup> of random quotients, or an
 * exact tie) sends the caller to {@link X87}. It also refuses operands and results outside
 * [2<sup>-800</sup>, 2<sup>800</sup>] (so no intermediate underflows or overflows, every rest and
 * product error is a double, and every ulp is a normal double), zero, negative, infinite and NaN
 * operands: the callers treat those cases themselves.
 *
 * <p>An instance is a register holding the last result in {@link #hi} and {@link #lo}; it is not
 * thread-safe, make one per computation. Pinned bit for bit against {@link X87} and exact rational
 * arithmetic on random and constructed near-tie operands by {@code X87PairTest}.
 */
public final class X87Pair {
  /** How close to a rounding boundary, in 64-bit ulps, a result is refused (far above the error bound). */
  static final double MARGIN = 0x1p-20;
  private static final double MIN = 0x1p-800;
  private static final double MAX = 0x1p800;
  private static final long FRACTION = 0xfffffffffffffL;
  private static final long EXPONENT = 0x7ff0000000000000L;

  /** The last result rounded to the nearest double. */
  public double hi;
  /** The exact rest of the last result: {@code hi + lo} is its x87 value. */
  public double lo;

  /** Whether a double is in the range the fast operations accept (positive, not tiny, not huge). */
  public static boolean inRange(double d) {
    return d >= MIN && d <= MAX;
  }

  /**
   * {@code a / b} rounded to 64 bits, as {@code (long double) a / b}; false when refused.
   *
   * <p>{@code h = a/b} correctly rounded, so its remainder {@code a - h·b} is a double and {@code fma}
   * gives it exactly; {@code l} is that remainder over {@code b}, rounded once: |l| ≤ ulp(h)/2 and its
   * error is at most 2<sup>-53</sup>|l| ≤ 2<sup>-54</sup>ulp(h).
   */
  public boolean divide(double a, double b) {
    if (!(inRange(a) && inRange(b))) {
      return false;
    }
    double h = a / b;
    double l = Math.fma(-h, b, a) / b;
    return round(h, l);
  }

  /**
   * {@code a / b} rounded to 64 bits as {@link #divide(double, double)}, given {@code inverse = 1 / b} and
   * a double quotient {@code q} within 2 ulps of a/b ({@code a / b} or {@code a * inverse}), so that a
   * loop dividing many values by the same b divides no more.
   *
   * <p>The remainder {@code fma(-q, b, a)} is at most 2 ulp(q)·b and rounds once (2<sup>-53</sup>
   * relative); multiplying it by the rounded inverse rounds twice more: l is within
   * 3·2<sup>-53</sup>|l| ≤ 2<sup>-50</sup>ulp(q) of the real rest.
   */
  public boolean divide(double a, double b, double q, double inverse) {
    if (!(inRange(a) && inRange(b))) {
      return false;
    }
    return round(q, Math.fma(-q, b, a) * inverse);
  }

  /**
   * {@code a / b} rounded to 64 bits as {@link #divide(double, double)}, given {@code q = a / b} (the
   * correctly rounded double quotient, not an approximation) and {@code inverse = 1 / b}; false when
   * refused. With {@code q} in [2<sup>-799</sup>, 2<sup>799</sup>] the result is in range too.
   *
   * <p>The remainder {@code fma(-q, b, a)} is exact (q is correctly rounded) and multiplying it by the
   * rounded inverse rounds twice: l is within 2<sup>-51</sup>ulp(q) of the real rest a/b − q, which is at
   * most ulp(q)/2 since q is the nearest double. So q already is the nearest double of the value and the
   * value lies in q's binade (or just below it when q is a power of two and the rest is negative): the
   * renormalization of {@link #round} would leave q and l as they are, and is not done.
   */
  public boolean divideRounded(double a, double b, double q, double inverse) {
    return roundRest(q, restOf(a, b, q, inverse));
  }

  /**
   * The first half of {@link #divideRounded}: the rest l of {@code a / b} over its correctly rounded
   * quotient {@code q}, or NaN when the operands or q are out of range; so that a loop can compute the rests
   * of many quotients before it rounds them ({@link #roundRest}).
   */
  public static double restOf(double a, double b, double q, double inverse) {
    return inRange(a) && inRange(b) && q >= 0x1p-799 && q <= 0x1p799 ? Math.fma(-q, b, a) * inverse : Double.NaN;
  }

  /**
   * The second half of {@link #divideRounded}: {@code q + rest} rounded to 64 bits, {@code rest} from
   * {@link #restOf}; false when refused (a NaN rest included).
   */
  public boolean roundRest(double q, double rest) {
    return rest == rest && roundNearest(q, rest);
  }

  /**
   * {@code s / (uh + ul)} rounded to 64 bits, where {@code (uh, ul)} is a result of this class (an x87
   * value), as {@code (long double) s / u}; false when refused.
   *
   * <p>With {@code v = 1/uh} rounded, {@code h = s·v} is within 2 ulp(h) of the real quotient (v and the
   * product each round by 2<sup>-53</sup> relative, and |ul| ≤ ulp(uh)/2 moves the quotient by at most
   * 2<sup>-53</sup> relative). The rest {@code R = s - h·(uh + ul)} is {@code fma(-h, uh, s)} (one rounding,
   * 2<sup>-53</sup> relative to a value of at most 3 ulp(h)·uh) minus {@code h·ul} (a double {@code p}
   * plus its exact error {@code fma(h, ul, -p)}); the two roundings in forming R cost 2<sup>-52</sup>
   * relative more. {@code l = R·v}: using v for 1/(uh + ul) and rounding the product add 2<sup>-52</sup>
   * relative; all told l is within 2<sup>-48</sup>·ulp(h) of the real rest.
   */
  public boolean divideByPair(double s, double uh, double ul) {
    return divideByPair(s, uh, ul, 1 / uh);
  }

  /**
   * {@code s / (uh + ul)} rounded to 64 bits as {@link #divideByPair(double, double, double)}, given
   * {@code v} within 2<sup>-52</sup> relative of {@code 1 / (uh + ul)}: {@code 1 / uh} rounded is such a
   * v (the case above), and so is {@code b / a} rounded when {@code (uh, ul)} is {@code a / b} rounded to
   * 64 bits (2<sup>-53</sup> for the rounding, 2<sup>-64</sup> for the pair's), which a caller can divide
   * before the pair is known; false when refused.
   *
   * <p>The bound above uses v only as a value within 2<sup>-52</sup> relative of {@code 1/(uh + ul)}:
   * {@code h = s·v} is within 3·2<sup>-53</sup> relative (3 ulp(h)) of the real quotient, and l is within
   * 2<sup>-48</sup>·ulp(h) of the real rest, far inside the 2<sup>-45</sup> that {@link #round} allows.
   */
  public boolean divideByPair(double s, double uh, double ul, double v) {
    if (!(inRange(s) && inRange(uh))) {
      return false;
    }
    double h = s * v;
    double r = Math.fma(-h, uh, s);
    double p = h * ul;
    double pe = Math.fma(h, ul, -p);
    return round(h, ((r - p) - pe) * v);
  }

  /**
   * {@code (mh + ml) / b} rounded to 64 bits, where {@code (mh, ml)} is a result of this class, as
   * {@code (long double) m / b}; false when refused.
   *
   * <p>{@code h = mh/b} correctly rounded, its remainder {@code fma(-h, b, mh)} exact; adding ml (at most
   * ulp(mh)/2) rounds once, by at most 2<sup>-52</sup>·b·ulp(h), and the division by b once more: l is
   * within 2<sup>-51</sup>·ulp(h) of the real rest.
   */
  public boolean dividePair(double mh, double ml, double b) {
    if (!(inRange(mh) && inRange(b))) {
      return false;
    }
    double h = mh / b;
    double l = (Math.fma(-h, b, mh) + ml) / b;
    return round(h, l);
  }

  /**
   * {@code (mh + ml) / b} rounded to 64 bits as {@link #dividePair(double, double, double)}, given
   * {@code inverse = 1 / b}, with no division.
   *
   * <p>{@code h = mh·inverse} is within 2 ulp(h) of the real quotient; the remainder {@code fma(-h, b, mh)}
   * (at most 2 ulp(h)·b) rounds once, adding ml (at most ulp(h)·b) once more, and multiplying by the
   * rounded inverse twice: l is within 4·2<sup>-53</sup>·3 ulp(h) < 2<sup>-49</sup>ulp(h) of the real rest.
   */
  public boolean dividePair(double mh, double ml, double b, double inverse) {
    if (!(inRange(mh) && inRange(b))) {
      return false;
    }
    double h = mh * inverse;
    return round(h, (Math.fma(-h, b, mh) + ml) * inverse);
  }

  /**
   * {@code a · b} rounded to 64 bits, as {@code (long double) a * b}; false when refused. The product is
   * exactly {@code h + l} with {@code l = fma(a, b, -h)}: no approximation, so only an exact tie is refused.
   */
  public boolean multiply(double a, double b) {
    if (!(inRange(a) && inRange(b))) {
      return false;
    }
    double h = a * b;
    return round(h, Math.fma(a, b, -h), 0);
  }

  /**
   * Rounds {@code h + l} (|l| ≤ 2 ulp(h), within 2<sup>-45</sup>·ulp(h) of the real value) to 64 significant
   * bits into {@link #hi} and {@link #lo}; false when the result is out of range or too near a rounding
   * boundary to be sure.
   */
  private boolean round(double h, double l) {
    return round(h, l, MARGIN);
  }

  /**
   * Rounds {@code h + l} as {@link #round(double, double)} does, refusing when {@code h + l} lies within
   * {@code margin} 64-bit ulps of a rounding boundary, or on it ({@code margin} 0: {@code l} is exact).
   */
  private boolean round(double h, double l, double margin) {
    // Renormalize exactly (Fast2Sum, |h| ≥ |l|): h becomes the nearest double to h + l, so the value lies
    // in h's binade, or just below it when h is a power of two and l < 0.
    double s = h + l;
    l = (h - s) + l;
    h = s;
    if (!inRange(h)) {
      return false;
    }
    return roundNearest(h, l, margin);
  }

  /**
   * {@link #round(double, double)} of an {@code h} that is already the nearest double of {@code h + l}
   * (|l| ≤ ulp(h)/2, up to l's error) and in range: no renormalization.
   */
  private boolean roundNearest(double h, double l) {
    return roundNearest(h, l, MARGIN);
  }

  /** {@link #round(double, double, double)} after its renormalization. */
  private boolean roundNearest(double h, double l, double margin) {
    long bits = Double.doubleToRawLongBits(h);
    long field = bits & EXPONENT;
    // scale = 2^(63 - E) and ulp64 = 2^(E - 63), E the unbiased exponent of h: built from the bits.
    double scale = Double.longBitsToDouble((2109L << 52) - field);
    double ulp64 = Double.longBitsToDouble(field - (63L << 52));
    if ((bits & FRACTION) == 0 && l < 0) {
      scale *= 2;
      ulp64 *= 0.5;
    }
    double k = l * scale;
    double n = Math.rint(k);
    double off = Math.abs(k - n);
    if (margin == 0 ? off == 0.5 : off > 0.5 - margin) {
      return false;
    }
    double d = n * ulp64;
    hi = h + d;
    lo = (h - hi) + d;
    return true;
  }

  /**
   * Loads an {@link X87} magnitude exactly when its nearest double lies in the range of the fast
   * operations; false (nothing loaded) otherwise.
   */
  public boolean set(long mant, int exp) {
    if (mant == 0) {
      hi = 0;
      lo = 0;
      return true;
    }
    if (exp == X87.INF_EXP) {
      return false;
    }
    double h = X87.toDouble(mant, exp);
    if (!inRange(h)) {
      return false;
    }
    // toDouble kept the top 53 bits and rounded on the low 11 (rest); lo is what it dropped or added.
    long rest = mant & 0x7ff;
    long top = mant >>> 11;
    boolean up = rest > 0x400 || (rest == 0x400 && (top & 1) != 0);
    hi = h;
    lo = Math.scalb((double) (up ? rest - 0x800 : rest), exp);
    return true;
  }

  /** Stores the last result into an {@link X87} register exactly (significand and exponent). */
  public void store(X87 x) {
    if (hi == 0) {
      x.set(0);
      return;
    }
    x.set(hi);
    if (lo == 0) {
      return;
    }
    // lo is a whole number k of half 64-bit ulps of hi's binade: 2^(E-64) · k, |k| ≤ 2^11.
    long k = (long) Math.scalb(lo, 1 - x.exp);
    if (k < 0 && x.mant == Long.MIN_VALUE) {
      // Just below a power of two: one binade down, where the half ulps are whole ones.
      x.mant = k; // 2^64 + k as an unsigned long
      x.exp--;
    } else {
      x.mant += k >> 1;
    }
  }

  /**
   * Compares two pairs exactly (each {@code hi} the nearest double of {@code hi + lo}): negative, zero or
   * positive as the first is below, equal to or above the second.
   */
  public static int compare(double ah, double al, double bh, double bl) {
    if (ah != bh) {
      return ah < bh ? -1 : 1;
    }
    return al < bl ? -1 : al > bl ? 1 : 0;
  }
}
