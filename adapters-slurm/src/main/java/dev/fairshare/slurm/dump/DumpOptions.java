package dev.fairshare.slurm.dump;

import dev.fairshare.format.NameIndex;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The options part of a dump line ({@code 'name':Key=Value:...}) split into the entity name and its fields,
 * as Slurm's {@code _parse_options} ({@code src/sacctmgr/file_functions.c}; specs/slurm.md §9.2) splits it.
 *
 * <p>Fields are separated by {@code :}, except a {@code :} inside quotes and a typed-TRES separator such as
 * the one in {@code gres/gpu:tesla=4}. The first field without {@code =} is the name; a second one is an
 * error. A problem is described by {@link #error()} and the column where it is.
 *
 * @param name the entity name without quotes, or {@code null} if none was given
 * @param nameQuote the quote character around the name as written ({@code '}, {@code "} or none)
 * @param fields the {@code Key=Value} fields in order
 * @param error a problem, or {@code null}
 * @param errorCode the problem's code, or {@code null}
 * @param errorColumn the 1-based column of the problem in the options text
 */
public record DumpOptions(String name, String nameQuote, List<DumpField> fields, String error,
    String errorCode, int errorColumn) {

  /** Splits an options text; {@code offset} is the 0-based column where it starts in its line. */
  public static DumpOptions parse(String options, int offset) {
    return parse(options, 0, offset, null);
  }

  /**
   * Splits the options of a logical line, {@code line} from index {@code from} on; the same as
   * {@code parse(line.substring(from), from)} without cutting the options out first.
   */
  public static DumpOptions parseLine(String line, int from) {
    return parse(line, from, from, null);
  }

  /**
   * {@link #parseLine(String, int)}, with the keys and values taken from {@code strings} when it has them
   * (and added to it while it is small), so that the fields of many lines share their repeated strings.
   */
  static DumpOptions parseLine(String line, int from, NameIndex strings) {
    return parse(line, from, from, strings);
  }

  /** How many distinct keys and values {@link #parseLine(String, int, NameIndex)} remembers. */
  private static final int SHARED_STRINGS = 4096;

  /** Splits {@code text[from..]}, whose first character is at 0-based column {@code offset}. */
  private static DumpOptions parse(String text, int from, int offset, NameIndex strings) {
    String name = null;
    String nameQuote = "";
    List<DumpField> fields = new ArrayList<>(4);
    int n = text.length();
    int i = from;
    int base = offset - from;
    while (i < n) {
      int start = i;
      boolean quote = false;
      char quoteChar = 0;
      while (i < n && text.charAt(i) != '\n'
          && (text.charAt(i) != ':' || quote || isTresSeparator(text, start, i))) {
        char c = text.charAt(i);
        if (c == '"' || c == '\'') {
          if (!quote) {
            quote = true;
            quoteChar = c;
          } else if (c == quoteChar) {
            quote = false;
          }
        }
        i++;
      }
      if (quote) {
        return new DumpOptions(name, nameQuote, fields, "unterminated quote " + quoteChar,
            "slurm.dump.bad-quote", base + start + 1);
      }
      if (i > start) {
        int a = start;
        int b = i;
        while (a < b && Character.isWhitespace(text.charAt(a))) {
          a++;
        }
        while (b > a && Character.isWhitespace(text.charAt(b - 1))) {
          b--;
        }
        int eq = operatorAt(text, a, b);
        if (eq < 0) {
          if (name != null) {
            return new DumpOptions(name, nameQuote, fields,
                "a second name '" + text.substring(a, b) + "' (end the option with '=')", "slurm.dump.bad-field",
                base + start + 1);
          }
          name = unquote(text, a, b);
          char first = a < b ? text.charAt(a) : 0;
          nameQuote = first == '\'' ? "'" : first == '"' ? "\"" : "";
        } else {
          char opChar = text.charAt(eq);
          String op = opChar == '=' ? "=" : opChar == '+' ? "+=" : "-=";
          fields.add(new DumpField(cut(text, a, eq, strings), op, cut(text, eq + op.length(), b, strings),
              base + start + 1));
        }
      }
      if (i < n && text.charAt(i) == ':') {
        i++;
      } else {
        break;
      }
    }
    return new DumpOptions(name, nameQuote, Collections.unmodifiableList(fields), null, null, 0);
  }

  private static String cut(String text, int a, int b, NameIndex strings) {
    return strings == null ? text.substring(a, b) : strings.intern(text, a, b, SHARED_STRINGS);
  }

  /** {@link DumpValues#unquote} of {@code text[a, b)}, cutting out only the result when it can. */
  private static String unquote(String text, int a, int b) {
    if (a == b) {
      return "";
    }
    char first = text.charAt(a);
    boolean quoted = first == '\'' || first == '"';
    int from = quoted ? a + 1 : a;
    int to = from;
    while (to < b && text.charAt(to) != '\'' && text.charAt(to) != '"') {
      to++;
    }
    if (to == b || quoted && text.charAt(to) == first) {
      return text.substring(from, to);
    }
    return DumpValues.unquote(text.substring(a, b));
  }

  /** The index in {@code text} of the first operator in {@code text[a, b)}, or -1 (see {@link #operatorAt(String)}). */
  private static int operatorAt(String text, int a, int b) {
    for (int k = a; k < b; k++) {
      char c = text.charAt(k);
      if (c == '=') {
        return k;
      }
      if ((c == '+' || c == '-') && k + 1 < b && text.charAt(k + 1) == '=') {
        return k;
      }
    }
    return -1;
  }

  /** Whether there was a problem. */
  public boolean failed() {
    return error != null;
  }

  /** The index of the first {@code =}, {@code +=} or {@code -=} (Slurm's {@code parse_option_end}). */
  static int operatorAt(String sub) {
    for (int k = 0; k < sub.length(); k++) {
      char c = sub.charAt(k);
      if (c == '=') {
        return k;
      }
      if ((c == '+' || c == '-') && k + 1 < sub.length() && sub.charAt(k + 1) == '=') {
        return k;
      }
    }
    return -1;
  }

  /** Whether the {@code :} at {@code i} separates a typed TRES ({@code gres/gpu:tesla}). */
  private static boolean isTresSeparator(String text, int start, int i) {
    for (int k = i - 1; k >= start; k--) {
      char c = text.charAt(k);
      if (c == '/') {
        return true;
      }
      if (c == '=' || c == ',' || c == ':' || c == '\'' || c == '"') {
        return false;
      }
    }
    return false;
  }
}
