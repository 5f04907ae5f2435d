package dev.fairshare.lsf.model;

import dev.fairshare.format.NameIndex;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.lsf.syntax.ColumnTable;
import dev.fairshare.lsf.syntax.LogicalLine;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import java.util.ArrayList;
import java.util.AbstractCollection;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;

/**
 * Reads the {@code UserGroup} sections of {@code lsb.users} into {@link LsbUsers}, checking LSF's rules
 * (docs/algorithms/lsf.md §4.1) and reporting every problem.
 *
 * <p>Problems: {@code lsf.users.missing-column} (no GROUP_NAME or GROUP_MEMBER), {@code lsf.users.bad-list}
 * (a member or share list without its parentheses), {@code lsf.users.duplicate-group},
 * {@code lsf.users.cycle} (a group that contains itself through subgroups), {@code lsf.users.not-a-member}
 * (USER_SHARES names someone outside the row's GROUP_MEMBER), {@code lsf.users.unknown-group}
 * ({@code group@} of a name that is no group), and the warning {@code lsf.users.forward-reference} (a
 * subgroup defined after the group that uses it; LSF wants it earlier).
 */
public final class LsbUsersReader {
  private LsbUsersReader() {}

  /** Reads the groups of a parsed file. */
  public static LsbUsers read(LsfConfigFile file, ProblemCollector problems) {
    List<UserGroupDef> defs = new ArrayList<>();
    NameIndex order = new NameIndex(1024);
    RowBuffer buffer = new RowBuffer();
    for (LsfSection section : file.sections("UserGroup")) {
      ColumnTable.stream(section, problems, header -> {
        int name = header.indexOf("GROUP_NAME");
        int member = header.indexOf("GROUP_MEMBER");
        int shares = header.indexOf("USER_SHARES");
        if (name < 0 || member < 0) {
          problems.error(section.begin(), "lsf.users.missing-column",
              "UserGroup section has no " + (name < 0 ? "GROUP_NAME" : "GROUP_MEMBER") + " column",
              "the header line names the columns: GROUP_NAME GROUP_MEMBER USER_SHARES");
          return null;
        }
        return row -> {
          UserGroupDef def = row(row, name, member, shares, buffer, order, problems);
          if (def == null) {
            return;
          }
          int previous = order.putIfAbsent(def.name(), defs.size());
          if (previous >= 0) {
            problems.error(def.location(), "lsf.users.duplicate-group", "user group '" + def.name()
                + "' is defined again (first at line " + defs.get(previous).location().line() + ")",
                "merge the two rows into one");
            return;
          }
          defs.add(def);
        };
      });
    }
    int[] first = new int[defs.size() + 1];
    for (int k = 0; k < defs.size(); k++) {
      first[k + 1] = first[k] + defs.get(k).members().size();
    }
    int[] memberGroups = new int[first[defs.size()]];
    boolean[] nested = new boolean[defs.size()];
    for (int k = 0; k < defs.size(); k++) {
      List<String> members = defs.get(k).members();
      for (int m = 0, at = first[k]; m < members.size(); m++, at++) {
        memberGroups[at] = order.get(members.get(m));
        if (memberGroups[at] >= 0) {
          nested[memberGroups[at]] = true;
        }
      }
    }
    LsbUsers users = new LsbUsers(defs, order, nested);
    checkReferences(defs, first, memberGroups, order, problems);
    checkCycles(defs, first, memberGroups, problems);
    return users;
  }

  private static UserGroupDef row(ColumnTable.Row row, int nameCol, int memberCol, int sharesCol,
      RowBuffer buffer, NameIndex groups, ProblemCollector problems) {
    LogicalLine line = row.line();
    ColumnTable.Field name = row.field(nameCol);
    ColumnTable.Field member = row.field(memberCol);
    if (name == null || member == null) {
      problems.error(line.at(0), "lsf.users.bad-list", "row has no GROUP_MEMBER",
          "write GROUP_NAME (member1 member2) (shares)");
      return null;
    }
    String[] names = buffer.names;
    int[] where = buffer.where;
    int count = 0;
    String text = line.text();
    int memberFrom = member.offset();
    int memberTo = member.end();
    boolean external = memberTo - memberFrom == 1 && text.charAt(memberFrom) == '!';
    if (!external) {
      if (!isList(text, memberFrom, memberTo, true)) {
        badList(member, line, "GROUP_MEMBER", problems);
        return null;
      }
      boolean parenthesised = text.charAt(memberFrom) == '(';
      int i = parenthesised ? memberFrom + 1 : memberFrom;
      int to = parenthesised ? memberTo - 1 : memberTo;
      while (i < to) {
        while (i < to && Character.isWhitespace(text.charAt(i))) {
          i++;
        }
        int start = i;
        while (i < to && !Character.isWhitespace(text.charAt(i))) {
          i++;
        }
        if (i > start) {
          if (count == names.length) {
            names = Arrays.copyOf(names, count * 2);
            where = Arrays.copyOf(where, count * 2);
            buffer.names = names;
            buffer.where = where;
          }
          names[count] = text.substring(start, text.charAt(i - 1) == '/' ? i - 1 : i);
          where[count++] = start;
        }
      }
    }
    List<String> members = count == 0 ? List.of() : count == 1 ? List.of(names[0])
        : count == 2 ? List.of(names[0], names[1]) : List.of(Arrays.copyOf(names, count));
    Arrays.fill(names, 0, count, null);
    List<ShareAssignment> shares = List.of();
    ColumnTable.Field sharesField = row.field(sharesCol);
    if (sharesField != null) {
      int from = sharesField.offset();
      int to = sharesField.end();
      if (!isList(text, from, to, false)) {
        badList(sharesField, line, "USER_SHARES", problems);
      } else {
        shares = ShareListParser.parse(text, from + 1, to - 1, line, 0, members, groups, problems,
            buffer.pairs);
      }
    }
    return new UserGroupDef(name.text(), members, MemberLocations.of(line, Arrays.copyOf(where, count)),
        shares, external, line.at(name.offset()), line.lastLine());
  }

