package dev.fairshare.flux.db;

import dev.fairshare.format.Problem;
import java.util.List;

/**
 * The rows of a flux-accounting database that flux's fair-share walk does not load (inactive rows, rows
 * under inactive banks, users of banks with sub-banks), one warning each, kept in the document's settings
 * so that a conversion reports them as losses.
 *
 * @param rows the warnings, {@code flux.db.not-loaded}, each at {@code DB#table:rowid}
 */
public record NotLoadedRows(List<Problem> rows) {
  public NotLoadedRows {
    rows = List.copyOf(rows);
  }
}
