package dev.fairshare.lsf.model;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.syntax.LogicalLine;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * Where each GROUP_MEMBER of a {@code lsb.users} row is written (docs/algorithms/lsf.md §4.1), as offsets into the
 * row's logical line: an immutable list whose locations are made only when a problem asks for one
 * (a read of 100,000 rows needs almost none of them).
 */
final class MemberLocations extends AbstractList<SourceLocation> implements RandomAccess {
  private final LogicalLine line;
  private final int[] offsets;

  MemberLocations(LogicalLine line, int[] offsets) {
    this.line = line;
    this.offsets = offsets;
  }

  @Override
  public SourceLocation get(int index) {
    return line.at(offsets[index]);
  }

  @Override
  public int size() {
    return offsets.length;
  }
}
