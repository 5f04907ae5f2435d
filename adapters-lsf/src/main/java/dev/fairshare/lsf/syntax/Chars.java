package dev.fairshare.lsf.syntax;

/** The white space of LSF's configuration readers, {@link Character#isWhitespace(char)}, for ASCII at once. */
public final class Chars {
  private Chars() {}

  /**
   * {@link Character#isWhitespace(char)}: below {@code !} the tab, line feed, vertical tab, form feed,
   * carriage return, the four separators {@code \u001C}..{@code \u001F} and the space; none of the other
   * ASCII characters; above, asked of {@link Character}.
   */
  public static boolean isWhitespace(char c) {
    if (c <= ' ') {
      return c == ' ' || c >= '\t' && c <= '\r' || c >= '\u001c';
    }
    return c >= '\u0080' && Character.isWhitespace(c);
  }
}
