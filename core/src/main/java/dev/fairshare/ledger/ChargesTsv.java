package dev.fairshare.ledger;

import java.util.ArrayList;
import java.util.List;

/**
 * The ledger's own text form, written by {@code fairshare usage export} and read back by the
 * {@code fairshare.charges} ingester (a backup, or a move from one store to another): one charge a line,
 * tab-separated, {@code job_key source start end amount family part...}, after a header line
 * {@code # fairshare charges 1}. Times are epoch seconds, the amount in full precision
 * ({@link Double#toString}), and a tab, line break or backslash inside a field is written {@code \t},
 * {@code \n}, {@code \r}, {@code \\}.
 */
public final class ChargesTsv {
  /** The first line of the form. */
  public static final String HEADER = "# fairshare charges 1";

  private ChargesTsv() {}

  /** Appends one charge as a line (with its line break). */
  public static void write(Charge c, StringBuilder out) {
    escape(c.jobKey(), out);
    out.append('\t');
    escape(c.source(), out);
    out.append('\t').append(c.start()).append('\t').append(c.end()).append('\t').append(c.amount()).append('\t');
    escape(c.identity().family(), out);
    for (String part : c.identity().parts()) {
      out.append('\t');
      escape(part, out);
    }
    out.append('\n');
  }

  /** The fields of one line, unescaped; a field with a bad escape is returned as {@code null}. */
  public static List<String> fields(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean bad = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\t') {
        out.add(bad ? null : field.toString());
        field.setLength(0);
        bad = false;
      } else if (c == '\\' && i + 1 < line.length()) {
        char e = line.charAt(++i);
        switch (e) {
          case 't' -> field.append('\t');
          case 'n' -> field.append('\n');
          case 'r' -> field.append('\r');
          case '\\' -> field.append('\\');
          default -> bad = true;
        }
      } else if (c == '\\') {
        bad = true;
      } else {
        field.append(c);
      }
    }
    out.add(bad ? null : field.toString());
    return out;
  }

  private static void escape(String s, StringBuilder out) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\\' -> out.append("\\\\");
        default -> out.append(c);
      }
    }
  }
}
