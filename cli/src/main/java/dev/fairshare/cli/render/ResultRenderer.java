package dev.fairshare.cli.render;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.format.NumberText;
import dev.fairshare.io.OutputLimit;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Renders a {@link FairshareResult} as the {@code compute} output: {@code tsv} (full precision) or a
 * {@code table} (six decimals, aligned), written row by row to the output, never held whole in memory.
 *
 * <p>Both text forms have the columns {@code path kind raw_shares norm_shares raw_usage norm_usage
 * effective_usage level_fs factor rank}; a cell is empty where the algorithm has no value; the root's path
 * is {@code .}; {@code parent} shares print as {@code parent}; infinity prints as {@code inf}. Every row
 * holds the node's whole path, so a deep tree's output grows with the sum of its depths:
 * {@link #checkSize} refuses, before anything is written, an output larger than a limit.
 */
public final class ResultRenderer {
  /** The column names of the text forms, in order. */
  public static final List<String> COLUMNS = List.of("path", "kind", "raw_shares", "norm_shares",
      "raw_usage", "norm_usage", "effective_usage", "level_fs", "factor", "rank");

  private static final Metric[] METRIC_COLUMNS = {Metric.NORM_SHARES, null, Metric.NORM_USAGE,
      Metric.EFFECTIVE_USAGE, Metric.LEVEL_FS, Metric.FACTOR};

  /** Bytes a row may take besides its path (the numbers at full precision, tabs or padding), at most. */
  static final int ROW_BYTES = 8 * 26 + 16;

  private ResultRenderer() {}

  /**
   * Refuses ({@link TooLargeException}) an output whose size, as the table (every row as wide as the longest
   * path) or as tsv and json (each row as long as its path) would write it, is over the limit.
   */
  public static void checkSize(FairshareResult result, boolean table, OutputLimit limit) {
    long[] lengths = PreorderPaths.lengths(result.tree());
    long longest = 0;
    long sum = 0;
    for (long l : lengths) {
      longest = Math.max(longest, l);
      sum += l;
    }
    long n = lengths.length;
    long bytes = table ? n * (longest + ROW_BYTES) : sum + n * ROW_BYTES;
    limit.check(bytes, "every row holds the node's whole path: the deepest is "
        + result.tree().depth(deepest(result)) + " levels");
  }

  private static int deepest(FairshareResult result) {
    ShareTree tree = result.tree();
    int best = 0;
    for (int i = 1; i < tree.size(); i++) {
      if (tree.depth(i) > tree.depth(best)) {
        best = i;
      }
    }
    return best;
  }

  /** The tab-separated form, numbers in full precision. */
  public static String tsv(FairshareResult result) {
    StringBuilder out = new StringBuilder();
    tsv(result, out);
    return out.toString();
  }

  /** The tab-separated form, written to {@code out}. */
  public static void tsv(FairshareResult result, Appendable out) {
    try {
      out.append(String.join("\t", COLUMNS)).append('\n');
      ShareTree tree = result.tree();
      PreorderPaths paths = new PreorderPaths(tree);
      String[] cells = new String[COLUMNS.size() - 1];
      for (int i = 0; i < tree.size(); i++) {
        out.append(paths.next(i));
        cells(result, i, true, cells);
        for (String c : cells) {
          out.append('\t').append(c);
        }
        out.append('\n');
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The aligned table, numbers with six decimals. */
  public static String table(FairshareResult result) {
    StringBuilder out = new StringBuilder();
    table(result, out);
    return out.toString();
  }

  /**
   * The aligned table, written to {@code out}: a first pass finds each column's width (a path's from its
   * length, a number's from its value), the second writes the rows.
   */
  public static void table(FairshareResult result, Appendable out) {
    ShareTree tree = result.tree();
    int[] widths = new int[COLUMNS.size()];
    for (int c = 0; c < widths.length; c++) {
      widths[c] = COLUMNS.get(c).length();
    }
    long[] lengths = PreorderPaths.lengths(tree);
    String[] cells = new String[COLUMNS.size() - 1];
    for (int i = 0; i < tree.size(); i++) {
      widths[0] = (int) Math.max(widths[0], lengths[i]);
      cells(result, i, false, cells);
      for (int c = 0; c < cells.length; c++) {
        widths[c + 1] = Math.max(widths[c + 1], cells[c].length());
      }
    }
    try {
      out.append("algorithm: ").append(result.algorithm()).append('\n');
      StringBuilder line = new StringBuilder();
      line(out, line, COLUMNS.get(0), COLUMNS.subList(1, COLUMNS.size()).toArray(String[]::new), widths);
      String[] rule = new String[cells.length];
      for (int c = 0; c < rule.length; c++) {
        rule[c] = "-".repeat(widths[c + 1]);
      }
      line(out, line, "-".repeat(widths[0]), rule, widths);
      PreorderPaths paths = new PreorderPaths(tree);
      for (int i = 0; i < tree.size(); i++) {
        cells(result, i, false, cells);
        line(out, line, paths.next(i), cells, widths);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One table line: the first two columns left-aligned, the others right-aligned, no trailing blanks. */
  private static void line(Appendable out, StringBuilder line, CharSequence first, String[] rest, int[] widths)
      throws IOException {
    line.setLength(0);
    line.append(first);
    pad(line, widths[0] - first.length());
    for (int c = 0; c < rest.length; c++) {
      line.append("  ");
      if (c == 0) {
        line.append(rest[c]);
        pad(line, widths[1] - rest[c].length());
      } else {
        pad(line, widths[c + 1] - rest[c].length());
        line.append(rest[c]);
      }
    }
    int end = line.length();
    while (end > 0 && line.charAt(end - 1) == ' ') {
      end--;
    }
    line.setLength(end);
    out.append(line).append('\n');
  }

  private static void pad(StringBuilder line, int n) {
    for (int k = 0; k < n; k++) {
      line.append(' ');
    }
  }

  /** The cells of node {@code i} after its path, into {@code cells}. */
  private static void cells(FairshareResult result, int i, boolean fullPrecision, String[] cells) {
    ShareTree tree = result.tree();
    int k = 0;
    cells[k++] = tree.kind(i).label();
    cells[k++] = i == 0 ? "" : tree.usesParentShares(i) ? "parent" : NumberText.plain(tree.shares(i));
    for (Metric m : METRIC_COLUMNS) {
      double v = m == null ? result.usage().usage(i) : result.get(m, i);
      cells[k++] = number(v, fullPrecision);
    }
    int rank = result.rank(i);
    cells[k] = rank == 0 ? "" : Integer.toString(rank);
  }

  /** A number as a cell: empty for NaN, {@code inf} for infinity, full precision or six decimals. */
  public static String number(double v, boolean fullPrecision) {
    if (Double.isNaN(v)) {
      return "";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "inf" : "-inf";
    }
    return fullPrecision ? NumberText.plain(v) : NumberText.sixDecimals(v);
  }
}
