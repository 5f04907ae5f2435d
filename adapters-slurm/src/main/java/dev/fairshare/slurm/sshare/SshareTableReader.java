package dev.fairshare.slurm.sshare;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the rows of {@code sshare -a} output: parsable ({@code -p}, {@code -P}) or aligned, long or not
 * (docs/algorithms/slurm.md §8). Parsable output without a header ({@code -n}) is recognized by its number of cells
 * (7: default, 10: classic {@code -l}, 11: Fair Tree {@code -l}); aligned output needs its header and
 * dashes line, whose runs give the column widths. A number wider than its aligned column pushes the rest of
 * the row right, as {@code printf} does; the reader follows it.
 *
 * <p>Problems: {@code slurm.sshare.no-header}, {@code slurm.sshare.bad-row} (wrong number of cells),
 * {@code slurm.sshare.missing-column} (no Account, User, RawShares or RawUsage column),
 * {@code slurm.sshare.empty}.
 */
public final class SshareTableReader {
  private SshareTableReader() {}

  /** The rows of one output; throws a {@link ConfigParseException} with every problem. */
  public static List<SshareRow> read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    List<LineSource.Line> lines = source.lines().stream().filter(l -> !l.text().isBlank()).toList();
    if (lines.isEmpty()) {
      problems.error(source.at(0, 0), "slurm.sshare.empty", "no sshare rows",
          "give the output of sshare -a -l -P (or -a -P, or -a -l)");
      problems.throwIfErrors();
    }
    List<SshareRow> rows = lines.get(0).text().indexOf('|') >= 0
        ? parsable(source, lines, problems) : aligned(source, lines, problems);
    problems.throwIfErrors();
    return rows;
  }

  private static List<SshareRow> parsable(LineSource source, List<LineSource.Line> lines,
      ProblemCollector problems) {
    String[] first = lines.get(0).text().split("\\|", -1);
    List<SshareColumn> columns = headerColumns(first);
    int start = 1;
    if (columns == null) {
      columns = byCount(first);
      start = 0;
      if (columns == null) {
        problems.error(source.at(lines.get(0).number(), 1), "slurm.sshare.no-header",
            "neither a header nor a known number of cells (" + first.length + ")",
            "give the output of sshare -a -P, -a -l -P or -a -l, with its header");
        return List.of();
      }
    }
    if (!hasRequired(columns, source, problems)) {
      return List.of();
    }
    List<SshareRow> rows = new ArrayList<>();
    for (int k = start; k < lines.size(); k++) {
      LineSource.Line line = lines.get(k);
      String[] cells = line.text().split("\\|", -1);
      int n = cells.length;
      if (n == columns.size() + 1 && cells[n - 1].isEmpty()) {
        n--;
      }
      if (n != columns.size()) {
        problems.error(source.at(line.number(), 1), "slurm.sshare.bad-row",
            "expected " + columns.size() + " cells, found " + n, "rows have as many cells as the header");
        continue;
      }
      rows.add(row(line.number(), columns, cells, false));
    }
    return rows;
  }

  private static List<SshareRow> aligned(LineSource source, List<LineSource.Line> lines,
      ProblemCollector problems) {
    if (lines.size() < 2 || !lines.get(1).text().strip().matches("[- ]+")) {
      problems.error(source.at(lines.get(0).number(), 1), "slurm.sshare.no-header",
          "aligned output without its header and dashes line",
          "give sshare's output with its header, or use -P");
      return List.of();
    }
    String[] names = lines.get(0).text().strip().split("\\s+");
    String[] dashes = lines.get(1).text().strip().split(" +");
    List<SshareColumn> columns = headerColumns(names);
    if (columns == null || dashes.length != names.length) {
      problems.error(source.at(lines.get(0).number(), 1), "slurm.sshare.no-header",
          "the header names unknown columns", "the columns are those of sshare -a [-l]");
      return List.of();
    }
    if (!hasRequired(columns, source, problems)) {
      return List.of();
    }
    int[] widths = new int[dashes.length];
    for (int c = 0; c < dashes.length; c++) {
      widths[c] = dashes[c].length();
    }
    List<SshareRow> rows = new ArrayList<>();
    for (int k = 2; k < lines.size(); k++) {
      LineSource.Line line = lines.get(k);
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
      rows.add(row(line.number(), columns, cells, accountCut || userCut));
    }
    return rows;
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

  private static boolean hasRequired(List<SshareColumn> columns, LineSource source, ProblemCollector problems) {
    for (SshareColumn c : List.of(SshareColumn.ACCOUNT, SshareColumn.USER, SshareColumn.RAW_SHARES,
        SshareColumn.RAW_USAGE)) {
      if (!columns.contains(c)) {
        problems.error(source.at(1, 0), "slurm.sshare.missing-column", "no " + c.header() + " column",
            "sshare's default columns include Account, User, RawShares and RawUsage");
        return false;
      }
    }
    return true;
  }
}
