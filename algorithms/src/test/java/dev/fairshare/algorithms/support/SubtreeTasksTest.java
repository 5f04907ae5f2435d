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
 * thread) stays small, then splits the last tasks when equal tasks would leave workers idle at the end. Expected values
 * by hand: a fan-out-10 tree of 111,111 nodes has subtrees of 11,111 nodes under the root's children and 1,111 one
 * level down.
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
  void sixteenThreadsTakeTheNextLevelNotTheOneBelowItAndSplitTheLastTasksToFillTheLastRound() {
    // 111,111 / 64 = 1,736 nodes at most: the 100 subtrees of 1,111 (not the 1,000 of 111 that tasks of
    // 111,111 / 128 = 868 nodes would take, a top of 1,111 nodes). 100 equal tasks on 16 workers end with
    // 4 workers busy and 12 idle for a whole task; split into their children of 111 nodes (at least
    // 1,736 / 16 = 108), the last four make 40 small tasks after 96 big ones: 6 big and 2 or 3 small a
    // worker. The top: the root, its 10 children, the 4 split subtrees' roots and the 136 tasks' roots.
    SubtreeTasks tasks = cut(16);
    assertThat(tasks.count()).isEqualTo(136);
    assertThat(tasks.end(95) - tasks.root(95)).isEqualTo(1_111);
    assertThat(tasks.root(96)).isEqualTo(tasks.end(95) + 1);
    for (int t = 96; t < 136; t++) {
      assertThat(tasks.end(t) - tasks.root(t)).isEqualTo(111);
    }
    assertThat(tasks.end(135)).isEqualTo(SHAPE.tree().size());
    assertThat(topNodes(tasks)).isEqualTo(151);
  }

  @Test
  void eightThreadsKeepTheHundredTasksThatFillNinetySixPercent() {
    // 100 tasks of 1,111 on 8 workers: 13 rounds where 12.5 would do, 96% filled: not split.
    assertThat(cut(8).count()).isEqualTo(100);
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
