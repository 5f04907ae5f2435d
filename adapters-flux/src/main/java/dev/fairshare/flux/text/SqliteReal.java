package dev.fairshare.flux.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * The double that SQLite 3.40 stores for a decimal text bound to a REAL column ({@code sqlite3AtoF}): the
 * digits as a 64-bit integer {@code s} and a power of ten, trailing zeros taken off, then {@code s / 10^e}
 * divided in x87 80-bit {@code long double} and rounded again to a double. The second rounding makes
 * some results one ulp away from the nearest double ({@code "0.296764"} is stored as
 * {@code 0.29676400000000003}). flux-accounting's {@code update-fshare} binds its fairshare this way.
 */
public final class SqliteReal {
  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

  private SqliteReal() {}

  /** The text C's {@code std::to_string(double)} makes ({@code %f}: six decimals, half-even on the exact value). */
  public static String cFixed6(double x) {
    return new BigDecimal(x).setScale(6, RoundingMode.HALF_EVEN).toPlainString();
  }

  /** The double SQLite 3.40 stores for {@code cFixed6(x)}. */
  public static double storedFixed6(double x) {
    BigDecimal text = new BigDecimal(x).setScale(6, RoundingMode.HALF_EVEN);
    return fromDecimal(text.unscaledValue().longValueExact(), text.scale());
  }

  /** SQLite 3.40's value of the decimal {@code digits × 10^-scale} ({@code 0 <= scale <= 27}). */
  public static double fromDecimal(long digits, int scale) {
    long s = digits;
    int e = scale;
    while (e > 0 && s % 10 == 0) {
      s /= 10;
      e--;
    }
    if (s == 0) {
      return 0.0;
    }
    if (e == 0) {
      return (double) s;
    }
    boolean negative = s < 0;
    double q = x87Quotient(BigInteger.valueOf(Math.abs(s)), BigInteger.TEN.pow(e));
    return negative ? -q : q;
  }

  /** {@code (double) ((long double) n / (long double) d)} for positive n and d exact in 64 bits. */
  static double x87Quotient(BigInteger n, BigInteger d) {
    int k = 63 - (n.bitLength() - d.bitLength());
    BigInteger[] qr = shifted(n, k).divideAndRemainder(d);
    while (qr[0].bitLength() > 64) {
      k--;
      qr = shifted(n, k).divideAndRemainder(d);
    }
    while (qr[0].bitLength() < 64) {
      k++;
      qr = shifted(n, k).divideAndRemainder(d);
    }
    BigInteger m = qr[0];
    int cmp = qr[1].shiftLeft(1).compareTo(d);
    if (cmp > 0 || (cmp == 0 && m.testBit(0))) {
      m = m.add(BigInteger.ONE);
      if (m.equals(TWO_64)) {
        m = BigInteger.ONE.shiftLeft(63);
        k--;
      }
    }
    long m64 = m.longValue();
    long m53 = m64 >>> 11;
    long low = m64 & 0x7FF;
    if (low > 0x400 || (low == 0x400 && (m53 & 1) == 1)) {
      m53++;
    }
    return Math.scalb((double) m53, 11 - k);
  }

  private static BigInteger shifted(BigInteger n, int k) {
    return k >= 0 ? n.shiftLeft(k) : n.shiftRight(-k);
  }
}
