package dev.fairshare.format;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/** Number parsing and printing shared by the text formats: plain decimals, never hex, never exponents out. */
public final class NumberText {
  private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");

  private NumberText() {}

  /** Whether the text is a plain decimal number ({@code 12}, {@code -0.5}, {@code 1e3}). */
  public static boolean isDecimal(String text) {
    return DECIMAL.matcher(text).matches();
  }

  /**
   * The shortest decimal text that reads back as the same double, without an exponent; integers print
   * without a fraction ({@code 3}, not {@code 3.0}); infinity prints as {@code inf}, NaN as {@code nan}.
   */
  public static String plain(double value) {
    if (Double.isNaN(value)) {
      return "nan";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "inf" : "-inf";
    }
    if (value == 0) {
      return "0";
    }
    String text = new BigDecimal(Double.toString(value)).toPlainString();
    if (text.endsWith(".0")) {
      text = text.substring(0, text.length() - 2);
    }
    return text;
  }
}
