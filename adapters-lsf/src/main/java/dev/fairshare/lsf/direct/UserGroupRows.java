package dev.fairshare.lsf.direct;

import dev.fairshare.lsf.syntax.LogicalLine;
import dev.fairshare.format.Columns;

/**
 * The rows of the {@code UserGroup} sections of {@code lsb.users} (docs/algorithms/lsf.md §4.1) as flat arrays of text
 * ranges: per group its name, where its row is, its GROUP_MEMBER names and its USER_SHARES pairs, none of
 * them cut out of the text (a read of 100,000 rows keeps no object per member or pair).
 *
 * <p>Offsets index the row's line text: the source's text for a row on one physical line, the joined text
 * of its {@link LogicalLine} for a continued row. Members and pairs are numbered across all groups: those of
 * group {@code g} are {@code [memberFirst(g), memberFirst(g + 1))} and {@code [pairFirst(g), pairFirst(g +
 * 1))}.
 */
final class UserGroupRows {
  /** What a pair's principal is (docs/algorithms/lsf.md §3.2), as {@code ShareAssignment.Kind}'s ordinals. */
  static final byte NAME = 0;
  static final byte EACH_MEMBER = 1;
  static final byte DEFAULT = 2;
  static final byte OTHERS = 3;
  static final byte ALL = 4;

  int count;
  /** The groups' columns: one entry more than the groups, for the first member and pair after the last. */
  private final Columns groups;
  final Columns.Objects<String> names;
  final Columns.Objects<String> lineTexts;
  /** The logical line of a continued row; {@code null} for a row on one physical line. */
  final Columns.Objects<LogicalLine> joined;
  final Columns.Ints lineNumbers;
  final Columns.Ints lineStarts;
  final Columns.Ints nameAt;
  final Columns.Booleans external;
  /**
   * Whether the group's members, separated by single spaces, are the text from its first member's start to
   * its last member's end (each separated by one space, none with a {@code /} cut).
   */
  final Columns.Booleans membersWritten;
  final Columns.Ints memberFirst;
  final Columns.Ints pairFirst;

  int memberCount;
  private final Columns members;
  final Columns.Ints memberFrom;
  final Columns.Ints memberTo;

  int pairCount;
  private final Columns pairs;
  final Columns.Bytes pairKind;
  final Columns.Ints pairShares;
  final Columns.Ints pairFrom;
  final Columns.Ints pairTo;

  /** Rows sized for about {@code expectedRows} of three names each. */
  UserGroupRows(int expectedRows) {
    int rows = Math.max(16, expectedRows);
    groups = new Columns(rows);
    names = groups.objects(String[]::new);
    lineTexts = groups.objects(String[]::new);
    joined = groups.objects(LogicalLine[]::new);
    lineNumbers = groups.ints();
    lineStarts = groups.ints();
    nameAt = groups.ints();
    external = groups.booleans();
    membersWritten = groups.booleans();
    memberFirst = groups.ints();
    pairFirst = groups.ints();
    groups.add();
    members = new Columns(rows * 3);
    memberFrom = members.ints();
    memberTo = members.ints();
    pairs = new Columns(rows * 3);
    pairKind = pairs.bytes();
    pairShares = pairs.ints();
    pairFrom = pairs.ints();
    pairTo = pairs.ints();
  }

  /**
   * Starts the row of group {@code name}, written at {@code at} of a line that starts at {@code lineStart} of
   * {@code text} (physical line {@code lineNumber}, or the continued {@code line}); its members and pairs
   * follow.
   */
  void startGroup(String name, String text, int lineStart, int lineNumber, LogicalLine line, int at,
      boolean isExternal) {
    groups.add();
    int g = count;
    names.values[g] = name;
    lineTexts.values[g] = text;
    joined.values[g] = line;
    lineNumbers.values[g] = lineNumber;
    lineStarts.values[g] = lineStart;
    nameAt.values[g] = at;
    external.values[g] = isExternal;
    memberFirst.values[g] = memberCount;
    pairFirst.values[g] = pairCount;
  }

  /** Ends the row started last. */
  void endGroup() {
    int first = memberFirst.values[count];
    boolean written = first < memberCount;
    String text = lineTexts.values[count];
    for (int m = first + 1; m < memberCount && written; m++) {
      written = memberFrom.values[m] == memberTo.values[m - 1] + 1 && text.charAt(memberTo.values[m - 1]) == ' ';
    }
    membersWritten.values[count] = written;
    count++;
    memberFirst.values[count] = memberCount;
    pairFirst.values[count] = pairCount;
  }

  /** Adds a member {@code [from, to)} to the row being read. */
  void member(int from, int to) {
    int m = members.add();
    memberFrom.values[m] = from;
    memberTo.values[m] = to;
    memberCount = m + 1;
  }

  /** Adds a pair whose name is {@code [from, to)} (after its {@code [} and white space) to the row being read. */
  void pair(byte kind, int shares, int from, int to) {
    int p = pairs.add();
    pairKind.values[p] = kind;
    pairShares.values[p] = shares;
    pairFrom.values[p] = from;
    pairTo.values[p] = to;
    pairCount = p + 1;
  }

  /** Where pair {@code p} of group {@code g} starts: its {@code [}, before its name and any white space. */
  int pairAt(int g, int p) {
    String text = lineTexts.values[g];
    int at = pairFrom.values[p] - 1;
    while (text.charAt(at) != '[') {
      at--;
    }
    return at;
  }

  /** Member {@code m} of group {@code g}, cut out. */
  String memberName(int g, int m) {
    return lineTexts.values[g].substring(memberFrom.values[m], memberTo.values[m]);
  }

  /** Whether member {@code m} of group {@code g} is the name {@code word}. */
  boolean memberIs(int g, int m, String word) {
    int length = memberTo.values[m] - memberFrom.values[m];
    return length == word.length() && lineTexts.values[g].startsWith(word, memberFrom.values[m]);
  }

  /** Whether member {@code m} and pair {@code p} of group {@code g} name the same principal. */
  boolean samePrincipal(int g, int m, int p) {
    int length = memberTo.values[m] - memberFrom.values[m];
    String text = lineTexts.values[g];
    return pairTo.values[p] - pairFrom.values[p] == length
        && text.regionMatches(memberFrom.values[m], text, pairFrom.values[p], length);
  }
}
