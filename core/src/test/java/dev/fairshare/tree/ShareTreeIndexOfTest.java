package dev.fairshare.tree;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link ShareTree#indexOf} walks a path down from the root a name at a time: on a chain 100,000 deep it
 * finds every node (an index of every node's path string would hold 40 GB of them), and it tells a missing
 * or malformed path from a present one.
 */
class ShareTreeIndexOfTest {

  @Test
  void everyNodeOfAChain100000DeepIsFoundByItsPath() {
    int depth = 100_000;
    PreorderTreeBuilder b = new PreorderTreeBuilder("root", depth + 1);
    int parent = 0;
    for (int d = 1; d < depth; d++) {
      parent = b.add(parent, "g" + d, NodeKind.GROUP, 1, null, null);
    }
    b.add(parent, "u", NodeKind.USER, 1, null, null);
    ShareTree tree = b.build();
    StringBuilder path = new StringBuilder();
    for (int i = 1; i < tree.size(); i++) {
      path.append(i == 1 ? "" : "/").append(tree.name(i));
      if (i % 9_973 == 0 || i == tree.size() - 1) {
        assertThat(tree.indexOf(path.toString())).as("depth %d", i).isEqualTo(i);
      }
    }
    assertThat(tree.indexOf(path + "/more")).isEqualTo(-1);
  }

  @Test
  void missingAndMalformedPathsAreNotFound() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "a", 1);
    b.user(a, "u", 1);
    b.user(ShareTreeBuilder.ROOT, "u", 1);
    ShareTree tree = b.build();

    assertThat(tree.indexOf("a/u")).isEqualTo(2);
    assertThat(tree.indexOf("u")).isEqualTo(3);
    assertThat(tree.indexOf("a")).isEqualTo(1);
    assertThat(tree.indexOf("")).isZero();
    assertThat(tree.indexOf("a/")).isEqualTo(-1);
    assertThat(tree.indexOf("/a")).isEqualTo(-1);
    assertThat(tree.indexOf("a//u")).isEqualTo(-1);
    assertThat(tree.indexOf("u/a")).isEqualTo(-1);
    assertThat(tree.indexOf("b")).isEqualTo(-1);
  }
}
