package dev.fairshare.lsf.direct;

import dev.fairshare.lsf.syntax.LogicalLine;
import java.util.Arrays;

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
  String[] names;
  String[] lineTexts;
  /** The logical line of a continued row; {@code null} for a row on one physical line. */
  LogicalLine[] joined;
  int[] lineNumbers;
  int[] lineStarts;
  int[] nameAt;
  boolean[] external;
  /**
   * Whether the group's members, separated by single spaces, are the text from its first member's start to
   * its last member's end (each separated by one space, none with a {@code /} cut).
   */
  boolean[] membersWritten;
  int[] memberFirst;
  int[] pairFirst;

  int memberCount;
  int[] memberFrom;
  int[] memberTo;

  int pairCount;
  byte[] pairKind;
  int[] pairShares;
  int[] pairFrom;
  int[] pairTo;

  /** Rows sized for about {@code expectedRows} of three names each. */
  UserGroupRows(int expectedRows) {
    int rows = Math.max(16, expectedRows);
    names = new String[rows];
    lineTexts = new String[rows];
    joined = new LogicalLine[rows];
    lineNumbers = new int[rows];
    lineStarts = new int[rows];
    nameAt = new int[rows];
    external = new boolean[rows];
    membersWritten = new boolean[rows];
    memberFirst = new int[rows + 1];
    pairFirst = new int[rows + 1];
    int names = rows * 3;
    memberFrom = new int[names];
    memberTo = new int[names];
    pairKind = new byte[names];
    pairShares = new int[names];
    pairFrom = new int[names];
    pairTo = new int[names];
  }

  /**
   * Starts the row of group {@code name}, written at {@code at} of a line that starts at {@code lineStart} of
   * {@code text} (physical line {@code lineNumber}, or the continued {@code line}); its members and pairs
   * follow.
   */
  void startGroup(String name, String text, int lineStart, int lineNumber, LogicalLine line, int at,
      boolean isExternal) {
    if (count + 1 == names.length) {
      int n = names.length * 2;
      names = Arrays.copyOf(names, n);
      lineTexts = Arrays.copyOf(lineTexts, n);
      joined = Arrays.copyOf(joined, n);
      lineNumbers = Arrays.copyOf(lineNumbers, n);
      lineStarts = Arrays.copyOf(lineStarts, n);
      nameAt = Arrays.copyOf(nameAt, n);
      external = Arrays.copyOf(external, n);
      membersWritten = Arrays.copyOf(membersWritten, n);
      memberFirst = Arrays.copyOf(memberFirst, n + 1);
      pairFirst = Arrays.copyOf(pairFirst, n + 1);
    }
    int g = count;
    names[g] = name;
    lineTexts[g] = text;
    joined[g] = line;
    lineNumbers[g] = lineNumber;
    lineStarts[g] = lineStart;
    nameAt[g] = at;
    external[g] = isExternal;
    memberFirst[g] = memberCount;
    pairFirst[g] = pairCount;
  }

  /** Ends the row started last. */
  void endGroup() {
    int first = memberFirst[count];
    boolean written = first < memberCount;
    String text = lineTexts[count];
    for (int m = first + 1; m < memberCount && written; m++) {
      written = memberFrom[m] == memberTo[m - 1] + 1 && text.charAt(memberTo[m - 1]) == ' ';
    }
    membersWritten[count] = written;
    count++;
    memberFirst[count] = memberCount;
    pairFirst[count] = pairCount;
  }

  /** Adds a member {@code [from, to)} to the row being read. */
  void member(int from, int to) {
    if (memberCount == memberFrom.length) {
      memberFrom = Arrays.copyOf(memberFrom, memberCount * 2);
      memberTo = Arrays.copyOf(memberTo, memberCount * 2);
    }
    memberFrom[memberCount] = from;
    memberTo[memberCount++] = to;
  }

  /** Adds a pair whose name is {@code [from, to)} (after its {@code [} and white space) to the row being read. */
  void pair(byte kind, int shares, int from, int to) {
    if (pairCount == pairKind.length) {
      int n = pairCount * 2;
      pairKind = Arrays.copyOf(pairKind, n);
      pairShares = Arrays.copyOf(pairShares, n);
      pairFrom = Arrays.copyOf(pairFrom, n);
      pairTo = Arrays.copyOf(pairTo, n);
    }
    pairKind[pairCount] = kind;
    pairShares[pairCount] = shares;
    pairFrom[pairCount] = from;
    pairTo[pairCount++] = to;
  }

  /** Where pair {@code p} of group {@code g} starts: its {@code [}, before its name and any white space. */
  int pairAt(int g, int p) {
    String text = lineTexts[g];
    int at = pairFrom[p] - 1;
    while (text.charAt(at) != '[') {
      at--;
    }
    return at;
  }

  /** Member {@code m} of group {@code g}, cut out. */
  String memberName(int g, int m) {
    return lineTexts[g].substring(memberFrom[m], memberTo[m]);
  }

  /** Whether member {@code m} of group {@code g} is the name {@code word}. */
  boolean memberIs(int g, int m, String word) {
    int length = memberTo[m] - memberFrom[m];
    return length == word.length() && lineTexts[g].startsWith(word, memberFrom[m]);
  }

  /** Whether member {@code m} and pair {@code p} of group {@code g} name the same principal. */
  boolean samePrincipal(int g, int m, int p) {
    int length = memberTo[m] - memberFrom[m];
    String text = lineTexts[g];
    return pairTo[p] - pairFrom[p] == length && text.regionMatches(memberFrom[m], text, pairFrom[p], length);
  }
}
