package dev.fairshare.format;

import java.math.BigDecimal;
import java.util.Locale;
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
   * The text {@code String.format(Locale.ROOT, "%.6f", value)} gives, made without a {@code Formatter} (a
   * table of ten million rows formats seventy million numbers): the shortest decimal digits of the value
   * ({@link Double#toString}) rounded half up at the sixth decimal, as Java's formatter rounds them (not the
   * exact binary value, as C's {@code printf} does). Values of 10^12 or more, NaN and infinities go through
   * {@code String.format}.
   */
  public static String sixDecimals(double value) {
    double abs = Math.abs(value);
    if (!(abs < 1e12)) {
      return String.format(Locale.ROOT, "%.6f", value);
    }
    String text = Double.toString(abs);
    int e = text.indexOf('E');
    String mantissa = e < 0 ? text : text.substring(0, e);
    int dot = mantissa.indexOf('.');
    int point = dot + (e < 0 ? 0 : Integer.parseInt(text.substring(e + 1)));
    long micros = 0;
    int kept = 0;
    int keep = point + 6;
    boolean up = false;
    for (int i = 0; i < mantissa.length(); i++) {
      char c = mantissa.charAt(i);
      if (c == '.') {
        continue;
      }
      if (kept == keep) {
        up = c >= '5';
        break;
      }
      micros = micros * 10 + (c - '0');
      kept++;
    }
    if (keep < 0) {
      micros = 0;
      up = false;
    }
    for (; kept < keep; kept++) {
      micros *= 10;
    }
    if (up) {
      micros++;
    }
    StringBuilder out = new StringBuilder(24);
    if (Double.compare(value, 0.0) < 0) {
      out.append('-');
    }
    out.append(micros / 1_000_000).append('.');
    String fraction = Long.toString(micros % 1_000_000);
    for (int k = fraction.length(); k < 6; k++) {
      out.append('0');
    }
    return out.append(fraction).toString();
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
