package dev.fairshare.slurm.dump;

import java.util.ArrayList;
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
    String name = null;
    String nameQuote = "";
    List<DumpField> fields = new ArrayList<>();
    int n = options.length();
    int i = 0;
    while (i < n) {
      int start = i;
      boolean quote = false;
      char quoteChar = 0;
      while (i < n && options.charAt(i) != '\n'
          && (options.charAt(i) != ':' || quote || isTresSeparator(options, start, i))) {
        char c = options.charAt(i);
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
            "slurm.dump.bad-quote", offset + start + 1);
      }
      if (i > start) {
        String sub = options.substring(start, i).strip();
        int eq = operatorAt(sub);
        if (eq < 0) {
          if (name != null) {
            return new DumpOptions(name, nameQuote, fields,
                "a second name '" + sub + "' (end the option with '=')", "slurm.dump.bad-field",
                offset + start + 1);
          }
          name = DumpValues.unquote(sub);
          nameQuote = sub.startsWith("'") ? "'" : sub.startsWith("\"") ? "\"" : "";
        } else {
          char opChar = sub.charAt(eq);
          String op = opChar == '=' ? "=" : opChar == '+' ? "+=" : "-=";
          fields.add(new DumpField(sub.substring(0, eq), op, sub.substring(eq + op.length()),
              offset + start + 1));
        }
      }
      if (i < n && options.charAt(i) == ':') {
        i++;
      } else {
        break;
      }
    }
    return new DumpOptions(name, nameQuote, List.copyOf(fields), null, null, 0);
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
