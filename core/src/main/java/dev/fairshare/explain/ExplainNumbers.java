package dev.fairshare.explain;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * How explanations write numbers: integers in full, other values to six significant digits (half-even on
 * the binary value, trailing zeros dropped), never an exponent; {@code inf} and {@code nan} as words. The
 * table, the JSON's {@code text} fields and the view's explain panel all use it, so they show the same
 * digits.
 */
public final class ExplainNumbers {
  private static final MathContext SIX = new MathContext(6, RoundingMode.HALF_EVEN);

  private ExplainNumbers() {}

  /** The number as explanations print it. */
  public static String text(double v) {
    if (Double.isNaN(v)) {
      return "nan";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "inf" : "-inf";
    }
    if (v == 0) {
      return "0";
    }
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return Long.toString((long) v);
    }
    return new BigDecimal(v).round(SIX).stripTrailingZeros().toPlainString();
  }
}
