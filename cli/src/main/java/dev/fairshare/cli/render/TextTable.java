package dev.fairshare.cli.render;

import java.util.ArrayList;
import java.util.List;

/**
 * A table of text cells printed with aligned columns: the first {@code leftColumns} columns left-aligned
 * (names), the others right-aligned (numbers), two spaces between columns, a rule under the header.
 */
public final class TextTable {
  private final List<String> header;
  private final int leftColumns;
  private final List<List<String>> rows = new ArrayList<>();

  /** A table whose first column is left-aligned. */
  public TextTable(List<String> header) {
    this(header, 1);
  }

  /** A table whose first {@code leftColumns} columns are left-aligned. */
  public TextTable(List<String> header, int leftColumns) {
    this.header = List.copyOf(header);
    this.leftColumns = leftColumns;
  }

  /** Adds a row; it must have as many cells as the header. */
  public TextTable row(List<String> cells) {
    if (cells.size() != header.size()) {
      throw new IllegalArgumentException("row has " + cells.size() + " cells, header " + header.size());
    }
    rows.add(List.copyOf(cells));
    return this;
  }

  /** The rendered table, each line ending in a newline. */
  public String render() {
    int[] widths = new int[header.size()];
    for (int c = 0; c < widths.length; c++) {
      widths[c] = header.get(c).length();
      for (List<String> row : rows) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    StringBuilder out = new StringBuilder();
    line(out, header, widths, leftColumns);
    List<String> rule = new ArrayList<>();
    for (int w : widths) {
      rule.add("-".repeat(w));
    }
    line(out, rule, widths, leftColumns);
    for (List<String> row : rows) {
      line(out, row, widths, leftColumns);
    }
    return out.toString();
  }

  private static void line(StringBuilder out, List<String> cells, int[] widths, int leftColumns) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < cells.size(); c++) {
      String cell = cells.get(c);
      if (c > 0) {
        line.append("  ");
      }
      String pad = " ".repeat(widths[c] - cell.length());
      line.append(c < leftColumns ? cell + pad : pad + cell);
    }
    out.append(line.toString().stripTrailing()).append('\n');
  }
}
