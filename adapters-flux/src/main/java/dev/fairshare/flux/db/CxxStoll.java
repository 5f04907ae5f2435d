package dev.fairshare.flux.db;

/**
 * C++'s {@code std::stoll(text)} as flux-accounting's reader applies it to a bank's shares: leading
 * white space, an optional sign, then the longest run of decimal digits; the rest is ignored
 * ({@code "1.9"} is 1). No digits, or a value outside a signed 64-bit integer, is an error (C++ throws).
 */
final class CxxStoll {
  private CxxStoll() {}

  /** The value, or {@code null} where {@code stoll} would throw. */
  static Long parse(String text) {
    if (text == null) {
      return null;
    }
    int i = 0;
    while (i < text.length() && " \t\n\u000b\f\r".indexOf(text.charAt(i)) >= 0) {
      i++;
    }
    boolean negative = false;
    if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
      negative = text.charAt(i) == '-';
      i++;
    }
    int start = i;
    while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
      i++;
    }
    if (i == start) {
      return null;
    }
    try {
      return Long.parseLong((negative ? "-" : "") + text.substring(start, i));
    } catch (NumberFormatException outOfRange) {
      return null;
    }
  }
}
