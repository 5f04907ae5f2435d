package dev.fairshare.format;

/**
 * The head of a file as a line-oriented format's probe reads it ({@link ConfigFormat#probe}): the first line
 * that says something, past blank lines and comments.
 */
public final class ProbeHead {
  private ProbeHead() {}

  /**
   * The first line of {@code head} (as written, its white space kept) that is not blank and whose stripped
   * text starts with none of {@code comments}; {@code null} when there is none.
   */
  public static String firstLine(String head, String... comments) {
    for (String line : head.split("\n", -1)) {
      String t = line.strip();
      if (!t.isEmpty() && !startsWithAny(t, comments)) {
        return line;
      }
    }
    return null;
  }

  private static boolean startsWithAny(String text, String[] prefixes) {
    for (String prefix : prefixes) {
      if (text.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
