package dev.fairshare.lsf.direct;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.lsf.syntax.LogicalLine;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeDetails;
import java.util.Map;

/**
 * The attributes and origins of the group accounts of an {@code lsb.users} tree (docs/algorithms/lsf.md §4.1), made
 * from the rows' text ranges when the tree is asked: key {@code 2 g} is group {@code g} as a
 * {@code group} account, {@code 2 g + 1} as a {@code default} one.
 *
 * <p>A group's attributes are {@code lsf.account} and {@code lsf.members}, its members separated by single
 * spaces ({@code LsfShareTreeBuilder.joined}); its origin is where its row's GROUP_NAME is, as
 * {@code LogicalLine.at} gives it. Keeps only the rows' arrays these need.
 */
final class GroupDetails implements NodeDetails {
  private final String source;
  private final String[] lineTexts;
  private final LogicalLine[] joined;
  private final int[] lineNumbers;
  private final int[] lineStarts;
  private final int[] nameAt;
  private final boolean[] membersWritten;
  private final int[] memberFirst;
  private final int[] memberFrom;
  private final int[] memberTo;

  GroupDetails(String source, UserGroupRows rows) {
    this.source = source;
    this.lineTexts = rows.lineTexts.values;
    this.joined = rows.joined.values;
    this.lineNumbers = rows.lineNumbers.values;
    this.lineStarts = rows.lineStarts.values;
    this.nameAt = rows.nameAt.values;
    this.membersWritten = rows.membersWritten.values;
    this.memberFirst = rows.memberFirst.values;
    this.memberFrom = rows.memberFrom.values;
    this.memberTo = rows.memberTo.values;
  }

  /** The key of group {@code g} as an account made by a name ({@code group}) or by {@code default}. */
  static int key(int g, boolean byDefault) {
    return 2 * g + (byDefault ? 1 : 0);
  }

  @Override
  public Map<String, String> attributes(int key) {
    int g = key >>> 1;
    String account = (key & 1) == 0 ? "group" : "default";
    int first = memberFirst[g];
    int end = memberFirst[g + 1];
    String text = lineTexts[g];
    String members;
    if (membersWritten[g]) {
      members = text.substring(memberFrom[first], memberTo[end - 1]);
    } else {
      StringBuilder b = new StringBuilder();
      for (int m = first; m < end; m++) {
        if (m > first) {
          b.append(' ');
        }
        b.append(text, memberFrom[m], memberTo[m]);
      }
      members = b.toString();
    }
    return NodeAttributes.of(LsfShareTreeBuilder.ACCOUNT, account, LsfShareTreeBuilder.MEMBERS, members);
  }

  @Override
  public SourceLocation origin(int key) {
    int g = key >>> 1;
    return location(g, nameAt[g]);
  }

  /** Where offset {@code at} of group {@code g}'s line text is, as {@code LogicalLine.at} gives it. */
  SourceLocation location(int g, int at) {
    LogicalLine line = joined[g];
    return line != null ? line.at(at) : SourceLocation.of(source, lineNumbers[g], at - lineStarts[g] + 1);
  }
}
