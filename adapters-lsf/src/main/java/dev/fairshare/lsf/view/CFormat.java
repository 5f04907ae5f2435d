package dev.fairshare.lsf.view;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * C {@code printf} conversions as LSF's commands use them: {@code %N.Pf} rounds the exact binary value half
 * to even (as glibc does), unlike Java's {@code %f}; {@code %Nd} and {@code %-Ns} pad to a width.
 */
public final class CFormat {
  private CFormat() {}

  /** {@code %width.precisionf}. */
  public static String fixed(double value, int width, int precision) {
    String text;
    if (Double.isNaN(value)) {
      text = "nan";
    } else if (Double.isInfinite(value)) {
      text = value > 0 ? "inf" : "-inf";
    } else {
      text = rounded(Math.abs(value), precision);
      if (text == null) {
        text = new BigDecimal(value).abs().setScale(precision, RoundingMode.HALF_EVEN).toPlainString();
      }
      if (value < 0 || (value == 0 && 1 / value < 0)) {
        text = "-" + text;
      }
    }
    return right(text, width);
  }

  /** Powers of ten that a double holds exactly. */
  private static final double[] TENS = {1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8};

  /**
   * A non-negative value rounded to {@code precision} decimals, half to even on its exact binary value, in
   * long arithmetic; {@code null} when that cannot be decided so (a value too large, or too close to half a
   * unit of the last decimal for the rounded product to tell), and only then is the exact decimal expansion
   * needed. Most values printed (whole numbers, priorities and times of a few digits) take this way, which
   * costs a multiplication instead of a {@code BigDecimal} of the value's whole binary expansion.
   */
  private static String rounded(double value, int precision) {
    if (precision >= TENS.length) {
      return null;
    }
    double scaled = value * TENS[precision];
    if (!(scaled < 0x1p52)) {
      return null;
    }
    double floor = Math.floor(scaled);
    double fraction = scaled - floor;
    long digits = (long) floor;
    if (Math.abs(fraction - 0.5) <= 4 * Math.ulp(scaled)) {
      return null;
    } else if (fraction > 0.5) {
      digits++;
    }
    String whole = Long.toString(digits / (long) TENS[precision]);
    if (precision == 0) {
      return whole;
    }
    String decimals = Long.toString(digits % (long) TENS[precision]);
    return whole + "." + "0".repeat(precision - decimals.length()) + decimals;
  }

  /** {@code %widthd}. */
  public static String integer(long value, int width) {
    return right(Long.toString(value), width);
  }

  /** {@code %widths}: right-aligned, never truncated. */
  public static String right(String text, int width) {
    return text.length() >= width ? text : " ".repeat(width - text.length()) + text;
  }

  /** {@code %-widths}: left-aligned, never truncated. */
  public static String left(String text, int width) {
    return text.length() >= width ? text : text + " ".repeat(width - text.length());
  }

  /** {@code %width.widths}: right-aligned and cut to the width. */
  public static String rightCut(String text, int width) {
    return right(text.length() > width ? text.substring(0, width) : text, width);
  }

  /** {@code %-width.widths}: left-aligned and cut to the width. */
  public static String leftCut(String text, int width) {
    return left(text.length() > width ? text.substring(0, width) : text, width);
  }
}
