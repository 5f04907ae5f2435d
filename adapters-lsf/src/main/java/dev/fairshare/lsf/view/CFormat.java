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
    } else if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      // a whole number prints exactly as its digits and zeros (most rows: no usage, a priority of whole
      // shares), without the exact decimal expansion below
      String digits = Long.toString((long) value);
      text = precision == 0 ? digits : digits + "." + "0".repeat(precision);
    } else {
      text = new BigDecimal(value).setScale(precision, RoundingMode.HALF_EVEN).toPlainString();
      if (value < 0 || (value == 0 && 1 / value < 0)) {
        text = text.startsWith("-") ? text : "-" + text;
      }
    }
    return right(text, width);
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
