package dev.fairshare.algorithms.pbs;

import dev.fairshare.usage.UsageSnapshot;

/**
 * PBS's {@code usage} of every node: the value the scheduler holds after reading its usage file
 * (docs/algorithms/pbs.md §4.2, §12; {@code fairshare.cpp}: {@code read_usage_v2}, {@code rec_write_usage}).
 *
 * <p>When the snapshot carries {@link PbsKeys#NODE_USAGE} (the PBS adapters put it there), those values are
 * used as they are. Otherwise the snapshot's leaf usage is turned into what PBS would hold after writing it
 * and reading it back: every node starts at 1 ({@code FAIRSHARE_MIN_USAGE}); each leaf whose usage is not 1
 * (and is not named {@code unknown}, as PBS checks the name) is a record, visited in
 * {@code rec_write_usage} order; a record sets the leaf's usage and adds it, in double, to every ancestor from
 * TREEROOT down. So an interior node is {@code 1 + Σ(leaf usage ≠ 1)}: TREEROOT is 1201, not 1200, in seed
 * 002's example. Usage charged to a group itself has no place in PBS and is ignored; a negative or NaN leaf
 * usage is dropped as PBS drops such a record on reading, so the leaf keeps 1.
 *
 * <p>Each ancestor's value is a sum rounded after every addition, so it depends on the order of its leaves.
 * It is computed in one of two ways that give PBS's bits:
 * <ul>
 *   <li><b>Exact sums</b> (checked first, one pass): when every record is a multiple of {@code 2^m} for some
 *       {@code m ≤ 0} (integers, or halved by decay) and {@code 1 +} their total stays below
 *       {@code 2^(52+m)}, every partial sum PBS forms is a multiple of {@code 2^m} below {@code 2^(53+m)},
 *       so no addition rounds and any order gives the same double: one backward pass adds each node's total
 *       to its parent, O(n).
 *   <li><b>PBS's order</b> otherwise: {@code rec_write_usage} writes a node, then its sibling list, then its
 *       child list, so the leaves under a node are written together, a group's leaf children first (newest
 *       first, our last child first) and then its subgroups' subtrees (oldest first, our pre-order). One
 *       pre-order pass over the groups keeps one running sum per depth for the open ancestors and adds each
 *       leaf to all of them: every ancestor receives exactly PBS's additions in PBS's order, through a
 *       contiguous loop over the depths instead of a walk up the parent links.
 * </ul>
 */
final class PbsNodeUsage {
  private PbsNodeUsage() {}

  static double[] of(PbsTreeView view, UsageSnapshot usage) {
    int n = view.tree.size();
    return of(view, usage, new double[n], new double[n], new double[n], new int[n], new int[n]);
  }

  /**
   * {@link #of(PbsTreeView, UsageSnapshot)} into {@code pu}, with working arrays of the tree's size: each
   * node's record (0 where none), the running sums and open groups by depth, and a buffer of leaf children.
   */
  static double[] of(PbsTreeView view, UsageSnapshot usage, double[] pu, double[] record, double[] sums,
      int[] open, int[] leaves) {
    int n = view.tree.size();
    if (usage.hasComponent(PbsKeys.NODE_USAGE)) {
      for (int i = 0; i < n; i++) {
        pu[i] = usage.component(PbsKeys.NODE_USAGE, i);
      }
      return pu;
    }
    double total = 0;
    int lowest = 0;
    boolean finite = true;
    for (int i = 0; i < n; i++) {
      double u = usage.usage(i);
      if (i == 0 || !view.isLeaf(i) || view.unknownLeaf[i] || u == 1 || !(u >= 0)) {
        record[i] = 0;
        pu[i] = 1;
      } else {
        record[i] = u;
        pu[i] = u;
        total += u;
        lowest = Math.min(lowest, lowestBit(u));
        finite &= u != Double.POSITIVE_INFINITY;
      }
    }
    if (finite && total + 1 < Math.scalb(1.0, 52 + lowest)) {
      exactSums(view, pu, record);
    } else {
      inWriteOrder(view, pu, record, sums, open, leaves);
    }
    return pu;
  }

  /**
   * The exponent of the lowest set bit of a finite {@code u > 0} ({@code u} is a multiple of 2 to that
   * power); 0 for 0.
   */
  static int lowestBit(double u) {
    long bits = Double.doubleToRawLongBits(u);
    int exponent = (int) (bits >>> 52) & 0x7ff;
    long mantissa = bits & 0xfffffffffffffL;
    if (exponent == 0) {
      return mantissa == 0 ? 0 : -1074 + Long.numberOfTrailingZeros(mantissa);
    }
    return exponent - 1075 + Long.numberOfTrailingZeros(mantissa | 0x10000000000000L);
  }

  /** No addition rounds: each group is 1 plus its subtree's records, summed bottom-up in any order. */
  private static void exactSums(PbsTreeView view, double[] pu, double[] record) {
    for (int i = pu.length - 1; i > 0; i--) {
      record[view.tree.parent(i)] += record[i];
      if (!view.isLeaf(i)) {
        pu[i] = 1 + record[i];
      }
    }
    pu[0] = 1 + record[0];
  }

  /**
   * PBS's additions in PBS's order: groups in pre-order, each adding its leaf children last to first to the
   * running sums of itself and its open ancestors ({@code sums[d]} for depth d), a group's sum stored when
   * the walk leaves its subtree. A leaf without a record adds 0, which changes no sum (they are at least 1).
   */
  private static void inWriteOrder(PbsTreeView view, double[] pu, double[] record, double[] sums, int[] open,
      int[] leaves) {
    int n = pu.length;
    int top = -1;
    for (int g = 0; g < n; g++) {
      int end = view.tree.subtreeEnd(g);
      if (g + 1 >= end) {
        continue;
      }
      int depth = view.tree.depth(g);
      for (; top >= depth; top--) {
        pu[open[top]] = sums[top];
      }
      top = depth;
      open[depth] = g;
      sums[depth] = 1;
      int k = 0;
      for (int c = g + 1; c < end; c = view.tree.subtreeEnd(c)) {
        if (c + 1 >= view.tree.subtreeEnd(c)) {
          leaves[k++] = c;
        }
      }
      for (int j = k - 1; j >= 0; j--) {
        double u = record[leaves[j]];
        for (int d = 0; d <= depth; d++) {
          sums[d] += u;
        }
      }
    }
    for (; top >= 0; top--) {
      pu[open[top]] = sums[top];
    }
  }
}
