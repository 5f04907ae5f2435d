package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.model.LsbUsersReader;
import dev.fairshare.lsf.model.ShareAssignment;
import dev.fairshare.lsf.model.ShareListParser;
import dev.fairshare.lsf.model.UserGroupDef;
import dev.fairshare.lsf.syntax.ColumnTable;
import dev.fairshare.lsf.syntax.LogicalLine;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Reading a {@code UserGroup} row's GROUP_MEMBER and USER_SHARES fields in place in the logical line (issue
 * 7) gives the group, member locations, pairs and problems of the former reading, which cut each field out
 * of the line first (docs/algorithms/lsf.md §4.1), for one-line rows and rows continued over two physical lines.
 */
class LsbUsersInPlaceRowPropertyTest {
  /** The codes of the checks made after all rows are read, which this property does not reproduce. */
  private static final Set<String> AFTER_ROWS = Set.of("lsf.users.not-a-member", "lsf.users.unknown-group",
      "lsf.users.forward-reference", "lsf.users.cycle", "lsf.users.duplicate-group");

  @Provide
  Arbitrary<String> memberFields() {
    return Arbitraries.oneOf(Arbitraries.of("!", "all", "()", "(", ")", "(all a)", "a"),
        Arbitraries.strings().withChars("ab/ \t!l").ofMaxLength(12).map(s -> "(" + s + ")"),
        Arbitraries.strings().withChars("ab/!(").ofMinLength(1).ofMaxLength(5));
  }

  @Provide
  Arbitrary<String> shareFields() {
    return Arbitraries.oneOf(Arbitraries.of("", "()", "(", "x"),
        Arbitraries.strings().withChars("[], ab@1 ").ofMaxLength(20).map(s -> "(" + s + ")"));
  }

  @Property
  void inPlaceEqualsCutOut(@ForAll("memberFields") String members, @ForAll("shareFields") String shares,
      @ForAll boolean continued) {
    String row = "g " + members + (continued ? " \\\n  " : " ") + shares;
    String text = "Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n" + row + "\nEnd UserGroup\n";
    ProblemCollector formerProblems = new ProblemCollector();
    LsfConfigFile formerFile = LsfConfigFile.parse(LineSource.of("lsb.users", text), formerProblems);
    List<ColumnTable.Row> rows = ColumnTable.of(formerFile.sections("UserGroup").get(0), formerProblems).rows();
    UserGroupDef former = rows.isEmpty() ? null : former(rows.get(0), formerProblems);

    ProblemCollector problems = new ProblemCollector();
    LsbUsers users = LsbUsersReader.read(LsfConfigFile.parse(LineSource.of("lsb.users", text), problems),
        problems);
    assertThat(problems.problems().stream().filter(p -> !AFTER_ROWS.contains(p.code())).toList())
        .isEqualTo(formerProblems.problems());
    if (former == null) {
      assertThat(users.inOrder()).isEmpty();
      return;
    }
    UserGroupDef read = users.inOrder().get(0);
    assertThat(read.name()).isEqualTo(former.name());
    assertThat(read.members()).isEqualTo(former.members());
    assertThat(List.copyOf(read.memberLocations())).isEqualTo(former.memberLocations());
    assertThat(read.shares()).isEqualTo(former.shares());
    assertThat(read.shares()).extracting(ShareAssignment::location)
        .isEqualTo(former.shares().stream().map(ShareAssignment::location).toList());
    assertThat(read.external()).isEqualTo(former.external());
    assertThat(read.location()).isEqualTo(former.location());
    assertThat(read.lastLine()).isEqualTo(former.lastLine());
  }

  /** The former reading of a row, fields cut out of the line (before the in-place reading). */
  private static UserGroupDef former(ColumnTable.Row row, ProblemCollector problems) {
    LogicalLine line = row.line();
    ColumnTable.Field name = row.field(0);
    ColumnTable.Field member = row.field(1);
    if (name == null || member == null) {
      problems.error(line.at(0), "lsf.users.bad-list", "row has no GROUP_MEMBER",
          "write GROUP_NAME (member1 member2) (shares)");
      return null;
    }
    List<String> members = new ArrayList<>();
    List<SourceLocation> where = new ArrayList<>();
    boolean external = member.text().equals("!");
    if (!external) {
      String text = member.text();
      if (!isList(text, true)) {
        badList(member, line, "GROUP_MEMBER", problems);
        return null;
      }
      boolean parenthesised = text.startsWith("(");
      int from = parenthesised ? 1 : 0;
      int to = parenthesised ? text.length() - 1 : text.length();
      int i = from;
      while (i < to) {
        while (i < to && Character.isWhitespace(text.charAt(i))) {
          i++;
        }
        int start = i;
        while (i < to && !Character.isWhitespace(text.charAt(i))) {
          i++;
        }
        if (i > start) {
          members.add(text.substring(start, text.charAt(i - 1) == '/' ? i - 1 : i));
          where.add(line.at(member.offset() + start));
        }
      }
    }
    List<ShareAssignment> shares = List.of();
    ColumnTable.Field sharesField = row.field(2);
    if (sharesField != null) {
      String text = sharesField.text();
      if (!isList(text, false)) {
        badList(sharesField, line, "USER_SHARES", problems);
      } else {
        shares = ShareListParser.parse(text, 1, text.length() - 1, line, sharesField.offset(), members,
            null, problems);
      }
    }
    return new UserGroupDef(name.text(), members, where, shares, external, line.at(name.offset()),
        line.lastLine());
  }

  private static boolean isList(String t, boolean members) {
    return t.startsWith("(") && t.endsWith(")") && t.length() >= 2 || members && t.equals("all");
  }

  private static void badList(ColumnTable.Field field, LogicalLine line, String column,
      ProblemCollector problems) {
    String t = field.text();
    problems.error(line.at(field.offset()), "lsf.users.bad-list", column + " '" + t
        + "' is not in parentheses", "write the list as (" + t + "); an empty list is ()");
  }
}
