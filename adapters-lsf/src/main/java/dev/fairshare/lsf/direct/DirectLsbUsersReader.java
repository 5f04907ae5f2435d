package dev.fairshare.lsf.direct;

import dev.fairshare.format.LineSource;
import dev.fairshare.tree.ShareTree;

/**
 * Reads {@code lsb.users} straight from the line cursor into the share tree (docs/algorithms/lsf.md §4.1):
 * the rows as text ranges ({@link UserGroupScanner}), an index of the group names
 * ({@link GroupNameTable}), the groups the rows name ({@link UserGroupLinks}), the
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
    GroupNameTable groups = GroupNameTable.of(scanner.rows());
    if (groups == null) {
      return null;
    }
    UserGroupLinks links = UserGroupLinks.of(scanner.rows(), groups);
    return links == null ? null : UserGroupExpansion.expand(source.name(), scanner.rows(), links);
  }
}
