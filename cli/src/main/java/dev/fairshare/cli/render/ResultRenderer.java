package dev.fairshare.cli.render;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.format.NumberText;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Renders a {@link FairshareResult} as the {@code compute} output: {@code tsv} (full precision), a
 * {@code table} (six decimals, aligned) or {@code json}.
 *
 * <p>Both text forms have the columns {@code path kind raw_shares norm_shares raw_usage norm_usage
 * effective_usage level_fs factor rank}; a cell is empty where the algorithm has no value; the root's path
 * is {@code .}; {@code parent} shares print as {@code parent}; infinity prints as {@code inf}.
 */
public final class ResultRenderer {
  /** The column names of the text forms, in order. */
  public static final List<String> COLUMNS = List.of("path", "kind", "raw_shares", "norm_shares",
      "raw_usage", "norm_usage", "effective_usage", "level_fs", "factor", "rank");

  private static final Metric[] METRIC_COLUMNS = {Metric.NORM_SHARES, null, Metric.NORM_USAGE,
      Metric.EFFECTIVE_USAGE, Metric.LEVEL_FS, Metric.FACTOR};

  private ResultRenderer() {}

  /** The tab-separated form, numbers in full precision. */
  public static String tsv(FairshareResult result) {
    StringBuilder out = new StringBuilder(String.join("\t", COLUMNS)).append('\n');
    for (List<String> row : rows(result, true)) {
      out.append(String.join("\t", row)).append('\n');
    }
    return out.toString();
  }

  /** The aligned table, numbers with six decimals. */
  public static String table(FairshareResult result) {
    TextTable table = new TextTable(COLUMNS, 2);
    for (List<String> row : rows(result, false)) {
      table.row(row);
    }
    return "algorithm: " + result.algorithm() + "\n" + table.render();
  }

  /** The cells of every node, in pre-order. */
  static List<List<String>> rows(FairshareResult result, boolean fullPrecision) {
    ShareTree tree = result.tree();
    List<List<String>> rows = new ArrayList<>(tree.size());
    for (int i = 0; i < tree.size(); i++) {
      List<String> row = new ArrayList<>(COLUMNS.size());
      row.add(i == 0 ? "." : tree.path(i));
      row.add(tree.kind(i).label());
      row.add(i == 0 ? "" : tree.usesParentShares(i) ? "parent" : NumberText.plain(tree.shares(i)));
      for (Metric m : METRIC_COLUMNS) {
        double v = m == null ? result.usage().usage(i) : result.get(m, i);
        row.add(number(v, fullPrecision));
      }
      int rank = result.rank(i);
      row.add(rank == 0 ? "" : Integer.toString(rank));
      rows.add(row);
    }
    return rows;
  }

  /** A number as a cell: empty for NaN, {@code inf} for infinity, full precision or six decimals. */
  public static String number(double v, boolean fullPrecision) {
    if (Double.isNaN(v)) {
      return "";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "inf" : "-inf";
    }
    return fullPrecision ? NumberText.plain(v) : String.format(Locale.ROOT, "%.6f", v);
  }
}
