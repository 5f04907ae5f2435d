package dev.fairshare.slurm.sshare;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Slurm's {@code hostlist_create} and {@code hostlist_shift} ({@code src/common/hostlist.c}, one dimension, as on
 * every cluster that is not a Cray or Blue Gene torus): the names a text such as {@code acct[1-3]} or
 * {@code a[01-02,7] b} stands for, in order. Words are split at white space and commas outside brackets
 * ({@code _next_tok}); a word's last {@code [} opens its ranges ({@code _hostlist_create_bracketed}), each
 * {@code N} or {@code N-M} read by {@code strtoul} and printed zero-padded to the length of N as written
 * ({@code _parse_single_range}); a word without brackets is itself.
 */
public final class HostList {
  /** {@code MAX_RANGE}: the most names one range may stand for. */
  static final int MAX_RANGE = 64 * 1024;

  /** The most names fairshare expands from one list value. */
  public static final int MAX_NAMES = 1_000_000;

  private static final String SEPARATORS = "\t, ";
  private static final BigInteger ULONG_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  private HostList() {}

  /**
   * The names of {@code text}.
   *
   * @throws IllegalArgumentException where {@code hostlist_create} fails (a range that is not N or N-M with
   *     N at most M, more than {@link #MAX_RANGE} names in one range) or the names would pass {@link #MAX_NAMES}
   */
  public static List<String> expand(String text) {
    List<String> names = new ArrayList<>();
    int[] at = {0};
    String token;
    while ((token = nextToken(text, at)) != null) {
      int open = token.lastIndexOf('[');
      if (open < 0) {
        names.add(host(token));
        continue;
      }
      String prefix = token.substring(0, open);
      if (prefix.lastIndexOf('[') >= 0 && prefix.indexOf(']', prefix.lastIndexOf('[')) >= 0) {
        throw new IllegalArgumentException("'" + token + "' has two bracketed ranges, which fairshare does not expand");
      }
      String rest = token.substring(open + 1);
      int close = rest.indexOf(']');
      if (close < 0) {
        names.add(prefix.isEmpty() ? host(rest) : host(prefix + "]"));
        continue;
      }
      if (close + 1 < rest.length() && rest.charAt(close + 1) != ',') {
        throw new IllegalArgumentException("'" + token + "' has text after its ']'");
      }
      for (String range : rest.substring(0, close).split(",", -1)) {
        range(prefix, range, names);
      }
    }
    return names;
  }

  /** {@code _next_tok}: the next word of {@code text} from {@code at[0]}, brackets kept whole; null at the end. */
  private static String nextToken(String text, int[] at) {
    int s = at[0];
    while (s < text.length() && SEPARATORS.indexOf(text.charAt(s)) >= 0) {
      s++;
    }
    if (s == text.length()) {
      at[0] = s;
      return null;
    }
    int tok = s;
    int parse = tok;
    while (true) {
      while (s < text.length() && SEPARATORS.indexOf(text.charAt(s)) < 0) {
        s++;
      }
      boolean again = false;
      while (true) {
        int open = text.indexOf('[', parse);
        if (open < 0 || open > s) {
          break;
        }
        int close = text.indexOf(']', parse);
        if (close < 0 || close < open) {
          break;
        }
        if (close < s) {
          parse = close + 1;
          continue;
        }
        s = close;
        again = true;
        break;
      }
      if (!again) {
        break;
      }
    }
    int end = s;
    while (s < text.length() && SEPARATORS.indexOf(text.charAt(s)) >= 0) {
      s++;
    }
    at[0] = s;
    return text.substring(tok, end);
  }

  /** One {@code N} or {@code N-M} of a bracket, its names added to {@code names}. */
  private static void range(String prefix, String range, List<String> names) {
    String invalid = "'" + range + "' in '" + prefix + "[...]' is not a range N or N-M with N at most M";
    if (range.indexOf('x') >= 0) {
      throw new IllegalArgumentException(invalid);
    }
    int dash = range.indexOf('-');
    String low = dash < 0 ? range : range.substring(0, dash);
    String high = dash < 0 ? null : range.substring(dash + 1);
    if (high != null && high.startsWith("-")) {
      throw new IllegalArgumentException(invalid);
    }
    int width = low.length();
    Strtoul lo = Strtoul.of(low);
    if (lo.end() == 0) {
      throw new IllegalArgumentException(invalid);
    }
    BigInteger hi = lo.value();
    if (high != null && !high.isEmpty()) {
      Strtoul h = Strtoul.of(high);
      if (h.end() == 0 || h.end() != high.length()) {
        throw new IllegalArgumentException(invalid);
      }
      hi = h.value();
    } else if (lo.end() != low.length()) {
      throw new IllegalArgumentException(invalid);
    }
    if (lo.value().compareTo(hi) > 0) {
      throw new IllegalArgumentException(invalid);
    }
    if (hi.subtract(lo.value()).compareTo(BigInteger.valueOf(MAX_RANGE - 1)) > 0) {
      throw new IllegalArgumentException("'" + range + "' in '" + prefix + "[...]' is more than " + MAX_RANGE
          + " names");
    }
    int count = hi.subtract(lo.value()).intValueExact() + 1;
    if (names.size() + count > MAX_NAMES) {
      throw new IllegalArgumentException("the names would be more than " + MAX_NAMES);
    }
    for (BigInteger n = lo.value(); n.compareTo(hi) <= 0; n = n.add(BigInteger.ONE)) {
      names.add(prefix + padded(n, width));
    }
  }

  /**
   * A word without brackets as {@code hostlist_shift} gives it back: its trailing digits, if any, read by
   * {@code strtoul} (which stops at 2^64 - 1) and printed zero-padded to their number.
   */
  private static String host(String word) {
    int idx = word.length() - 1;
    while (idx >= 0 && word.charAt(idx) >= '0' && word.charAt(idx) <= '9') {
      idx--;
    }
    if (idx == word.length() - 1) {
      return word;
    }
    String suffix = word.substring(idx + 1);
    BigInteger value = new BigInteger(suffix).min(ULONG_MAX);
    return word.substring(0, idx + 1) + padded(value, suffix.length());
  }

  /** {@code %0*lu}. */
  private static String padded(BigInteger n, int width) {
    String digits = n.toString();
    return digits.length() >= width ? digits : "0".repeat(width - digits.length()) + digits;
  }

  /** C's {@code strtoul} in base 10: its value (2^64 - 1 on overflow, wrapped for a minus sign) and where it ended. */
  private record Strtoul(BigInteger value, int end) {
    static Strtoul of(String text) {
      int i = 0;
      while (i < text.length() && isSpace(text.charAt(i))) {
        i++;
      }
      boolean negative = false;
      if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
        negative = text.charAt(i) == '-';
        i++;
      }
      int digits = i;
      while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
        i++;
      }
      if (i == digits) {
        return new Strtoul(BigInteger.ZERO, 0);
      }
      BigInteger value = new BigInteger(text.substring(digits, i));
      if (value.compareTo(ULONG_MAX) > 0) {
        return new Strtoul(ULONG_MAX, i);
      }
      return new Strtoul(negative && value.signum() != 0 ? ULONG_MAX.add(BigInteger.ONE).subtract(value) : value, i);
    }

    private static boolean isSpace(char c) {
      return c == ' ' || (c >= '\t' && c <= '\r');
    }
  }
}
