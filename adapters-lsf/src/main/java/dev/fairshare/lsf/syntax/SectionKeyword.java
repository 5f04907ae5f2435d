package dev.fairshare.lsf.syntax;

/**
 * The section keyword of a logical line of an LSF configuration file: {@code Begin}, {@code End} or neither
 * (docs/algorithms/lsf.md §9.1), told on a range of a text without splitting it, for {@link LsfConfigFile} and the
 * direct {@code lsb.users} reader.
 */
public final class SectionKeyword {
  /** Neither a {@code Begin} nor an {@code End} line. */
  public static final int NONE = 0;
  /** A {@code Begin x} line. */
  public static final int BEGIN = 1;
  /** An {@code End x} line. */
  public static final int END = 2;

  private SectionKeyword() {}

  /**
   * Whether {@code text[from, to)} is a {@code Begin x} or {@code End x} line: its words, as
   * {@code strip().split("\\s+")} gives them, are at least two and the first is {@code begin} or
   * {@code end} in any case.
   */
  public static int of(String text, int from, int to) {
    int s = from;
    while (s < to && Chars.isWhitespace(text.charAt(s))) {
      s++;
    }
    char c = s < to ? text.charAt(s) : ' ';
    if (c != 'b' && c != 'B' && c != 'e' && c != 'E') {
      return NONE;
    }
    int e = to;
    while (e > s && Chars.isWhitespace(text.charAt(e - 1))) {
      e--;
    }
    int w = s;
    while (w < e && !isRegexSpace(text.charAt(w))) {
      w++;
    }
    int kind = isWord(text, s, w, "begin") ? BEGIN : isWord(text, s, w, "end") ? END : NONE;
    if (kind == NONE) {
      return NONE;
    }
    while (w < e && isRegexSpace(text.charAt(w))) {
      w++;
    }
    return w < e ? kind : NONE;
  }

  /** The characters of the regex {@code \\s}: {@code [ \t\n\x0B\f\r]}. */
  private static boolean isRegexSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000b' || c == '\f' || c == '\r';
  }

  /** Whether {@code text[from, to)} is the ASCII word {@code lower} in any case. */
  private static boolean isWord(String text, int from, int to, String lower) {
    if (to - from != lower.length()) {
      return false;
    }
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      char l = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
      if (l != lower.charAt(i - from)) {
        return false;
      }
    }
    return true;
  }
}
