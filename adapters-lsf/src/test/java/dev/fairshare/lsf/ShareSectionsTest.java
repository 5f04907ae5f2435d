package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.lsf.model.ShareAssignment;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An LSF file known by the sections it begins, and a section's share assignments as a group's children. */
class ShareSectionsTest {
  @Test
  void aFileIsKnownByALineThatBeginsTheSectionWhateverItsCase() {
    assertThat(ShareSections.probe("# lsb.queues\n  BEGIN   Queue\nQUEUE_NAME = normal\n", "queue",
        MatchStrength.FULL)).isEqualTo(MatchStrength.FULL);
    assertThat(ShareSections.probe("Begin Host\n", "(hostpartition|host)", MatchStrength.SOLID))
        .isEqualTo(MatchStrength.SOLID);
    assertThat(ShareSections.probe("Begin HostPartition\n", "(hostpartition|host)", MatchStrength.SOLID))
        .isEqualTo(MatchStrength.SOLID);
  }

  @Test
  void aLongerSectionNameOrABeginInsideALineIsNoMatch() {
    assertThat(ShareSections.probe("Begin QueueGroup\n", "queue", MatchStrength.FULL))
        .isEqualTo(MatchStrength.NO_MATCH);
    assertThat(ShareSections.probe("# Begin Queue\n", "queue", MatchStrength.FULL))
        .isEqualTo(MatchStrength.NO_MATCH);
  }

  @Test
  void assignmentsBecomeChildrenAsWrittenAndAreWrittenBackAsPairs() {
    ShareTreeBuilder b = new ShareTreeBuilder("lsb.queues");
    int queue = b.add(ShareTreeBuilder.ROOT, "normal", NodeKind.GROUP, 1, false, Map.of(), null);
    SourceLocation at = SourceLocation.of("lsb.queues", 3);
    ShareSections.addShares(b, queue, List.of(new ShareAssignment("alice", ShareAssignment.Kind.NAME, 10, at),
        new ShareAssignment("physics", ShareAssignment.Kind.EACH_MEMBER, 5, at),
        new ShareAssignment("default", ShareAssignment.Kind.DEFAULT, 1, at)));
    ShareTree tree = b.build();

    assertThat(tree.attribute(tree.indexOf("normal/physics@"), LsfShareTreeBuilder.ACCOUNT))
        .isEqualTo("each_member");
    assertThat(tree.attribute(tree.indexOf("normal/alice"), LsfShareTreeBuilder.ACCOUNT)).isEqualTo("name");
    assertThat(ShareSections.pairs(tree, queue)).isEqualTo("[alice, 10] [physics@, 5] [default, 1]");
  }
}
