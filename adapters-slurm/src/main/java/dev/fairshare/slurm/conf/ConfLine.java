package dev.fairshare.slurm.conf;

import java.util.ArrayList;
import java.util.List;

/**
 * One logical {@code slurm.conf} line split into {@code key=value} pairs (Slurm's {@code s_p_parse_line}
 * in {@code src/common/parse_config.c}): pairs are separated by white space, a value may be in double
 * quotes, keys are case-insensitive.
 *
 * @param source the file
 * @param number the 1-based line number
 * @param pairs the pairs in order
 * @param bad the text of a token that is not {@code key=value}, or {@code null}
 * @param badColumn the 1-based column of that token
 */
record ConfLine(String source, int number, List<Pair> pairs, String bad, int badColumn) {

  /** One {@code key=value} with the 1-based column of its key. */
  record Pair(String key, String value, int column) {}

  static ConfLine split(String source, int number, String text) {
    List<Pair> pairs = new ArrayList<>();
    int i = 0;
    int n = text.length();
    while (i < n) {
      while (i < n && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i >= n) {
        break;
      }
      int start = i;
      while (i < n && text.charAt(i) != '=' && !Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i >= n || text.charAt(i) != '=') {
        return new ConfLine(source, number, pairs, text.substring(start, i), start + 1);
      }
      String key = text.substring(start, i);
      i++;
      StringBuilder value = new StringBuilder();
      if (i < n && text.charAt(i) == '"') {
        i++;
        while (i < n && text.charAt(i) != '"') {
          value.append(text.charAt(i++));
        }
        i++;
      } else {
        while (i < n && !Character.isWhitespace(text.charAt(i))) {
          value.append(text.charAt(i++));
        }
      }
      pairs.add(new Pair(key, value.toString(), start + 1));
    }
    return new ConfLine(source, number, pairs, null, 0);
  }
}
