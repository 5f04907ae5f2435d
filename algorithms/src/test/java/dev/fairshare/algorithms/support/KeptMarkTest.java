package dev.fairshare.algorithms.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import org.junit.jupiter.api.Test;

/**
 * A {@link KeptMark} keeps a result's tree arrays only for the same algorithm on the very same tree object,
 * and only when the recompute that filled them ended; taking it clears it.
 */
class KeptMarkTest {
  private static ShareTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "a", 1);
    b.user(a, "u1", 1);
    return b.build();
  }

  private static FairshareResult result(String algorithm, ShareTree tree) {
    return FairshareResult.builder(algorithm, tree, UsageSnapshot.zero(tree)).build();
  }

  @Test
  void theSameTreeIsTheVeryTreeObjectOfAResultOfTheSameAlgorithm() {
    ShareTree tree = tree();
    ShareTree equalTree = tree();

    assertThat(KeptMark.sameTree(result("x", tree), "x", tree)).isTrue();
    assertThat(KeptMark.sameTree(null, "x", tree)).isFalse();
    assertThat(KeptMark.sameTree(result("x", equalTree), "x", tree)).isFalse();
    assertThat(KeptMark.sameTree(result("y", tree), "x", tree)).isFalse();
  }

  @Test
  void takingKeepsOnlyASetMarkOfTheSameTreeAndClearsIt() {
    ShareTree tree = tree();
    FairshareResult previous = result("x", tree);
    int[] mark = {1, 7};

    assertThat(KeptMark.take(mark, previous, "x", tree)).isTrue();
    assertThat(mark).containsExactly(0, 7);
    assertThat(KeptMark.take(mark, previous, "x", tree)).as("a recompute cut short").isFalse();

    KeptMark.set(mark);
    assertThat(mark).containsExactly(1, 7);
    assertThat(KeptMark.take(mark, result("y", tree), "x", tree)).isFalse();
    assertThat(mark).containsExactly(0, 7);
    KeptMark.set(mark);
    assertThat(KeptMark.take(mark, null, "x", tree)).isFalse();
    assertThat(mark[0]).isZero();
  }
}
