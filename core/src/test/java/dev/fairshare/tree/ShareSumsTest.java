package dev.fairshare.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import org.junit.jupiter.api.Test;

/**
 * Siblings whose raw shares add up to more than a double holds: their normalized shares would all be
 * {@code x / infinity = 0}, so every factor below them would be 0, silently. Both builders refuse such a tree
 * ({@code tree.bad-shares}); shares as large that still add up to a finite sum are kept.
 */
class ShareSumsTest {

  @Test
  void twoGroupsOf1e308SharesAreReportedAtTheSiblingWhoseShareOverflowsTheSum() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.add(ShareTreeBuilder.ROOT, "a", NodeKind.GROUP, 1e308, false, null, SourceLocation.of("t.tsv", 1, 1));
    b.add(ShareTreeBuilder.ROOT, "b", NodeKind.GROUP, 1e308, false, null, SourceLocation.of("t.tsv", 2, 1));

    assertThatThrownBy(b::build).isInstanceOfSatisfying(ConfigParseException.class, e ->
        assertThat(e.problems()).extracting(Problem::headline).containsExactly(
            "t.tsv:2:1: [tree.bad-shares] the shares of 'b' and its siblings under '.' add up to more than "
                + Double.MAX_VALUE));
  }

  @Test
  void anOverflowDeeperDownNamesTheParentsPath() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "a", 1);
    int c = b.group(a, "c", 1);
    b.add(c, "u1", NodeKind.USER, 1.5e308, false, null, null);
    b.add(c, "u2", NodeKind.USER, 1e2, false, null, null);
    b.add(c, "u3", NodeKind.USER, 1.5e308, false, null, null);

    assertThatThrownBy(b::build).isInstanceOfSatisfying(ConfigParseException.class, e ->
        assertThat(e.problems()).extracting(Problem::code, Problem::message).containsExactly(
            org.assertj.core.groups.Tuple.tuple("tree.bad-shares", "the shares of 'u3' and its siblings under "
                + "'a/c' add up to more than " + Double.MAX_VALUE)));
  }

  @Test
  void largeSharesWithAFiniteSumAreKept() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.group(ShareTreeBuilder.ROOT, "a", 8e307);
    b.group(ShareTreeBuilder.ROOT, "b", 8e307);
    ShareTree tree = b.build();

    assertThat(tree.shares(1)).isEqualTo(8e307);
    assertThat(tree.shares(2)).isEqualTo(8e307);
  }

  @Test
  void thePreorderBuilderMarksAnOverflowingTreeInvalidSoThatReadersReportIt() {
    PreorderTreeBuilder overflowing = new PreorderTreeBuilder("root", 4);
    overflowing.add(0, "a", NodeKind.GROUP, 1e308, null, null);
    overflowing.add(0, "b", NodeKind.GROUP, 1e308, null, null);
    PreorderTreeBuilder finite = new PreorderTreeBuilder("root", 4);
    finite.add(0, "a", NodeKind.GROUP, 8e307, null, null);
    finite.add(0, "b", NodeKind.GROUP, 8e307, null, null);

    assertThat(overflowing.valid()).isFalse();
    assertThat(finite.valid()).isTrue();
  }
}
