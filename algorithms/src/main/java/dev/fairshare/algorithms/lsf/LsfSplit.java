package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * The bottom-up passes of {@code lsf.fairshare} on a tree cut for a parallel recompute
 * ({@link SubtreeTasks}): the job slots summed over each subtree and the pending marks, each subtree's at the
 * same time (the marks in the task that computes its loads), then the top's. A node's slots are its own, then its
 * children's added last child first, as the one backward pass adds them: an interior node's children are in its
 * subtree, a top node's in the top.
 */
final class LsfSplit {
  private LsfSplit() {}

  /** {@link LsfFairshareAlgorithm#slots} of a cut tree: the same values. */
  static double[] slots(SubtreeTasks tasks, UsageSnapshot usage, Demand demand, double[] slots) {
    ShareTree tree = tasks.tree();
    int count = tasks.count();
    if (usage.hasComponent(LsfUsage.JOB_SLOTS)) {
      tasks.run((t, slot) -> {
        for (int i = tasks.root(t) + 1; i < tasks.end(t); i++) {
          slots[i] = usage.component(LsfUsage.JOB_SLOTS, i);
        }
      });
      for (int s = 0; s <= count; s++) {
        for (int i = tasks.from(s); i < tasks.to(s); i++) {
          slots[i] = usage.component(LsfUsage.JOB_SLOTS, i);
        }
      }
      return slots;
    }
    if (!demand.quantityNames().contains(LsfUsage.JOB_SLOTS)) {
      return null;
    }
    for (int s = 0; s <= count; s++) {
      for (int i = tasks.from(s); i < tasks.to(s); i++) {
        slots[i] = demand.quantity(LsfUsage.JOB_SLOTS, i);
      }
    }
    tasks.run((t, slot) -> {
      int root = tasks.root(t);
      int end = tasks.end(t);
      for (int i = root + 1; i < end; i++) {
        slots[i] = demand.quantity(LsfUsage.JOB_SLOTS, i);
      }
      for (int i = end - 1; i > root; i--) {
        slots[tree.parent(i)] += slots[i];
      }
    });
    for (int s = count; s >= 0; s--) {
      for (int i = tasks.to(s) - 1, to = Math.max(1, tasks.from(s)); i >= to; i--) {
        slots[tree.parent(i)] += slots[i];
      }
    }
    return slots;
  }

  /**
   * Marks, in {@code below}, task {@code t}'s root and every node of its interior whose subtree has a pending
   * job (the node itself included); the tasks at the same time, before {@link #pendingAbove}.
   */
  static void pendingBelow(SubtreeTasks tasks, Demand demand, boolean[] below, int t) {
    ShareTree tree = tasks.tree();
    int root = tasks.root(t);
    int end = tasks.end(t);
    for (int i = root; i < end; i++) {
      below[i] = demand.isPending(i);
    }
    for (int i = end - 1; i > root; i--) {
      if (below[i]) {
        below[tree.parent(i)] = true;
      }
    }
  }

  /** Marks the top's nodes after every task's {@link #pendingBelow}: the roots' marks are taken as they are. */
  static void pendingAbove(SubtreeTasks tasks, Demand demand, boolean[] below) {
    ShareTree tree = tasks.tree();
    int count = tasks.count();
    for (int s = 0; s <= count; s++) {
      for (int i = tasks.from(s), to = tasks.ownersTo(s); i < to; i++) {
        below[i] = demand.isPending(i);
      }
    }
    for (int s = count; s >= 0; s--) {
      for (int i = tasks.to(s) - 1, to = Math.max(1, tasks.from(s)); i >= to; i--) {
        if (below[i]) {
          below[tree.parent(i)] = true;
        }
      }
    }
  }
}
