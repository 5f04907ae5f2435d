package dev.fairshare.slurm.sshare;

import java.util.List;

/**
 * Slurm's {@code slurm_addto_char_list} ({@code src/common/slurm_protocol_defs.c}), which splits sshare's
 * {@code -o}, {@code -A} and {@code -M} values: items split at commas, empty ones skipped (a trailing comma ends the
 * list), each lower-cased, a repeated one removed from its earlier place and added at the end; a value that starts
 * with a quote ends at the matching one, and a quote inside becomes {@code `}; from 25.05 each item is trimmed of
 * white space. Brackets, which it expands as a host list ({@code a[1-2]}), are refused.
 */
public final class SlurmCharList {
  private SlurmCharList() {}

  /**
   * Adds the items of {@code names} to {@code list} as one call of {@code slurm_addto_char_list} does.
   *
   * @param trim whether items are trimmed of white space (from 25.05)
   * @throws IllegalArgumentException for a value with brackets
   */
  public static void add(List<String> list, String names, boolean trim) {
    if (names.indexOf('[') >= 0 || names.indexOf(']') >= 0) {
      throw new IllegalArgumentException("'" + names + "' has brackets, which Slurm expands as a host list");
    }
    int count = list.size();
    char[] text = names.toCharArray();
    int i = 0;
    char quote = 0;
    if (text.length > 0 && (text[0] == '"' || text[0] == '\'')) {
      quote = text[0];
      i++;
    }
    int start = i;
    for (; i < text.length; i++) {
      char c = text[i];
      if (quote != 0 && c == quote) {
        break;
      } else if (c == '"' || c == '\'') {
        text[i] = '`';
      } else if (c == ',') {
        if (i + 1 == text.length) {
          break;
        }
        if (i != start) {
          item(list, new String(text, start, i - start), trim);
        }
        start = i + 1;
      }
    }
    if (count == list.size() || i - start > 0) {
      item(list, new String(text, start, i - start), trim);
    }
  }

  private static void item(List<String> list, String name, boolean trim) {
    String item = lower(trim ? name.strip() : name);
    list.removeIf(item::equals);
    list.add(item);
  }

  /** ASCII lower case, as {@code xstrtolower} ({@code tolower} in the C locale). */
  static String lower(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
    }
    return out.toString();
  }
}
