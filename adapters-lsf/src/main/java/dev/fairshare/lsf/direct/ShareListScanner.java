package dev.fairshare.lsf.direct;

import dev.fairshare.lsf.syntax.Chars;

/**
 * Reads a {@code USER_SHARES} list, {@code [user1, 10] [group@, 2] [default, 1]}, in place into the row being
 * read (docs/algorithms/lsf.md §3.1): the pairs {@code ShareListParser} reads from the same text, as long as it would
 * report nothing.
 */
final class ShareListScanner {
  private ShareListScanner() {}

  /**
   * Adds the pairs of {@code t[from, to)} to the row being read; false when {@code ShareListParser} would
   * report a problem, or the number of shares is not plain decimal digits (left to it).
   */
  static boolean scan(String t, int from, int to, UserGroupRows rows) {
    int i = from;
    while (i < to) {
      char c = t.charAt(i);
      if (Chars.isWhitespace(c)) {
        i++;
        continue;
      }
      if (c != '[') {
        return false;
      }
      int close = indexOf(t, ']', i, to);
      if (close < 0 || !pair(t, i, close, rows)) {
        return false;
      }
      i = close + 1;
    }
    return true;
  }

  private static boolean pair(String t, int open, int close, UserGroupRows rows) {
    int comma = indexOf(t, ',', open + 1, close);
    if (comma < 0) {
      return false;
    }
    int nameStart = skipSpace(t, open + 1, comma);
    int nameEnd = trimSpace(t, nameStart, comma);
    int numberAt = skipSpace(t, comma + 1, close);
    int numberEnd = trimSpace(t, numberAt, close);
    if (nameStart == nameEnd || numberEnd == numberAt || numberEnd - numberAt > 9) {
      return false;
    }
    int shares = 0;
    for (int k = numberAt; k < numberEnd; k++) {
      char d = t.charAt(k);
      if (d < '0' || d > '9') {
        return false;
      }
      shares = shares * 10 + (d - '0');
    }
    if (shares < 1) {
      return false;
    }
    if (t.charAt(nameEnd - 1) == '@') {
      rows.pair(UserGroupRows.EACH_MEMBER, shares, nameStart, nameEnd - 1);
      return true;
    }
    byte kind = is(t, nameStart, nameEnd, "default") ? UserGroupRows.DEFAULT
        : is(t, nameStart, nameEnd, "others") ? UserGroupRows.OTHERS
        : is(t, nameStart, nameEnd, "all") ? UserGroupRows.ALL : UserGroupRows.NAME;
    rows.pair(kind, shares, nameStart, nameEnd);
    return true;
  }

  private static boolean is(String t, int from, int to, String word) {
    return to - from == word.length() && t.startsWith(word, from);
  }

  /** The first index of {@code c} in {@code t[from, to)}, or -1. */
  private static int indexOf(String t, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (t.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  /** The first index in {@code [from, to)} that is not white space, or {@code to}. */
  private static int skipSpace(String t, int from, int to) {
    while (from < to && Chars.isWhitespace(t.charAt(from))) {
      from++;
    }
    return from;
  }

  /** One past the last index in {@code [from, to)} that is not white space, or {@code from}. */
  private static int trimSpace(String t, int from, int to) {
    while (to > from && Chars.isWhitespace(t.charAt(to - 1))) {
      to--;
    }
    return to;
  }
}
