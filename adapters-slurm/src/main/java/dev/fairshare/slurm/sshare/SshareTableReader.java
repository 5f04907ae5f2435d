package dev.fairshare.slurm.sshare;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.io.FileLines;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads the rows of {@code sshare -a} output: parsable ({@code -p}, {@code -P}) or aligned, long or not
 * (docs/algorithms/slurm.md §8). Parsable output without a header ({@code -n}) is recognized by its number of cells
 * (7: default, 10: classic {@code -l}, 11: Fair Tree {@code -l}); aligned output needs its header and
 * dashes line, whose runs give the column widths. A number wider than its aligned column pushes the rest of
 * the row right, as {@code printf} does; the reader follows it.
 *
 * <p>The lines are taken one at a time ({@link #accept}), each row handed on as soon as it is read, so that
 * a file of ten million rows is never held ({@link #read(Path, Consumer)}).
 *
 * <p>Problems: {@code slurm.sshare.no-header}, {@code slurm.sshare.bad-row} (wrong number of cells),
 * {@code slurm.sshare.missing-column} (no Account, User, RawShares or RawUsage column),
 * {@code slurm.sshare.empty}.
 */
public final class SshareTableReader {
  private final String sourceName;
  private final Consumer<SshareRow> sink;
  private final ProblemCollector problems = new ProblemCollector();
  /** The first non-blank line, held until the second tells an aligned header. */
  private LineSource.Line first;
  private int nonBlank;
  private List<SshareColumn> columns;
  private int[] widths;
  private boolean parsable;
  /** Whether the header was refused: the rows are not read. */
  private boolean refused;

  private SshareTableReader(String sourceName, Consumer<SshareRow> sink) {
    this.sourceName = sourceName;
    this.sink = sink;
  }

  /** The rows of one output; throws a {@link ConfigParseException} with every problem. */
  public static List<SshareRow> read(LineSource source) {
    List<SshareRow> rows = new ArrayList<>();
    SshareTableReader reader = new SshareTableReader(source.name(), rows::add);
    LineSource.Cursor cursor = source.cursor();
    while (cursor.next()) {
      reader.accept(cursor.number(), cursor.line());
    }
    reader.finish();
    return rows;
  }

  /**
   * Hands each row of a file to {@code sink} as it is read, a line at a time; throws a
   * {@link ConfigParseException} with every problem of the table at the end (the rows handed on are then
   * not to be used).
   */
  public static void read(Path path, Consumer<SshareRow> sink) {
    SshareTableReader reader = new SshareTableReader(path.toString(), sink);
    try (FileLines lines = FileLines.open(path)) {
      while (lines.next()) {
        reader.accept(lines.number(), lines.line());
      }
    }
    reader.finish();
  }

  private void accept(int number, String text) {
    if (text.isBlank() || refused) {
      return;
    }
    nonBlank++;
    LineSource.Line line = new LineSource.Line(number, text);
    if (nonBlank == 1) {
      first = line;
      parsable = text.indexOf('|') >= 0;
      if (parsable) {
        parsableHeader();
      }
      return;
    }
    if (!parsable && nonBlank == 2) {
      alignedHeader(line);
      return;
    }
    if (parsable) {
      parsableRow(line);
    } else {
      alignedRow(line);
    }
  }

  private void finish() {
    if (nonBlank == 0) {
      problems.error(at(0, 0), "slurm.sshare.empty", "no sshare rows",
          "give the output of sshare -a -l -P (or -a -P, or -a -l)");
    } else if (nonBlank == 1 && !parsable) {
      alignedHeader(null);
    }
    problems.throwIfErrors();
  }

  private void parsableHeader() {
    String[] cells = first.text().split("\\|", -1);
    columns = headerColumns(cells);
    if (columns == null) {
      columns = byCount(cells);
      if (columns == null) {
        problems.error(at(first.number(), 1), "slurm.sshare.no-header",
            "neither a header nor a known number of cells (" + cells.length + ")",
            "give the output of sshare -a -P, -a -l -P or -a -l, with its header");
        refused = true;
        return;
      }
      if (!hasRequired()) {
        return;
      }
      parsableRow(first);
      return;
    }
    hasRequired();
  }

  private void parsableRow(LineSource.Line line) {
    String[] cells = line.text().split("\\|", -1);
    int n = cells.length;
    if (n == columns.size() + 1 && cells[n - 1].isEmpty()) {
      n--;
    }
    if (n != columns.size()) {
      problems.error(at(line.number(), 1), "slurm.sshare.bad-row",
          "expected " + columns.size() + " cells, found " + n, "rows have as many cells as the header");
      return;
    }
    sink.accept(row(line.number(), columns, cells, false));
  }

  /** Reads the header and dashes lines of aligned output ({@code dashes} null: there is none). */
  private void alignedHeader(LineSource.Line dashesLine) {
    if (dashesLine == null || !dashesLine.text().strip().matches("[- ]+")) {
      problems.error(at(first.number(), 1), "slurm.sshare.no-header",
          "aligned output without its header and dashes line",
          "give sshare's output with its header, or use -P");
      refused = true;
      return;
    }
    String[] names = first.text().strip().split("\\s+");
    String[] dashes = dashesLine.text().strip().split(" +");
    columns = headerColumns(names);
    if (columns == null || dashes.length != names.length) {
      problems.error(at(first.number(), 1), "slurm.sshare.no-header",
          "the header names unknown columns", "the columns are those of sshare -a [-l]");
      refused = true;
      return;
    }
    if (!hasRequired()) {
      return;
    }
    widths = new int[dashes.length];
    for (int c = 0; c < dashes.length; c++) {
      widths[c] = dashes[c].length();
    }
  }

  private void alignedRow(LineSource.Line line) {
    String text = line.text();
    String[] cells = new String[widths.length];
    int pos = 0;
    for (int c = 0; c < widths.length; c++) {
      int end = Math.min(pos + widths[c], text.length());
      while (end < text.length() && text.charAt(end) != ' ') {
        end++;
      }
      cells[c] = pos < text.length() ? text.substring(pos, end) : "";
      pos = end + 1;
    }
    for (int c = 1; c < cells.length; c++) {
      cells[c] = cells[c].strip();
    }
    int a = columns.indexOf(SshareColumn.ACCOUNT);
    int u = columns.indexOf(SshareColumn.USER);
    boolean accountCut = cells[a].length() == widths[a] && cells[a].endsWith("+");
    boolean userCut = cells[u].length() == widths[u] && cells[u].endsWith("+");
    cells[a] = accountCut ? cells[a].substring(0, widths[a] - 1) : cells[a].stripTrailing();
    if (userCut) {
      cells[u] = cells[u].substring(0, widths[u] - 1);
    }
    sink.accept(row(line.number(), columns, cells, accountCut || userCut));
  }

  private static SshareRow row(int number, List<SshareColumn> columns, String[] cells, boolean truncated) {
    String account = cells[columns.indexOf(SshareColumn.ACCOUNT)];
    int depth = 0;
    while (depth < account.length() && account.charAt(depth) == ' ') {
      depth++;
    }
    String name = account.substring(depth);
    String user = cells[columns.indexOf(SshareColumn.USER)];
    return new SshareRow(number, depth, name, user.isEmpty() ? null : user,
        cells[columns.indexOf(SshareColumn.RAW_SHARES)], cells[columns.indexOf(SshareColumn.RAW_USAGE)],
        cell(columns, cells, SshareColumn.GRP_TRES_MINS), cell(columns, cells, SshareColumn.TRES_RUN_MINS),
        truncated);
  }

  private static String cell(List<SshareColumn> columns, String[] cells, SshareColumn column) {
    int k = columns.indexOf(column);
    return k < 0 ? null : cells[k];
  }

  private static List<SshareColumn> headerColumns(String[] names) {
    List<SshareColumn> columns = new ArrayList<>();
    for (int k = 0; k < names.length; k++) {
      if (k == names.length - 1 && names[k].isEmpty()) {
        break;
      }
      SshareColumn c = SshareColumn.ofHeader(names[k]);
      if (c == null) {
        return null;
      }
      columns.add(c);
    }
    return columns;
  }

  private static List<SshareColumn> byCount(String[] cells) {
    int n = cells.length;
    if (n > 0 && cells[n - 1].isEmpty() && (n - 1 == 7 || n - 1 == 10 || n - 1 == 11)) {
      n--;
    }
    SlurmVersion v = SlurmVersion.V25_11;
    return switch (n) {
      case 7 -> new SshareOptions(false, Parsable.NO_ENDING, false, true, v, 1).columns();
      case 10 -> new SshareOptions(true, Parsable.NO_ENDING, false, false, v, 1).columns();
      case 11 -> new SshareOptions(true, Parsable.NO_ENDING, false, true, v, 1).columns();
      default -> null;
    };
  }

  /** Whether the columns include those a row needs; refuses the table if not. */
  private boolean hasRequired() {
    for (SshareColumn c : List.of(SshareColumn.ACCOUNT, SshareColumn.USER, SshareColumn.RAW_SHARES,
        SshareColumn.RAW_USAGE)) {
      if (!columns.contains(c)) {
        problems.error(at(1, 0), "slurm.sshare.missing-column", "no " + c.header() + " column",
            "sshare's default columns include Account, User, RawShares and RawUsage");
        refused = true;
        return false;
      }
    }
    return true;
  }

  private dev.fairshare.format.SourceLocation at(int line, int column) {
    return dev.fairshare.format.SourceLocation.of(sourceName, line, column);
  }
}
