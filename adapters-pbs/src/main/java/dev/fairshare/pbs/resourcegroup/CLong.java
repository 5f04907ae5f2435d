package dev.fairshare.pbs.resourcegroup;

import java.math.BigInteger;

/**
 * C's {@code strtol(s, &end, 10)} followed by {@code *end == '\0'} and an assignment to {@code int}, as
 * {@code parse_group} reads the id and shares (docs/algorithms/pbs.md §2): leading white space (other than the blank
 * and tab that already split the tokens), an optional sign, decimal digits that must use up the token; a
 * value out of {@code long} range is clamped to it, then narrowed to 32 bits as gcc does.
 */
final class CLong {
  private static final BigInteger MIN = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

  private CLong() {}

  /** What {@link #parse} returns for a token that is not wholly a number (no int is this value). */
  static final long NOT_A_NUMBER = Long.MIN_VALUE;

  /**
   * The int value of {@code text[start, end)} (a whole token), or {@link #NOT_A_NUMBER}; the same as
   * {@link #parseInt} without allocating for the usual short numbers.
   */
  static long parse(String text, int start, int end) {
    int i = start;
    while (i < end && isCSpace(text.charAt(i))) {
      i++;
    }
    boolean negative = false;
    if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
      negative = text.charAt(i) == '-';
      i++;
    }
    int digits = i;
    long value = 0;
    while (i < end && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
      value = value * 10 + (text.charAt(i) - '0');
      i++;
    }
    if (i == digits || i != end) {
      return NOT_A_NUMBER;
    }
    if (i - digits > 18) {
      Integer wide = parseInt(text.substring(start, end));
      return wide == null ? NOT_A_NUMBER : wide;
    }
    return (int) (negative ? -value : value);
  }

  /** The int value, or {@code null} if the token is not wholly a number. */
  static Integer parseInt(String token) {
    int i = 0;
    int n = token.length();
    while (i < n && isCSpace(token.charAt(i))) {
      i++;
    }
    int start = i;
    if (i < n && (token.charAt(i) == '+' || token.charAt(i) == '-')) {
      i++;
    }
    int digits = i;
    while (i < n && token.charAt(i) >= '0' && token.charAt(i) <= '9') {
      i++;
    }
    if (i == digits || i != n) {
      return null;
    }
    BigInteger value = new BigInteger(token.substring(start, n));
    long clamped = value.max(MIN).min(MAX).longValue();
    return (int) clamped;
  }

  /** C's {@code isspace} in the C locale. */
  static boolean isCSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000b' || c == '\f' || c == '\r';
  }
}
