package dev.fairshare.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import org.junit.jupiter.api.Test;

/** The builder lays nodes out in pre-order and reports every problem of a tree at once. */
class ShareTreeBuilderTest {

  @Test
  void nodesAreLaidOutInPreOrderWithInsertionSiblingOrder() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "a", 40);
    int d = b.group(ShareTreeBuilder.ROOT, "d", 60);
    b.user(d, "u4", 1);
    b.user(a, "u1", 1);
    b.user(a, "u2", 2);
    ShareTree tree = b.build();

    assertThat(tree.size()).isEqualTo(6);
    assertThat(tree.path(1)).isEqualTo("a");
    assertThat(tree.path(2)).isEqualTo("a/u1");
    assertThat(tree.path(3)).isEqualTo("a/u2");
    assertThat(tree.path(4)).isEqualTo("d");
    assertThat(tree.path(5)).isEqualTo("d/u4");
    assertThat(tree.subtreeEnd(0)).isEqualTo(6);
    assertThat(tree.subtreeEnd(1)).isEqualTo(4);
    assertThat(tree.children(0)).containsExactly(1, 4);
    assertThat(tree.nextSibling(2)).isEqualTo(3);
    assertThat(tree.nextSibling(3)).isEqualTo(-1);
    assertThat(tree.firstChild(5)).isEqualTo(-1);
    assertThat(tree.depth(5)).isEqualTo(2);
    assertThat(tree.userCount()).isEqualTo(3);
    assertThat(tree.users()).containsExactly(2, 3, 5);
    assertThat(tree.indexOf("d/u4")).isEqualTo(5);
    assertThat(tree.indexOf("")).isZero();
    assertThat(tree.indexOf("nope")).isEqualTo(-1);
    assertThat(b.treeIndex(d)).isEqualTo(4);
  }

  @Test
  void nodesAddedInPreOrderGiveTheTreeTheirIdsWithTheirOrigins() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.add(ShareTreeBuilder.ROOT, "a", NodeKind.GROUP, 40, false, null, SourceLocation.of("t", 1, 1));
    b.add(a, "u1", NodeKind.USER, 1, false, null, SourceLocation.of("t", 2, 3));
    int d = b.add(ShareTreeBuilder.ROOT, "d", NodeKind.GROUP, 60, false, null, null);
    b.add(d, "u4", NodeKind.USER, 1, false, null, SourceLocation.of("other", 9, 0));
    ShareTree tree = b.build();

    assertThat(tree.path(2)).isEqualTo("a/u1");
    assertThat(tree.path(4)).isEqualTo("d/u4");
    assertThat(tree.subtreeEnd(1)).isEqualTo(3);
    assertThat(tree.subtreeEnd(3)).isEqualTo(5);
    assertThat(tree.depth(4)).isEqualTo(2);
    assertThat(b.treeIndex(3)).isEqualTo(3);
    assertThat(tree.origin(2)).isEqualTo(SourceLocation.of("t", 2, 3));
    assertThat(tree.origin(3)).isNull();
    assertThat(tree.origin(4)).isEqualTo(SourceLocation.of("other", 9, 0));
  }

  @Test
  void aBuiltBuilderTakesNoMoreNodes() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.group(ShareTreeBuilder.ROOT, "a", 1);
    ShareTree tree = b.build();

    assertThatThrownBy(() -> b.user(1, "late", 1)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> b.rootShares(5)).isInstanceOf(IllegalStateException.class);
    assertThat(tree.size()).isEqualTo(2);
    assertThat(tree.shares(0)).isEqualTo(1);
  }

  @Test
  void everyProblemIsReportedAtOnceWithItsLocation() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.add("", "a", NodeKind.GROUP, 1, false, null, SourceLocation.of("t", 1, 1));
    b.add("", "a", NodeKind.GROUP, 2, false, null, SourceLocation.of("t", 2, 1));
    b.add("x", "u", NodeKind.USER, 1, false, null, SourceLocation.of("t", 3, 1));
    b.add("a", "v", NodeKind.USER, -5, false, null, SourceLocation.of("t", 4, 1));
    b.add("a", "w", NodeKind.USER, Double.NaN, false, null, SourceLocation.of("t", 5, 1));

    assertThatThrownBy(b::build).isInstanceOfSatisfying(ConfigParseException.class, e ->
        assertThat(e.problems()).extracting(Problem::headline).containsExactly(
            "t:2:1: [tree.duplicate-path] duplicate path 'a' (first defined at t:1:1)",
            "t:3:1: [tree.unknown-parent] parent 'x' of 'u' is not defined",
            "t:4:1: [tree.bad-shares] shares of 'v' are negative (-5)",
            "t:5:1: [tree.bad-shares] shares of 'w' are NaN"));
  }

  @Test
  void usersCannotHaveChildren() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int u = b.user(ShareTreeBuilder.ROOT, "u", 1);
    b.user(u, "v", 1);
    assertThatThrownBy(b::build).isInstanceOfSatisfying(ConfigParseException.class, e ->
        assertThat(e.problems()).extracting(Problem::code).containsExactly("tree.user-has-children"));
  }

  @Test
  void negativeSharesAreAcceptedWhenAllowed() {
    ShareTreeBuilder b = new ShareTreeBuilder().allowNegativeShares();
    b.user(ShareTreeBuilder.ROOT, "u", -3);
    assertThat(b.build().shares(1)).isEqualTo(-3);
  }

  @Test
  void parentSharesNodesKeepNoSharesOfTheirOwn() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.parentShares(ShareTreeBuilder.ROOT, "a", NodeKind.GROUP);
    ShareTree tree = b.build();
    assertThat(tree.usesParentShares(b.treeIndex(a))).isTrue();
    assertThat(tree.shares(b.treeIndex(a))).isZero();
  }

  @Test
  void aChainOneMillionDeepBuildsWithoutRecursion() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int parent = ShareTreeBuilder.ROOT;
    for (int i = 0; i < 1_000_000; i++) {
      parent = b.group(parent, "g", 1);
    }
    b.user(parent, "u", 1);
    ShareTree tree = b.build();
    assertThat(tree.size()).isEqualTo(1_000_002);
    assertThat(tree.maxDepth()).isEqualTo(1_000_001);
    assertThat(tree.subtreeEnd(1)).isEqualTo(1_000_002);
    assertThat(tree.isUser(1_000_001)).isTrue();
    assertThat(tree.parent(1_000_001)).isEqualTo(1_000_000);
  }
}
