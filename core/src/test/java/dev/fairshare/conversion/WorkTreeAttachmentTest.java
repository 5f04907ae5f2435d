package dev.fairshare.conversion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the rules see of a {@link WorkTree} they change: a removed node and its whole subtree are no longer
 * {@link Rules#attached attached} (a flag set once per removal, so the answer costs nothing on a tree a
 * million deep or wide), a spliced node's children take its place, and usage goes where each removal says.
 */
class WorkTreeAttachmentTest {

  /** root: a (own usage 1) with b (2) with user u (4); c (8) with user v (16). */
  private static WorkTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "a", 1);
    int bb = b.group(a, "b", 1);
    b.user(bb, "u", 1);
    int c = b.group(ShareTreeBuilder.ROOT, "c", 1);
    b.user(c, "v", 1);
    ShareTree t = b.build();
    double[] own = {0, 1, 2, 4, 8, 16};
    return WorkTree.of(t, UsageSnapshot.fromOwn(t, own, Instant.EPOCH));
  }

  private static WorkNode at(WorkTree tree, String path) {
    return tree.preOrder().stream().filter(n -> n.path().equals(path)).findFirst().orElseThrow();
  }

  @Test
  void aRemovedNodeAndEveryNodeBelowItAreDetachedAndTheirUsageStaysOnTheParent() {
    WorkTree tree = tree();
    List<WorkNode> nodes = tree.preOrder();
    WorkNode a = at(tree, "a");
    tree.remove(a);

    assertThat(nodes).filteredOn(n -> !Rules.attached(n)).extracting(WorkNode::path)
        .containsExactly("a", "a/b", "a/b/u");
    assertThat(tree.root().children()).extracting(WorkNode::name).containsExactly("c");
    assertThat(tree.root().ownUsage()).isEqualTo(1 + 2 + 4);
  }

  @Test
  void aSplicedNodesChildrenTakeItsPlaceAndStayAttached() {
    WorkTree tree = tree();
    WorkNode a = at(tree, "a");
    WorkNode b = at(tree, "a/b");
    tree.splice(a);

    assertThat(tree.root().children()).extracting(WorkNode::name).containsExactly("b", "c");
    assertThat(b.parent()).isSameAs(tree.root());
    assertThat(Rules.attached(b)).isTrue();
    assertThat(Rules.attached(at(tree, "b/u"))).isTrue();
    assertThat(Rules.attached(a)).isFalse();
    assertThat(tree.root().ownUsage()).isEqualTo(1);
  }

  @Test
  void anUnlinkedNodeIsDetachedAndItsUsageGoesNowhere() {
    WorkTree tree = tree();
    WorkNode v = at(tree, "c/v");
    WorkNode c = at(tree, "c");
    tree.unlink(v);

    assertThat(Rules.attached(v)).isFalse();
    assertThat(Rules.attached(c)).isTrue();
    assertThat(c.children()).isEmpty();
    assertThat(c.ownUsage()).isEqualTo(8);
  }
}
