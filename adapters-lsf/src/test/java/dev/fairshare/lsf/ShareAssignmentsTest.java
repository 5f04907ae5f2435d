package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.model.LsbUsersReader;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.lsf.model.ShareAssignment;
import dev.fairshare.lsf.model.ShareListParser;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The USER_SHARES grammar and its expansion (docs/algorithms/lsf.md §3). */
class ShareAssignmentsTest {
  private static final String USERS = """
      Begin UserGroup
      GROUP_NAME  GROUP_MEMBER      USER_SHARES
      eng         (ann bob)         ()
      sub         (cat)             ()
      lab         (sub dan)         ([sub, 5] [dan, 1])
      End UserGroup
      """;

  private static List<ShareAssignment> parse(String text, ProblemCollector problems) {
    return ShareListParser.parse(text, off -> SourceLocation.of("q", 1, off + 1), problems);
  }

  private static ShareTree tree(String shares, List<String> population) {
    ProblemCollector problems = new ProblemCollector();
    LsbUsers users = LsbUsersReader.read(LsfConfigFile.parse(LineSource.of("u", USERS), problems), problems);
    ShareTree t = new LsfShareTreeBuilder(users, problems).build("q", parse(shares, problems), population,
        Map.of());
    problems.throwIfErrors();
    return t;
  }

  private static double total(ShareTree t) {
    double sum = 0;
    for (int c = t.firstChild(0); c >= 0; c = t.nextSibling(c)) {
      sum += t.shares(c);
    }
    return sum;
  }

  private static List<String> users(int n) {
    List<String> out = new ArrayList<>(List.of("User1", "User2"));
    for (int i = 3; i <= n; i++) {
      out.add("User" + i);
    }
    return out;
  }

  @Test
  void defaultGivesEachUnnamedUserItsSharesSoThreeUsersMake20() {
    assertThat(total(tree("[User1, 10] [User2, 6] [default, 4]", users(3)))).isEqualTo(20);
  }

  @Test
  void twelveUsersMake56() {
    ShareTree t = tree("[User1, 10] [User2, 6] [default, 4]", users(12));
    assertThat(total(t)).isEqualTo(56);
    assertThat(t.shares(t.indexOf("User12"))).isEqualTo(4);
  }

  @Test
  void groupAtGivesEveryMemberItsOwnAccountFlatteningSubgroups() {
    ShareTree t = tree("[lab@, 2]", List.of());
    assertThat(t.childCount(0)).isEqualTo(2);
    assertThat(t.shares(t.indexOf("cat"))).isEqualTo(2);
    assertThat(t.shares(t.indexOf("dan"))).isEqualTo(2);
  }

  @Test
  void aGroupNamedCollectivelyIsOneAccountWithItsLevelBelow() {
    ShareTree t = tree("[lab, 3] [eng, 1]", List.of());
    assertThat(t.shares(t.indexOf("lab/sub"))).isEqualTo(5);
    assertThat(t.hasChildren(t.indexOf("eng"))).isFalse();
    assertThat(t.attribute(t.indexOf("eng"), "lsf.members")).isEqualTo("ann bob");
  }

  @Test
  void othersIsOneCollectiveAccountOfTheUnnamedUsers() {
    ShareTree t = tree("[eng, 5] [others, 1]", List.of("ann", "zed", "yan"));
    int others = t.indexOf("others");
    assertThat(t.shares(others)).isEqualTo(1);
    assertThat(t.attribute(others, "lsf.members")).isEqualTo("zed yan");
  }

  @Test
  void badPairsAreEachReported() {
    ProblemCollector problems = new ProblemCollector();
    List<ShareAssignment> pairs = parse("[a, 1] [b, 1.5] c [d 2] [e, -1]", problems);
    assertThat(pairs).extracting(ShareAssignment::name).containsExactly("a");
    assertThat(problems.problems()).extracting(p -> p.code() + "@" + p.location().column()).containsExactly(
        "lsf.shares.bad-number@12", "lsf.shares.syntax@17", "lsf.shares.syntax@19", "lsf.shares.bad-number@29");
  }
}
