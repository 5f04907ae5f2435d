package dev.fairshare.lsf.model;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.syntax.LogicalLine;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * Where each GROUP_MEMBER of a {@code lsb.users} row is written (docs/algorithms/lsf.md §4.1): an immutable
 * list whose locations are made only when a problem asks for one (a read of 100,000 rows needs almost none
 * of them). It keeps the physical line and column of each member, not the row's text: a group of millions
 * of members is one line of hundreds of megabytes, which the groups read must not hold on to.
 */
final class MemberLocations extends AbstractList<SourceLocation> implements RandomAccess {
  private final String source;
  private final int line;
  /** The physical line of each member, or {@code null} when the row is the one line {@link #line}. */
  private final int[] lines;
  /** The 1-based physical column of each member. */
  private final int[] columns;

  private MemberLocations(String source, int line, int[] lines, int[] columns) {
    this.source = source;
    this.line = line;
    this.lines = lines;
    this.columns = columns;
  }

  /**
   * The locations of the members at {@code offsets} in a logical line's text, as {@link LogicalLine#at} gives
   * them; {@code offsets} is taken over (turned into columns when the line is one physical line).
   */
  static MemberLocations of(LogicalLine row, int[] offsets) {
    int[] lines = row.starts() == null ? null : new int[offsets.length];
    for (int k = 0; k < offsets.length; k++) {
      if (lines != null) {
        lines[k] = row.lineOf(offsets[k]);
      }
      offsets[k] = row.columnOf(offsets[k]);
    }
    return new MemberLocations(row.source(), row.firstLine(), lines, offsets);
  }

  @Override
  public SourceLocation get(int index) {
    return SourceLocation.of(source, lines == null ? line : lines[index], columns[index]);
  }

  @Override
  public int size() {
    return columns.length;
  }
}
