package dev.fairshare.lsf.syntax;

/**
 * How LSF's column tables cut a line into fields (docs/algorithms/lsf.md §4.1): fields are separated by white
 * space ({@link Chars#isWhitespace}, Java's), and a parenthesised list, a bracketed pair or a quoted string is
 * one field whatever white space it holds. {@link ColumnTable} and the direct {@code lsb.users} scanner both
 * cut their rows so.
 */
public final class FieldScan {
  /** What {@link #fieldEnd} gives when a quote is still open at the end of the text. */
  public static final int UNCLOSED_QUOTE = -1;
  /** What {@link #fieldEnd} gives when a {@code (} or {@code [} is still open at the end of the text. */
  public static final int UNCLOSED_BRACKET = -2;

  private FieldScan() {}

  /** The first index of {@code t[from, to)} that is not white space, or {@code to}. */
  public static int skipWhitespace(String t, int from, int to) {
    int i = from;
    while (i < to && Chars.isWhitespace(t.charAt(i))) {
      i++;
    }
    return i;
  }

  /**
   * The end of the field of {@code t[start, to)} that starts at {@code start} (not white space): the first
   * white space outside quotes and brackets, or {@code to}; {@link #UNCLOSED_QUOTE} or
   * {@link #UNCLOSED_BRACKET} when a quote, or else a bracket, is still open at {@code to} (the field then
   * runs to {@code to}).
   */
  public static int fieldEnd(String t, int start, int to) {
    int i = start;
    int depth = 0;
    boolean quoted = false;
    while (i < to && (quoted || depth > 0 || !Chars.isWhitespace(t.charAt(i)))) {
      char c = t.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (!quoted && (c == '(' || c == '[')) {
        depth++;
      } else if (!quoted && (c == ')' || c == ']')) {
        depth--;
      }
      i++;
    }
    return quoted ? UNCLOSED_QUOTE : depth > 0 ? UNCLOSED_BRACKET : i;
  }
}