  /** The members of a long GROUP_MEMBER list as a set for {@code contains}, in a {@link NameIndex}. */
  private static final class MemberSet extends AbstractCollection<String> {
    private final List<String> members;
    private final NameIndex index;

    MemberSet(List<String> members) {
      this.members = members;
      this.index = new NameIndex(members.size());
      for (int k = 0; k < members.size(); k++) {
        index.putIfAbsent(members.get(k), k);
      }
    }

    @Override
    public boolean contains(Object o) {
      return o instanceof String s && index.contains(s);
    }

    @Override
    public Iterator<String> iterator() {
      return members.iterator();
    }

    @Override
    public int size() {
      return members.size();
    }
  }

  /** The member names and offsets of the row being read, reused from row to row. */
  private static final class RowBuffer {
    String[] names = new String[16];
    int[] where = new int[16];
    final List<ShareAssignment> pairs = new ArrayList<>();
  }

  /**
   * Whether the field {@code t[from, to)} is a list: {@code ( … )}, or for GROUP_MEMBER also the single word
   * {@code all}; read in place, as {@code isList(t.substring(from, to), members)} of the former reading.
   */
  static boolean isList(String t, int from, int to, boolean members) {
    return to - from >= 2 && t.charAt(from) == '(' && t.charAt(to - 1) == ')'
        || members && to - from == 3 && t.startsWith("all", from);
  }

  private static void badList(ColumnTable.Field field, LogicalLine line, String column,
      ProblemCollector problems) {
    String t = field.text();
    problems.error(line.at(field.offset()), "lsf.users.bad-list", column + " '" + t
        + "' is not in parentheses", "write the list as (" + t + "); an empty list is ()");
  }

  /**
   * Forward references, unknown {@code group@} and USER_SHARES names outside GROUP_MEMBER;
   * {@code memberGroups[first[k] + m]} is the index in {@code defs} of the {@code m}-th member of group
   * {@code k}, or -1 for a user, and {@code order} the index of each group name.
   */
  private static void checkReferences(List<UserGroupDef> defs, int[] first, int[] memberGroups,
      NameIndex order, ProblemCollector problems) {
    for (int k = 0; k < defs.size(); k++) {
      UserGroupDef def = defs.get(k);
      for (int m = 0, count = first[k + 1] - first[k]; m < count; m++) {
        if (memberGroups[first[k] + m] > k) {
          problems.warning(def.memberLocations().get(m), "lsf.users.forward-reference",
              "user group '" + def.members().get(m) + "' is used by '" + def.name()
                  + "' before it is defined", "LSF wants a group defined before groups that contain it");
        }
      }
      List<ShareAssignment> shares = def.shares();
      if (shares.isEmpty()) {
        continue;
      }
      Collection<String> members = def.members().size() > 8 ? new MemberSet(def.members()) : def.members();
      for (int i = 0; i < shares.size(); i++) {
        ShareAssignment s = shares.get(i);
        if (s.kind() == ShareAssignment.Kind.EACH_MEMBER && order.get(s.name()) < 0) {
          problems.error(s.location(), "lsf.users.unknown-group", "'" + s.name()
              + "@' names no user group defined in lsb.users", "define the group, or drop the '@'");
        } else if ((s.kind() == ShareAssignment.Kind.NAME || s.kind() == ShareAssignment.Kind.EACH_MEMBER)
            && !members.contains(s.name()) && !members.contains("all") && !def.external()) {
          problems.error(s.location(), "lsf.users.not-a-member", "USER_SHARES of '" + def.name()
              + "' names '" + s.name() + "', which is not in its GROUP_MEMBER",
              "USER_SHARES can only name members of the group: " + String.join(" ", def.members()));
        }
      }
    }
  }

  /** Groups that contain themselves through subgroups, found by a depth-first walk over group indexes. */
  private static void checkCycles(List<UserGroupDef> defs, int[] first, int[] memberGroups,
      ProblemCollector problems) {
    int[] state = new int[defs.size()];
    int[] path = new int[16];
    int[] next = new int[16];
    for (int start = 0; start < defs.size(); start++) {
      if (state[start] != 0) {
        continue;
      }
      int depth = 1;
      path[0] = start;
      next[0] = 0;
      state[start] = 1;
      while (depth > 0) {
        int top = depth - 1;
        int g = path[top];
        int k = next[top];
        if (k >= first[g + 1] - first[g]) {
          state[g] = 2;
          depth--;
          continue;
        }
        next[top] = k + 1;
        int m = memberGroups[first[g] + k];
        if (m < 0) {
          continue;
        }
        if (state[m] == 0) {
          state[m] = 1;
          if (depth == path.length) {
            path = Arrays.copyOf(path, depth * 2);
            next = Arrays.copyOf(next, depth * 2);
          }
          path[depth] = m;
          next[depth] = 0;
          depth++;
        } else if (state[m] == 1) {
          List<String> cycle = new ArrayList<>();
          int from = 0;
          while (path[from] != m) {
            from++;
          }
          for (int p = from; p < depth; p++) {
            cycle.add(defs.get(path[p]).name());
          }
          String name = defs.get(m).name();
          cycle.add(name);
          UserGroupDef def = defs.get(g);
          problems.error(def.memberLocations().get(k), "lsf.users.cycle", "user group '" + name
              + "' contains itself: " + String.join(" -> ", cycle),
              "remove '" + name + "' from the members of '" + def.name() + "'");
        }
      }
    }
  }
}
