package dev.fairshare.algorithms.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import org.junit.jupiter.api.Test;

/**
 * The default cut of a big tree ({@link SubtreeTasks}, tasks of up to {@code nodes / (4 · threads)}
 * nodes): on a balanced tree it takes the level whose subtrees fit that size, so the top (computed on one
 * thread) stays small. Expected values by hand: a fan-out-10 tree of 111,111 nodes has subtrees of
 * 11,111 nodes under the root's children and 1,111 one level down.
 */
class SubtreeTasksTest {
  private static final TreeShapes.Shape SHAPE = TreeShapes.balanced(10, 4, 7);

  @Test
  void twoThreadsTakeTheRootsChildrenAsTenTasks() {
    // 111,111 / 8 = 13,888 nodes at most: the root's ten children (11,111 each), the top is the root and them.
    SubtreeTasks tasks = cut(2);
    assertThat(tasks.count()).isEqualTo(10);
    for (int t = 0; t < 10; t++) {
      assertThat(tasks.root(t)).isEqualTo(1 + 11_111 * t);
      assertThat(tasks.end(t) - tasks.root(t)).isEqualTo(11_111);
    }
    assertThat(topNodes(tasks)).isEqualTo(11);
  }

  @Test
  void sixteenThreadsTakeTheNextLevelNotTheOneBelowIt() {
    // 111,111 / 64 = 1,736 nodes at most: the 100 subtrees of 1,111, not the 1,000 of 111 that tasks of
    // 111,111 / 128 = 868 nodes would take (a top of 1,111 nodes instead of 111).
    SubtreeTasks tasks = cut(16);
    assertThat(tasks.count()).isEqualTo(100);
    assertThat(tasks.end(0) - tasks.root(0)).isEqualTo(1_111);
    assertThat(topNodes(tasks)).isEqualTo(111);
  }

  private static SubtreeTasks cut(int threads) {
    ShareTree tree = SHAPE.tree();
    return SubtreeTasks.of(tree, Parallelism.of(threads, Runnable::run), null,
        FairshareResult.builder("test", tree, SHAPE.usage()));
  }

  private static int topNodes(SubtreeTasks tasks) {
    int top = 0;
    for (int s = 0; s <= tasks.count(); s++) {
      top += tasks.to(s) - tasks.from(s);
    }
    return top;
  }
}
