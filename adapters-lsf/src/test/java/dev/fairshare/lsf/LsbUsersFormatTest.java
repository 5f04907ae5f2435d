package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.testkit.GoldenFiles;
import dev.fairshare.tree.ShareTree;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** lsf.lsb-users reads the UserGroup section (docs/algorithms/lsf.md §4.1) and writes it back unchanged. */
class LsbUsersFormatTest {
  private final LsbUsersFormat format = new LsbUsersFormat();

  static LineSource resource(String name) {
    return LineSource.read(Path.of("src/test/resources/lsf", name));
  }

  @Test
  void aUserNameTheTreeCannotHoldIsRefusedAtThePairThatNamesIt() {
    // found by FormatContract's fuzzing: the tree's tree.bad-name had no file and line
    assertThatThrownBy(() -> format.read(LineSource.of("lsb.users", "Begin UserGroup\n"
        + "GROUP_NAME GROUP_MEMBER USER_SHARES\n"
        + "g1 (u1 .) ([u1, 2] [., 1])\n"
        + "End UserGroup\n")))
        .isInstanceOfSatisfying(ConfigParseException.class, e -> assertThat(e.problems())
            .anyMatch(p -> p.code().equals("tree.bad-name") && p.location().source().equals("lsb.users")
                && p.location().line() == 3));
  }

  @Test
  void specExampleGivesGroupBAndGroupCTenSharesThroughDefault() {
    ShareTree t = format.read(resource("spec-4.1.lsb.users")).tree();
    assertThat(t.shares(t.indexOf("GroupA/User5"))).isEqualTo(1);
    assertThat(t.shares(t.indexOf("GroupA/GroupB"))).isEqualTo(10);
    assertThat(t.shares(t.indexOf("GroupA/GroupC"))).isEqualTo(10);
    assertThat(t.shares(t.indexOf("GroupA/GroupC/User3"))).isEqualTo(3);
    assertThat(t.shares(t.indexOf("GroupA/GroupC/User4"))).isEqualTo(4);
    int groupB = t.indexOf("GroupA/GroupB");
    assertThat(t.hasChildren(groupB)).as("GroupB has () so its members compete FCFS").isFalse();
    assertThat(t.attribute(groupB, "lsf.members")).isEqualTo("User1 User2");
    assertThat(t.childCount(0)).as("only GroupA is no other group's member").isEqualTo(1);
  }

  @Test
  void readingThenWritingKeepsCommentsContinuationsAndOtherSections() {
    LineSource source = resource("spec-4.1.lsb.users");
    assertThat(format.write(format.read(source))).isEqualTo(source.text());
  }

  @Test
  void aChangedShareRewritesOnlyThatRow() {
    LineSource source = resource("spec-4.1.lsb.users");
    TreeDocument doc = format.read(source);
    String changed = source.text().replace("([User3, 3] [User4, 4])   # two shares lists",
        "([User3, 5] [User4, 4])   # two shares lists");
    TreeDocument edited = format.read(LineSource.of("edited", changed));
    String written = format.write(new TreeDocument(edited.tree(), null, doc.settings(), null));
    assertThat(written).isEqualTo(source.text().replace(
        "GroupC       (User3 User4)            ([User3, 3] [User4, 4])   # two shares lists",
        "GroupC (User3 User4) ([User3, 5] [User4, 4])"));
  }

  @Test
  void withoutTheOriginalTextANewSectionListsSubgroupsFirst() {
    TreeDocument doc = format.read(resource("spec-4.1.lsb.users"));
    String written = format.write(new TreeDocument(doc.tree(), null, null, null));
    assertThat(written).isEqualTo("""
        Begin UserGroup
        GROUP_NAME GROUP_MEMBER USER_SHARES
        GroupC (User3 User4) ([User3, 3] [User4, 4])
        GroupB (User1 User2) ()
        GroupA (GroupB GroupC User5) ([User5, 1] [default, 10])
        End UserGroup
        """);
    assertThat(format.read(LineSource.of("again", written)).tree().size()).isEqualTo(doc.tree().size());
  }

  @Test
  void everyProblemIsReportedAtOnceWithFileLineAndColumn() {
    assertThatThrownBy(() -> format.read(resource("bad.lsb.users")))
        .isInstanceOfSatisfying(ConfigParseException.class, e -> GoldenFiles.assertMatches(
            e.getMessage() + "\n", Path.of("src/test/resources/golden/bad.lsb.users.txt")));
  }

  @Test
  void probeRecognizesAUserGroupSection() {
    assertThat(format.probe("# x\nBegin UserGroup\n")).isEqualTo(dev.fairshare.format.MatchStrength.FULL);
    assertThat(format.probe("Begin Queue\n")).isEqualTo(dev.fairshare.format.MatchStrength.NO_MATCH);
  }
}
