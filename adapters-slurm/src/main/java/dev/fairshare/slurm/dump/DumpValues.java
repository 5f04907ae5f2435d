package dev.fairshare.slurm.dump;

/**
 * Value helpers of the dump grammar: Slurm's {@code strip_quotes} ({@code src/sacctmgr/common.c}) and the
 * escaping a writer needs so that {@code sacctmgr load} reads a value back unchanged (docs/algorithms/slurm.md §9.2).
 */
public final class DumpValues {
  private DumpValues() {}

  /**
   * A value without one pair of surrounding quotes; reading stops at the closing quote, and quote characters
   * inside an unquoted value become backticks, as in {@code strip_quotes}.
   */
  public static String unquote(String raw) {
    if (raw.isEmpty()) {
      return raw;
    }
    char first = raw.charAt(0);
    boolean quoted = first == '\'' || first == '"';
    int from = quoted ? 1 : 0;
    int to = from;
    while (to < raw.length() && raw.charAt(to) != '\'' && raw.charAt(to) != '"') {
      to++;
    }
    if (to == raw.length() || quoted && raw.charAt(to) == first) {
      return from == 0 && to == raw.length() ? raw : raw.substring(from, to);
    }
    StringBuilder out = new StringBuilder(raw.length());
    for (int i = quoted ? 1 : 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (quoted && c == first) {
        break;
      }
      out.append(c == '\'' || c == '"' ? '`' : c);
    }
    return out.toString();
  }

  /** Escapes the characters {@code sacctmgr load} would otherwise take as comment or escape. */
  public static String escape(String text) {
    if (text.indexOf('#') < 0 && text.indexOf('\\') < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length() + 4);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '#' || c == '\\') {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }

  /** A name in single quotes, as the dump writes it. */
  public static String quoted(String name) {
    return "'" + name + "'";
  }
}
