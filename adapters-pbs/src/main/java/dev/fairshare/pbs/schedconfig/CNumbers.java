package dev.fairshare.pbs.schedconfig;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** The C number readings {@code parse_config} relies on: {@code strtol}, {@code strtod}, {@code res_to_num}. */
final class CNumbers {
  private CNumbers() {}

  /** A {@code res_to_num} reading: the value and whether it was a time ({@code HH:MM:SS} or {@code MM:SS}). */
  record ResNum(double value, boolean time) {}

  /** {@code strtol(s, NULL, 10)} on a value that starts with a digit: the leading digits. */
  static long strtol(String s) {
    int i = 0;
    while (i < s.length() && Character.isDigit(s.charAt(i)) && i < 18) {
      i++;
    }
    return Long.parseLong(s.substring(0, i));
  }

  /** {@code strtod} that must use up the whole string, or {@code null}. */
  static Double strtodWhole(String s) {
    if (s.isEmpty() || !s.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?")) {
      return null;
    }
    return Double.parseDouble(s);
  }

  /**
   * {@code res_to_num} for a time: {@code HH:MM:SS}, {@code MM:SS} or a plain number (not a time); sizes
   * read as plain numbers here. {@code null} when the value is not a number at all.
   */
  static ResNum resToNum(String s) {
    String body = s.startsWith("-") || s.startsWith("+") ? s.substring(1) : s;
    if (body.isEmpty() || !body.matches("[0-9:]*[0-9][0-9:]*|[0-9:]+[kmgtKMGT]?[bwBW]?")) {
      return null;
    }
    String[] parts = s.split(":", -1);
    if (parts.length == 1) {
      return new ResNum(leadingNumber(s), false);
    }
    double first = leadingNumber(parts[0]);
    if (parts.length == 2) {
      return new ResNum(first * 60 + leadingNumber(parts[1]), true);
    }
    return new ResNum(first * 3600 + leadingNumber(parts[1]) * 60 + leadingNumber(parts[2]), true);
  }

  /**
   * {@code %.*f} with {@code float_digits(f, 2)}: at most 2 decimals, trailing zeros dropped; glibc's
   * {@code inf}, {@code -inf} and {@code nan} for what is not finite.
   */
  static String floatDigits2(float f) {
    if (Float.isNaN(f)) {
      return "nan";
    }
    if (Float.isInfinite(f)) {
      return f > 0 ? "inf" : "-inf";
    }
    BigDecimal d = new BigDecimal(f).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros();
    return d.scale() <= 0 ? d.setScale(0).toPlainString() : d.toPlainString();
  }

  private static double leadingNumber(String s) {
    int i = 0;
    if (i < s.length() && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
      i++;
    }
    while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
      i++;
    }
    String n = s.substring(0, i);
    return n.isEmpty() || n.equals("-") || n.equals("+") ? 0 : Double.parseDouble(n);
  }
}
