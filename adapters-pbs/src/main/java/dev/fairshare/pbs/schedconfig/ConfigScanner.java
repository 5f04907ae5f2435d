package dev.fairshare.pbs.schedconfig;

/**
 * {@code parse.cpp}'s {@code scan}: skips blanks and the target character, then takes a quoted string
 * ({@code "…"} or {@code '…'}) or a run up to a blank or the target.
 */
final class ConfigScanner {
  private final String text;
  private int at;

  /** A token and its 1-based column. */
  record Token(String text, int column) {}

  ConfigScanner(String text) {
    this.text = text;
  }

  /** The next token, or {@code null} at the end. */
  Token next(char target) {
    int n = text.length();
    while (at < n && (Character.isWhitespace(text.charAt(at)) || text.charAt(at) == target)) {
      at++;
    }
    if (at >= n) {
      return null;
    }
    char c = text.charAt(at);
    int start;
    if (c == '"' || c == '\'') {
      start = ++at;
      while (at < n && text.charAt(at) != c) {
        at++;
      }
    } else {
      start = at;
      while (at < n && !Character.isWhitespace(text.charAt(at)) && text.charAt(at) != target) {
        at++;
      }
    }
    Token token = new Token(text.substring(start, at), start + 1);
    at++;
    return token;
  }
}
