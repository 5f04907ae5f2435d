package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.syntax.NameLimit;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code lsb.users} 100,000 deep and 100,000 wide (docs/scale.md): the users of every group gathered with
 * each group expanded once, the direct reader's {@code group@} expansions without an array of every group
 * per expansion, positions of a row continued over 100,000 lines, a level of 200,000 accounts written as
 * one row, and a file of more names than the heap holds refused before it is parsed. The timeout only
 * guards against a hang; the times are measured by benchmarks/scale/run.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class LsbUsersWideAndDeepTest {
  private static final int N = 100_000;

  /** g99999 (u99999), g99998 (g99999 u99998), ... g0 (g1 u0): each group defined before the one holding it. */
  @Test
  void allUsersOfAChainOfGroups100000DeepComeInFileOrderOfFirstSight() {
    StringBuilder text = new StringBuilder("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n");
    text.append("g").append(N - 1).append(" (u").append(N - 1).append(") ()\n");
    for (int g = N - 2; g >= 0; g--) {
      text.append("g").append(g).append(" (g").append(g + 1).append(" u").append(g).append(") ()\n");
    }
    text.append("End UserGroup\n");
    ProblemCollector problems = new ProblemCollector();
    LsbUsers users = LsbUsersFormat.groupsOf(text.toString(), problems);
    assertThat(problems.hasErrors()).isFalse();
    List<String> expected = new ArrayList<>();
    for (int u = N - 1; u >= 0; u--) {
      expected.add("u" + u);
    }
    assertThat(users.allUsers()).containsExactlyElementsOf(expected);
    assertThat(users.usersOf("g0")).hasSize(N).startsWith("u0", "u1");
  }

  /** base (u) () and 100,000 top groups gK (base) ([base@, 1]): each a level with the one account u. */
  @Test
  void theDirectReaderExpandsTheGroupAtOf100000Groups() {
    StringBuilder text = new StringBuilder("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\nbase (u) ()\n");
    for (int g = 0; g < N; g++) {
      text.append("g").append(g).append(" (base) ([base@, 1])\n");
    }
    text.append("End UserGroup\n");
    ShareTree tree = new LsbUsersFormat().read(LineSource.of("lsb.users", text.toString())).tree();
    assertThat(tree.size()).isEqualTo(1 + 2 * N);
    int last = tree.indexOf("g" + (N - 1) + "/u");
    assertThat(last).isPositive();
    assertThat(tree.attribute(last, "lsf.account")).isEqualTo("member");
    assertThat(tree.attribute(last, "lsf.via")).isEqualTo("base");
  }

  /**
   * A group whose members continue over 100,000 physical lines: positions are kept per physical line, not
   * per character (8 bytes a character, which a list of hundreds of megabytes could not hold), and still
   * point at the physical line and column of each member and pair.
   */
  @Test
  void aGroupContinuedOver100000LinesReportsPositionsOnTheirPhysicalLines() {
    StringBuilder text = new StringBuilder("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\nbig (u0 \\\n");
    for (int u = 1; u < N - 1; u++) {
      text.append(u == N / 2 ? "later" : "u" + u).append(" \\\n");
    }
    text.append("u").append(N - 1).append(") ([zed, 1])\nlater (x) ()\nEnd UserGroup\n");
    ProblemCollector problems = new ProblemCollector();
    LsbUsers users = LsbUsersFormat.groupsOf(text.toString(), problems);
    assertThat(users.group("big").members()).hasSize(N).contains("later", "u" + (N - 1));
    // the row starts on line 3; member k is on line 3 + k, and "u99999) ([zed, 1])" puts '[' at column 10
    assertThat(problems.problems()).extracting(p -> p.code() + " " + p.location().line() + ":"
        + p.location().column()).containsExactlyInAnyOrder(
            "lsf.users.forward-reference " + (3 + N / 2) + ":1",
            "lsf.users.not-a-member " + (3 + N - 1) + ":10");
  }

  /**
   * A group level of 100,000 named users and 100,000 {@code base@} accounts is written as one row: the users,
   * then {@code base} once among the members; each pair once (the members once searched their whole list for
   * every {@code group@} account).
   */
  @Test
  void aLevelOf100000UsersAndGroupAtAccountsIsWrittenAsOneRow() {
    ShareTreeBuilder b = new ShareTreeBuilder("lsb.users");
    int top = b.add(ShareTreeBuilder.ROOT, "top", NodeKind.GROUP, 1, false, Map.of("lsf.account", "group"), null);
    StringBuilder members = new StringBuilder();
    StringBuilder pairs = new StringBuilder();
    for (int u = 0; u < N; u++) {
      b.add(top, "u" + u, NodeKind.USER, 1, false, Map.of("lsf.account", "user"), null);
      members.append("u").append(u).append(' ');
      pairs.append("[u").append(u).append(", 1] ");
    }
    for (int m = 0; m < N; m++) {
      b.add(top, "m" + m, NodeKind.USER, 2, false, Map.of("lsf.account", "member", "lsf.via", "base"), null);
    }
    String written = LsbUsersWriter.write(b.build(), null);
    assertThat(written).isEqualTo("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\ntop (" + members
        + "base) (" + pairs + "[base@, 2])\nEnd UserGroup\n");
  }

  @Test
  void aFileOfMoreNamesThanTheLimitIsRefusedBeforeItIsParsed() {
    // 9 names: Begin UserGroup GROUP_NAME GROUP_MEMBER g1 (a b) End UserGroup
    LineSource source = LineSource.of("lsb.users",
        "Begin UserGroup\nGROUP_NAME GROUP_MEMBER\ng1 (a b)\nEnd UserGroup\n");
    NameLimit.check(source, 9);
    assertThatThrownBy(() -> NameLimit.check(source, 8)).isInstanceOf(TooLargeException.class)
        .hasMessageStartingWith("too large: lsb.users: names 9, limit 8; raise with a larger heap");
  }
}
