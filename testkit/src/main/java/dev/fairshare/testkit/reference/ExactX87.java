package dev.fairshare.testkit.reference;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * An x87 80-bit {@code long double} value for the reference algorithms, computed the slow and
 * obvious way: exact rational arithmetic with {@link BigInteger}, then rounding the quotient to 64
 * significant bits, ties to even (docs/algorithms/slurm.md §13 item 9). Independent of the fast {@code X87} in the
 * algorithms module, which the property tests hold equal to this.
 *
 * @param mantissa the significand, exactly 64 bits long, or 0 for zero
 * @param exponent the value is {@code mantissa · 2^exponent}
 * @param infinite whether the magnitude is infinite (then mantissa and exponent are 0)
 * @param negative whether the value is below zero (never for zero)
 */
public record ExactX87(BigInteger mantissa, int exponent, boolean infinite, boolean negative)
    implements Comparable<ExactX87> {
  private static final int BITS = 64;

  /** Zero. */
  public static final ExactX87 ZERO = new ExactX87(BigInteger.ZERO, 0, false, false);
  /** +infinity. */
  public static final ExactX87 INFINITY = new ExactX87(BigInteger.ZERO, 0, true, false);

  /** The exact value of a double (infinities included, NaN refused). */
  public static ExactX87 of(double d) {
    if (Double.isNaN(d)) {
      throw new IllegalArgumentException("NaN");
    }
    if (d < 0) {
      return of(-d).negate();
    }
    if (d == Double.POSITIVE_INFINITY) {
      return INFINITY;
    }
    if (d == 0) {
      return ZERO;
    }
    BigDecimal exact = new BigDecimal(d);
    int scale = exact.scale();
    if (scale <= 0) {
      return round(exact.toBigIntegerExact(), BigInteger.ONE, 0);
    }
    // d is dyadic: unscaled / 10^scale = (unscaled / 5^scale) / 2^scale exactly.
    BigInteger num = exact.unscaledValue().divide(BigInteger.valueOf(5).pow(scale));
    return round(num, BigInteger.ONE, -scale);
  }

  /** {@code a / b} rounded to 64 bits, nearest-even: x/0 is ±inf, 0/x and x/inf are 0, inf/x is ±inf. */
  public static ExactX87 divide(ExactX87 a, ExactX87 b) {
    ExactX87 magnitude = divideMagnitudes(a, b);
    return a.negative != b.negative ? magnitude.negate() : magnitude;
  }

  /** This value with the opposite sign (zero stays zero). */
  public ExactX87 negate() {
    return isZero() ? this : new ExactX87(mantissa, exponent, infinite, !negative);
  }

  private static ExactX87 divideMagnitudes(ExactX87 a, ExactX87 b) {
    if (a.isZero() && b.isZero()) {
      throw new ArithmeticException("0/0");
    }
    if (a.infinite || b.isZero()) {
      return INFINITY;
    }
    if (a.isZero() || b.infinite) {
      return ZERO;
    }
    return round(a.mantissa, b.mantissa, a.exponent - b.exponent);
  }

  /** Whether this is zero. */
  public boolean isZero() {
    return !infinite && mantissa.signum() == 0;
  }

  /** The nearest double (ties to even), as a C cast from long double. */
  public double toDouble() {
    if (infinite) {
      return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    return toBigDecimal().doubleValue();
  }

  /** The exact value. */
  public BigDecimal toBigDecimal() {
    BigDecimal m = new BigDecimal(negative ? mantissa.negate() : mantissa);
    BigDecimal two = BigDecimal.valueOf(2);
    return exponent >= 0 ? m.multiply(two.pow(exponent)) : m.divide(two.pow(-exponent));
  }

  @Override
  public int compareTo(ExactX87 o) {
    int sign = signum();
    if (sign != o.signum() || sign == 0) {
      return Integer.compare(sign, o.signum());
    }
    int magnitude;
    if (infinite || o.infinite) {
      magnitude = Boolean.compare(infinite, o.infinite);
    } else {
      // Both significands have exactly 64 bits, so the exponent decides first.
      magnitude = exponent != o.exponent ? Integer.compare(exponent, o.exponent)
          : mantissa.compareTo(o.mantissa);
    }
    return sign < 0 ? -magnitude : magnitude;
  }

  /** -1, 0 or 1. */
  public int signum() {
    return isZero() ? 0 : negative ? -1 : 1;
  }

  /** {@code num/den · 2^exp} rounded to a 64-bit significand. */
  private static ExactX87 round(BigInteger num, BigInteger den, int exp) {
    int shift = BITS + den.bitLength() - num.bitLength();
    BigInteger[] qr = shifted(num, shift).divideAndRemainder(den);
    if (qr[0].bitLength() < BITS) {
      shift++;
      qr = shifted(num, shift).divideAndRemainder(den);
    }
    // qr[0] now has 64 bits, or 65 when shift made it too long: drop one bit then.
    if (qr[0].bitLength() > BITS) {
      shift--;
      qr = shifted(num, shift).divideAndRemainder(den);
    }
    BigInteger q = qr[0];
    int twiceRem = qr[1].shiftLeft(1).compareTo(den);
    if (twiceRem > 0 || (twiceRem == 0 && q.testBit(0))) {
      q = q.add(BigInteger.ONE);
      if (q.bitLength() > BITS) {
        q = q.shiftRight(1);
        shift--;
      }
    }
    return new ExactX87(q, exp - shift, false, false);
  }

  private static BigInteger shifted(BigInteger num, int shift) {
    return shift >= 0 ? num.shiftLeft(shift) : num.shiftRight(-shift);
  }
}
