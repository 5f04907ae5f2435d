package dev.fairshare.lsf.syntax;

import dev.fairshare.format.ProblemCollector;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The column table of a section such as {@code UserGroup} or {@code HostGroup}: a header line of column
 * names, then one row per logical line, where a parenthesised list ({@code (a b c)}) or a quoted string is one
 * field (docs/algorithms/lsf.md §4.1).
 *
 * <p>Problems: {@code lsf.table.extra-field} (more fields than columns) and {@code lsf.table.unbalanced}
 * (an unclosed parenthesis, bracket or quote).
 */
public final class ColumnTable {

  /**
   * One field of a row: the characters {@code [offset, end)} of its logical line's text, cut out only when
   * {@link #text} is asked (a reader may scan the line in place). Equal, hashed and printed as the record
   * {@code Field(text, offset)} it replaces.
   */
  public static final class Field {
    private final String line;
    private final int offset;
    private final int end;

    /** The field {@code line[offset, end)}. */
    public Field(String line, int offset, int end) {
      this.line = line;
      this.offset = offset;
      this.end = end;
    }

    /** The field's text. */
    public String text() {
      return line.substring(offset, end);
    }

    /** Where the field starts in its logical line. */
    public int offset() {
      return offset;
    }

    /** Where the field ends (exclusive) in its logical line. */
    public int end() {
      return end;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Field f && f.offset == offset && f.text().equals(text());
    }

    @Override
    public int hashCode() {
      return 31 * text().hashCode() + Integer.hashCode(offset);
    }

    @Override
    public String toString() {
      return "Field[text=" + text() + ", offset=" + offset + "]";
    }
  }

  /** One row: the fields by column, {@code null} where the row is shorter than the header. */
  public record Row(LogicalLine line, Field[] fields) {
    /** The field of a column index, or {@code null}. */
    public Field field(int column) {
      return column >= 0 && column < fields.length ? fields[column] : null;
    }
  }

  private final List<String> header;
  private final List<Row> rows;

  private ColumnTable(List<String> header, List<Row> rows) {
    this.header = List.copyOf(header);
    this.rows = List.copyOf(rows);
  }

  /** Reads a section's header and rows. */
  public static ColumnTable of(LsfSection section, ProblemCollector problems) {
    List<Row> rows = new ArrayList<>();
    List<String> header = stream(section, problems, h -> rows::add);
    return new ColumnTable(header, rows);
  }

  /**
   * Reads a section's header, calls {@code onHeader} with it once (with an empty header if the section has
   * no line), and hands each row to the consumer it returns as soon as the row is split, keeping none
   * ({@code null}: the rows are still split, for their problems, and dropped). Problems are the same, and
   * recorded in the same order, as with {@link #of}. Returns the header.
   */
  public static List<String> stream(LsfSection section, ProblemCollector problems,
      Function<List<String>, Consumer<Row>> onHeader) {
    List<String> header = new ArrayList<>();
    Consumer<Row> rows = null;
    boolean started = false;
    List<Field> fields = new ArrayList<>();
    for (LogicalLine line : section.body()) {
      if (line.isBlank()) {
        continue;
      }
      split(line, problems, fields);
      if (header.isEmpty()) {
        fields.forEach(f -> header.add(f.text().toUpperCase(Locale.ROOT)));
        continue;
      }
      if (!started) {
        started = true;
        rows = onHeader.apply(List.copyOf(header));
      }
      if (fields.size() > header.size()) {
        Field extra = fields.get(header.size());
        problems.error(line.at(extra.offset()), "lsf.table.extra-field",
            "row has " + fields.size() + " fields but section " + section.name() + " has "
                + header.size() + " columns (" + String.join(" ", header) + ")",
            "put lists in parentheses, for example (user1 user2)");
      }
      Field[] byColumn = new Field[header.size()];
      for (int c = 0; c < Math.min(byColumn.length, fields.size()); c++) {
        byColumn[c] = fields.get(c);
      }
      if (rows != null) {
        rows.accept(new Row(line, byColumn));
      }
    }
    if (!started) {
      onHeader.apply(List.copyOf(header));
    }
    return List.copyOf(header);
  }

  /** The column names in upper case. */
  public List<String> header() {
    return header;
  }

  /** The index of a column, or -1. */
  public int column(String name) {
    return header.indexOf(name);
  }

  /** The rows in file order. */
  public List<Row> rows() {
    return rows;
  }

  /** Splits a line into {@code out}, cleared first (one list reused for all rows of a section). */
  private static void split(LogicalLine line, ProblemCollector problems, List<Field> out) {
    out.clear();
    String text = line.text();
    int n = text.length();
    int i = FieldScan.skipWhitespace(text, 0, n);
    while (i < n) {
      int start = i;
      i = FieldScan.fieldEnd(text, start, n);
      if (i < 0) {
        problems.error(line.at(start), "lsf.table.unbalanced",
            "unclosed " + (i == FieldScan.UNCLOSED_QUOTE ? "quote" : "parenthesis or bracket") + " in '"
                + text.substring(start).strip() + "'", "close every ( with ) and every [ with ]");
        i = n;
      }
      out.add(new Field(text, start, i));
      i = FieldScan.skipWhitespace(text, i, n);
    }
  }
}
