package dev.fairshare.slurm.dump;

import dev.fairshare.format.NameIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The splitter of a dump line's options ({@code 'name':Key=Value:...}) as Slurm's {@code _parse_options}
 * splits them ({@code src/sacctmgr/file_functions.c}; docs/algorithms/slurm.md §9.2), reusable from line to line: the
 * name and the fields of the last line scanned are kept in arrays, so that the reader of a 100,000-line dump
 * makes no objects per field. {@link DumpOptions#parse} is this scanner's result as a record.
 */
final class DumpFieldScanner {
  /** How many distinct keys and values a scanner with shared strings remembers. */
  private static final int SHARED_STRINGS = 4096;

  private final NameIndex strings;
  private String name;
  private String nameQuote;
  /** Where the name's field starts and ends (at its ':' or the end) in the text scanned. */
  private int nameFrom;
  private int nameTo;
  private int count;
  private String[] keys = new String[8];
  private String[] operators = new String[8];
  private String[] raws = new String[8];
  private int[] columns = new int[8];
  private String error;
  private String errorCode;
  private int errorColumn;

  /** A scanner; with {@code strings}, keys and values are shared through it (added while it is small). */
  DumpFieldScanner(NameIndex strings) {
    this.strings = strings;
  }

  /**
   * Scans {@code text[from..]}, whose first character is at 0-based column {@code offset}; returns false if
   * there was a problem ({@link #error()}), with the name and fields read before it kept.
   */
  boolean scan(String text, int from, int offset) {
    name = null;
    nameQuote = "";
    Arrays.fill(keys, 0, count, null);
    Arrays.fill(raws, 0, count, null);
    count = 0;
    error = null;
    errorCode = null;
    errorColumn = 0;
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
        return fail("unterminated quote " + quoteChar, "slurm.dump.bad-quote", base + start + 1);
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
            return fail("a second name '" + text.substring(a, b) + "' (end the option with '=')",
                "slurm.dump.bad-field", base + start + 1);
          }
          name = unquote(text, a, b);
          nameFrom = start;
          nameTo = i;
          char first = a < b ? text.charAt(a) : 0;
          nameQuote = first == '\'' ? "'" : first == '"' ? "\"" : "";
        } else {
          char opChar = text.charAt(eq);
          String op = opChar == '=' ? "=" : opChar == '+' ? "+=" : "-=";
          add(cut(text, a, eq), op, cut(text, eq + op.length(), b), base + start + 1);
        }
      }
      if (i < n && text.charAt(i) == ':') {
        i++;
      } else {
        break;
      }
    }
    return true;
  }

  /** The last scan as a record. */
  DumpOptions toOptions() {
    List<DumpField> fields = new ArrayList<>(count);
    for (int k = 0; k < count; k++) {
      fields.add(new DumpField(keys[k], operators[k], raws[k], columns[k]));
    }
    return error == null
        ? new DumpOptions(name, nameQuote, Collections.unmodifiableList(fields), null, null, 0)
        : new DumpOptions(name, nameQuote, fields, error, errorCode, errorColumn);
  }

  /** The entity name without quotes, or {@code null}. */
  String name() {
    return name;
  }

  /** The index in the text scanned where the name's field starts (before its white space). */
  int nameFrom() {
    return nameFrom;
  }

  /** The index in the text scanned just past the name's field: its {@code :} or the end. */
  int nameTo() {
    return nameTo;
  }

  /** The quote around the name as written. */
  String nameQuote() {
    return nameQuote;
  }

  /** Whether the last scan found a problem. */
  boolean failed() {
    return error != null;
  }

  String error() {
    return error;
  }

  String errorCode() {
    return errorCode;
  }

  int errorColumn() {
    return errorColumn;
  }

  /** The number of {@code Key=Value} fields. */
  int count() {
    return count;
  }

  /** A field's key as written. */
  String key(int field) {
    return keys[field];
  }

  /** A field's operator: {@code =}, {@code +=} or {@code -=}. */
  String operator(int field) {
    return operators[field];
  }

  /** A field's value as written, quotes included. */
  String raw(int field) {
    return raws[field];
  }

  /** A field's value without its quotes, as {@link DumpField#value()}. */
  String value(int field) {
    return DumpValues.unquote(raws[field]);
  }

  /** A field's 1-based column in its line. */
  int column(int field) {
    return columns[field];
  }

  private boolean fail(String message, String code, int column) {
    error = message;
    errorCode = code;
    errorColumn = column;
    return false;
  }

  private void add(String key, String operator, String raw, int column) {
    if (count == keys.length) {
      keys = Arrays.copyOf(keys, count * 2);
      operators = Arrays.copyOf(operators, count * 2);
      raws = Arrays.copyOf(raws, count * 2);
      columns = Arrays.copyOf(columns, count * 2);
    }
    keys[count] = key;
    operators[count] = operator;
    raws[count] = raw;
    columns[count] = column;
    count++;
  }

  private String cut(String text, int a, int b) {
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
  /**
   * The index in {@code text} of the first operator in {@code text[a, b)}, or -1 (Slurm's
   * {@code parse_option_end}).
   */
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
  }}
