package dev.fairshare.lsf.direct;

import dev.fairshare.format.LineSource;
import dev.fairshare.tree.NodeNameTable;
import dev.fairshare.tree.ShareTree;

/**
 * Reads {@code lsb.users} straight from the line cursor into the share tree (docs/algorithms/lsf.md §4.1):
 * the rows as text ranges ({@link UserGroupScanner}), an index of the group names
 * ({@link NodeNameTable}), the groups the rows name ({@link UserGroupLinks}), the
 * tree built in pre-order ({@link UserGroupExpansion}), with no model of the rows in between.
 *
 * <p>It gives the tree that {@code LsbUsersReader} and {@code LsfShareTreeBuilder} give, for every text they
 * read without a problem; for a text they would report anything about (and a few rare ones) it gives
 * {@code null}, and the format reads the text with them for their problems.
 */
public final class DirectLsbUsersReader {
  private DirectLsbUsersReader() {}

  /** The tree of a source, or {@code null} when it is to be read by the reference readers. */
  public static ShareTree read(LineSource source) {
    UserGroupScanner scanner = UserGroupScanner.scan(source);
    if (scanner == null) {
      return null;
    }
    NodeNameTable groups = groupNames(scanner.rows());
    if (groups == null) {
      return null;
    }
    UserGroupLinks links = UserGroupLinks.of(scanner.rows(), groups);
    return links == null ? null : UserGroupExpansion.expand(source.name(), scanner.rows(), links);
  }

  /**
   * The index of the groups of {@code rows} by name, or {@code null} when two have the same name
   * ({@code lsf.users.duplicate-group}). Made after the rows are read, in one loop of insertions, whose cache
   * misses overlap.
   */
  private static NodeNameTable groupNames(UserGroupRows rows) {
    String[] names = rows.names.values;
    NodeNameTable table = new NodeNameTable(rows.count, g -> names[g]);
    for (int g = 0; g < rows.count; g++) {
      if (table.putIfAbsent(g) >= 0) {
        return null;
      }
    }
    return table;
  }
}
