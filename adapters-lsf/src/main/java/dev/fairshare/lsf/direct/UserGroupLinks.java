package dev.fairshare.lsf.direct;

import dev.fairshare.format.NameIndex;
import dev.fairshare.tree.NodeNameTable;

/**
 * The groups that the members and USER_SHARES pairs of {@link UserGroupRows} name (docs/algorithms/lsf.md §4.1), found
 * once for the checks and the tree: {@code LsbUsersReader}'s checks after the rows, passed only when they
 * would report nothing.
 *
 * <p>A member or pair that names a group is that group's index, anything else -1. A member after a group
 * member is first compared with the group defined next (subgroups are usually listed in the order they are
 * defined), and a pair with the member after the one the previous pair matched (USER_SHARES usually lists
 * members in GROUP_MEMBER order), so most are resolved without a look-up in the index.
 */
final class UserGroupLinks {
  /** Per member, the group it names or -1. */
  final int[] memberGroup;
  /** Per pair of a name or {@code group@}, the group it names or -1; -1 for the other pairs. */
  final int[] pairGroup;
  /** Per group, whether it is some group's member (not at the top of the hierarchy). */
  final boolean[] nested;
  /** Per group, whether {@code all} is among its members. */
  final boolean[] hasAll;

  /**
   * A filter of the group names' hashes, one bit set per name: a member whose bit is clear is no group,
   * found without the name index (most members are users, and the index of 100,000 groups is out of
   * cache).
   */
  private final long[] groupBits;
  private final int bitMask;

  private UserGroupLinks(UserGroupRows rows) {
    memberGroup = new int[rows.memberCount];
    pairGroup = new int[rows.pairCount];
    nested = new boolean[rows.count];
    hasAll = new boolean[rows.count];
    int bits = 1024;
    while (bits < rows.count * 16) {
      bits <<= 1;
    }
    groupBits = new long[bits >>> 6];
    bitMask = bits - 1;
    for (int g = 0; g < rows.count; g++) {
      int bit = bit(rows.names.values[g].hashCode());
      groupBits[bit >>> 6] |= 1L << bit;
    }
  }

  private int bit(int hash) {
    int x = hash * 0x9E3779B1;
    return (x ^ (x >>> 16)) & bitMask;
  }

  /** Whether {@code name} is {@code text[from, to)}. */
  private static boolean is(String name, String text, int from, int to) {
    return name.length() == to - from && name.regionMatches(0, text, from, to - from);
  }

  /** The group named {@code text[from, to)}, or -1. */
  private int groupOf(NodeNameTable groups, String text, int from, int to) {
    int h = NodeNameTable.hash(text, from, to);
    int bit = bit(h);
    return (groupBits[bit >>> 6] & 1L << bit) == 0 ? -1 : groups.get(text, from, to, h);
  }

  /**
   * The links of the rows read, or {@code null} when {@code LsbUsersReader} would report a problem: a
   * member group defined later or by the group itself ({@code lsf.users.forward-reference}, and every
   * {@code lsf.users.cycle} has such a member), a pair naming no member ({@code lsf.users.not-a-member}) or
   * {@code group@} of no group ({@code lsf.users.unknown-group}).
   */
  static UserGroupLinks of(UserGroupRows rows, NodeNameTable groups) {
    UserGroupLinks links = new UserGroupLinks(rows);
    for (int g = 0; g < rows.count; g++) {
      if (!links.group(rows, groups, g)) {
        return null;
      }
    }
    return links;
  }

  private boolean group(UserGroupRows rows, NodeNameTable groups, int g) {
    String text = rows.lineTexts.values[g];
    int first = rows.memberFirst.values[g];
    int end = rows.memberFirst.values[g + 1];
    int previous = -1;
    for (int m = first; m < end; m++) {
      int from = rows.memberFrom.values[m];
      int to = rows.memberTo.values[m];
      int guess = previous + 1;
      int named = previous >= 0 && guess < g && is(rows.names.values[guess], text, from, to) ? guess
          : groupOf(groups, text, from, to);
      previous = named;
      if (named >= g) {
        return false;
      }
      memberGroup[m] = named;
      if (named >= 0) {
        nested[named] = true;
      } else if (rows.memberIs(g, m, "all")) {
        hasAll[g] = true;
      }
    }
    boolean anyone = hasAll[g] || rows.external.values[g];
    NameIndex memberIndex = null;
    int next = first;
    for (int p = rows.pairFirst.values[g], pairEnd = rows.pairFirst.values[g + 1]; p < pairEnd; p++) {
      byte kind = rows.pairKind.values[p];
      if (kind != UserGroupRows.NAME && kind != UserGroupRows.EACH_MEMBER) {
        pairGroup[p] = -1;
        continue;
      }
      int member;
      if (next < end && rows.samePrincipal(g, next, p)) {
        member = next++;
      } else if (end - first <= 8) {
        member = -1;
        for (int m = first; m < end && member < 0; m++) {
          if (rows.samePrincipal(g, m, p)) {
            member = m;
          }
        }
      } else {
        if (memberIndex == null) {
          memberIndex = new NameIndex(end - first);
          for (int m = first; m < end; m++) {
            memberIndex.putIfAbsent(rows.memberName(g, m), m);
          }
        }
        member = memberIndex.get(text, rows.pairFrom.values[p], rows.pairTo.values[p]);
      }
      if (member < 0 && !anyone) {
        return false;
      }
      int named = member >= 0 ? memberGroup[member]
          : groupOf(groups, text, rows.pairFrom.values[p], rows.pairTo.values[p]);
      if (kind == UserGroupRows.EACH_MEMBER && named < 0) {
        return false;
      }
      pairGroup[p] = named;
    }
    return true;
  }
}
