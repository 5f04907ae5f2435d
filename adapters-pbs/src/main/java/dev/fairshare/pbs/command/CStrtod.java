package dev.fairshare.pbs.command;

import java.util.regex.Pattern;

/**
 * C's {@code strtod(s, &end)} with {@code *end == '\0'}, as {@code pbsfs -s} reads a usage value: leading
 * white space, a decimal or hexadecimal number, {@code inf}/{@code infinity}/{@code nan} in any case; the
 * whole string must be used.
 */
final class CStrtod {
  private static final Pattern DECIMAL =
      Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
  private static final Pattern HEX =
      Pattern.compile("[+-]?0[xX]([0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)([pP][+-]?\\d+)?");

  private CStrtod() {}

  /** The value, or {@code null} when the text is not wholly a number. */
  static Double whole(String text) {
    String s = text.stripLeading();
    if (DECIMAL.matcher(s).matches()) {
      return Double.parseDouble(s);
    }
    if (HEX.matcher(s).matches()) {
      String h = s.matches(".*[pP].*") ? s : s + "p0";
      return Double.parseDouble(h);
    }
    String lower = s.toLowerCase(java.util.Locale.ROOT);
    String body = lower.startsWith("-") || lower.startsWith("+") ? lower.substring(1) : lower;
    double sign = lower.startsWith("-") ? -1 : 1;
    if (body.equals("inf") || body.equals("infinity")) {
      return sign * Double.POSITIVE_INFINITY;
    }
    if (body.equals("nan")) {
      return Double.NaN;
    }
    return null;
  }
}
