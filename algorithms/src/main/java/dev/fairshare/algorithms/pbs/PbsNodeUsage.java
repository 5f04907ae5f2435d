package dev.fairshare.algorithms.pbs;

import dev.fairshare.usage.UsageSnapshot;

/**
 * PBS's {@code usage} of every node: the value the scheduler holds after reading its usage file
 * (specs/pbs.md §4.2, §12; {@code fairshare.cpp}: {@code read_usage_v2}, {@code rec_write_usage}).
 *
 * <p>When the snapshot carries {@link PbsKeys#NODE_USAGE} (the PBS adapters put it there), those values are
 * used as they are. Otherwise the snapshot's leaf usage is turned into what PBS would hold after writing it
 * and reading it back: every node starts at 1 ({@code FAIRSHARE_MIN_USAGE}); each leaf whose usage is not 1
 * (and is not named {@code unknown}, as PBS checks the name) is a record, visited in
 * {@code rec_write_usage} order; a record sets the leaf's usage and adds it, in double, to every ancestor from TREEROOT down. So an interior node is
 * {@code 1 + Σ(leaf usage ≠ 1)}: TREEROOT is 1201, not 1200, in seed 002's example. Usage charged to a group
 * itself has no place in PBS and is ignored; a negative or NaN leaf usage is dropped as PBS drops such a
 * record on reading, so the leaf keeps 1.
 */
final class PbsNodeUsage {
  private PbsNodeUsage() {}

  static double[] of(PbsTreeView view, UsageSnapshot usage) {
    int n = view.tree.size();
    return of(view, usage, new double[n], new int[n], new int[n]);
  }

  /** {@link #of(PbsTreeView, UsageSnapshot)} into {@code pu}, with two int arrays of the tree's size. */
  static double[] of(PbsTreeView view, UsageSnapshot usage, double[] pu, int[] order, int[] stack) {
    int n = view.tree.size();
    if (usage.hasComponent(PbsKeys.NODE_USAGE)) {
      for (int i = 0; i < n; i++) {
        pu[i] = usage.component(PbsKeys.NODE_USAGE, i);
      }
      return pu;
    }
    java.util.Arrays.fill(pu, 1.0);
    for (int node : view.writeOrder(order, stack)) {
      double u = usage.usage(node);
      boolean skip = node == 0 || !view.isLeaf(node) || "unknown".equals(view.tree.name(node));
      if (skip || u == 1 || !(u >= 0)) {
        continue;
      }
      pu[node] = u;
      for (int a = view.tree.parent(node); a >= 0; a = view.tree.parent(a)) {
        pu[a] += u;
      }
    }
    return pu;
  }
}
