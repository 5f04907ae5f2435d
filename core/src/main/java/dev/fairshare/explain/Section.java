package dev.fairshare.explain;

import java.util.List;

/**
 * A table an algorithm's family adds to an explanation beyond the path: a Slurm job's priority terms as
 * {@code sprio -l} prints them, LSF's dispatch order.
 *
 * @param key a stable name ({@code slurm.job-priority}, {@code lsf.dispatch-order})
 * @param title one line saying what the table is
 * @param columns the column names
 * @param rows the cells, one list per row, as many as columns
 * @param text the family's native rendering of the table, or empty (sprio's own layout)
 */
public record Section(String key, String title, List<String> columns, List<List<String>> rows, String text) {

  public Section {
    columns = List.copyOf(columns);
    rows = rows.stream().map(List::copyOf).toList();
    for (List<String> row : rows) {
      if (row.size() != columns.size()) {
        throw new IllegalArgumentException(key + ": a row of " + row.size() + " cells for " + columns.size());
      }
    }
  }
}
