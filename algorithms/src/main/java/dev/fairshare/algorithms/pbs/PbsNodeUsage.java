package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
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
 *   <li><b>Exact sums</b> (tried first): when every record is a multiple of {@code 2^m} for some
 *       {@code m ≤ 0} (integers, or halved by decay) and {@code 1 +} their total stays below
 *       {@code 2^(52+m)}, every partial sum PBS forms is a multiple of {@code 2^m} below {@code 2^(53+m)},
 *       so no addition rounds and any order gives the same double, PBS's starting 1 included (1 is a
 *       multiple of {@code 2^m}, and every partial sum of 1 and records is at most {@code 1 +} the total):
 *       one backward pass reads the leaves' usage, makes the test (whose outcome does not depend on the
 *       order of its additions either) and sums each group's usage in place from 1, bottom-up, O(n), with
 *       no array of records beside the usage.
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
    return of(view, usage, new double[n], new double[n], new int[n], new int[n]);
  }

  /**
   * {@link #of(PbsTreeView, UsageSnapshot)} into {@code pu}, with working arrays of the tree's size: the
   * running sums and open groups by depth, and a buffer of leaf children.
   */
  static double[] of(PbsTreeView view, UsageSnapshot usage, double[] pu, double[] sums, int[] open,
      int[] leaves) {
    int n = view.tree.size();
    if (usage.hasComponent(PbsKeys.NODE_USAGE)) {
      for (int i = 0; i < n; i++) {
        pu[i] = usage.component(PbsKeys.NODE_USAGE, i);
      }
      return pu;
    }
    // One backward pass: the leaves' usage, the test for exact sums, and each group's usage summed in
    // place, starting from PBS's 1 (when the test holds no addition rounds, the 1 included, so any order
    // gives PBS's doubles). A group's usage is complete when the pass reaches it; its last child, the first
    // one the pass meets, starts it. No array of records: a leaf's record is its usage unless that is 1.
    ShareTree tree = view.tree;
    boolean[] unknownLeaf = view.unknownLeaf;
    double total = 0;
    int lowest = 0;
    boolean finite = true;
    for (int i = n - 1; i > 0; i--) {
      double value;
      if (tree.hasChildren(i)) {
        value = pu[i] - 1;
      } else {
        double u = usage.usage(i);
        boolean kept = !unknownLeaf[i] && u != 1 && u >= 0;
        value = kept ? u : 0;
        pu[i] = kept ? u : 1;
        total += value;
        lowest = Math.min(lowest, lowestBit(value));
        finite &= value != Double.POSITIVE_INFINITY;
      }
      int p = tree.parent(i);
      pu[p] = (tree.subtreeEnd(i) == tree.subtreeEnd(p) ? 1 : pu[p]) + value;
    }
    if (n == 1) {
      pu[0] = 1;
    }
    if (!(finite && total + 1 < Math.scalb(1.0, 52 + lowest))) {
      inWriteOrder(view, pu, sums, open, leaves);
    }
    return pu;
  }

  /**
   * {@link #of(PbsTreeView, UsageSnapshot, double[], double[], int[], int[])} on a tree cut for a
   * parallel recompute, the same values: each region's records and the test for exact sums (whose outcome
   * does not depend on the order of the additions: it holds exactly when 1 + the exact total is below
   * {@code 2^(52+m)}, and any order that rounds has a partial sum of at least {@code 2^(53+m)}); exact sums
   * bottom-up, the subtrees' then the top's; or PBS's order as one sequence of every group's leaf records
   * (the write order: groups in pre-order, each one's leaf children last first), written by region, of
   * which every group's usage is 1 plus the sum in order of its subtree's stretch ({@code leafPos}: where
   * each node's stretch starts, kept with the view), the groups taken by region at the same time.
   */
  static double[] of(SubtreeTasks tasks, PbsTreeView view, UsageSnapshot usage, double[] pu, double[] record,
      double[] sequence, int[] leafPos) {
    ShareTree tree = tasks.tree();
    int count = tasks.count();
    if (usage.hasComponent(PbsKeys.NODE_USAGE)) {
      tasks.parallelism().run(count + 1, (t, slot) -> {
        if (t < count) {
          copy(usage, pu, tasks.root(t) + 1, tasks.end(t));
        } else {
          for (int k = 0; k <= count; k++) {
            copy(usage, pu, tasks.from(k), tasks.to(k));
          }
        }
      });
      return pu;
    }
    // Per region: its records' total, lowest bit and finiteness.
    double[] total = new double[count + 1];
    int[] lowest = new int[count + 1];
    boolean[] finite = new boolean[count + 1];
    java.util.Arrays.fill(finite, true);
    tasks.parallelism().run(count + 1, (t, slot) -> {
      if (t < count) {
        records(view, usage, pu, record, tasks.root(t) + 1, tasks.end(t), t, total, lowest, finite);
      } else {
        for (int k = 0; k <= count; k++) {
          records(view, usage, pu, record, tasks.from(k), tasks.to(k), t, total, lowest, finite);
        }
      }
    });
    double sum = 0;
    int low = 0;
    boolean allFinite = true;
    for (int t = 0; t <= count; t++) {
      sum += total[t];
      low = Math.min(low, lowest[t]);
      allFinite &= finite[t];
    }
    if (allFinite && sum + 1 < Math.scalb(1.0, 52 + low)) {
      tasks.run((t, slot) -> exactSums(view, pu, record, tasks.end(t) - 1, tasks.root(t) + 1));
      for (int k = count; k >= 0; k--) {
        exactSums(view, pu, record, tasks.to(k) - 1, Math.max(1, tasks.from(k)));
      }
      pu[0] = 1 + record[0];
      return pu;
    }
    // The sequence by region (the top's groups as the first task, the biggest folds being theirs), then
    // every group's usage from its stretch.
    tasks.parallelism().run(count + 1, (t, slot) -> {
      if (t == 0) {
        for (int k = 0; k <= count; k++) {
          writeOrder(tree, record, sequence, leafPos, tasks.ownersFrom(k), tasks.ownersTo(k));
        }
      } else {
        writeOrder(tree, record, sequence, leafPos, tasks.root(t - 1), tasks.end(t - 1));
      }
    });
    tasks.parallelism().run(count + 1, (t, slot) -> {
      if (t == 0) {
        for (int k = 0; k <= count; k++) {
          groupSums(tree, pu, sequence, leafPos, tasks.ownersFrom(k), tasks.ownersTo(k));
        }
      } else {
        groupSums(tree, pu, sequence, leafPos, tasks.root(t - 1), tasks.end(t - 1));
      }
    });
    return pu;
  }

  private static void copy(UsageSnapshot usage, double[] pu, int from, int to) {
    for (int i = from; i < to; i++) {
      pu[i] = usage.component(PbsKeys.NODE_USAGE, i);
    }
  }

  /** Records and leaf usage of nodes {@code from .. to−1}, into region t's total, lowest bit, finiteness. */
  private static void records(PbsTreeView view, UsageSnapshot usage, double[] pu, double[] record, int from,
      int to, int t, double[] totals, int[] lowests, boolean[] finites) {
    double total = totals[t];
    int lowest = lowests[t];
    boolean finite = finites[t];
    for (int i = from; i < to; i++) {
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
    totals[t] = total;
    lowests[t] = lowest;
    finites[t] = finite;
  }

  /**
   * Where each node's stretch of the write-order sequence starts: {@code leafPos[i]} is the number of leaf
   * children of the groups before i in the pre-order ({@code leafPos[n]}: all of them). Depends on the tree
   * alone.
   */
  static void leafPositions(ShareTree tree, int[] leafPos) {
    int n = tree.size();
    int at = 0;
    for (int g = 0; g < n; g++) {
      leafPos[g] = at;
      for (int c = g + 1, end = tree.subtreeEnd(g); c < end; c = tree.subtreeEnd(c)) {
        at += c + 1 >= tree.subtreeEnd(c) ? 1 : 0;
      }
    }
    leafPos[n] = at;
  }

  /** Writes the leaf records of the groups among nodes {@code from .. to−1}, each's last leaf first. */
  private static void writeOrder(ShareTree tree, double[] record, double[] sequence, int[] leafPos, int from,
      int to) {
    for (int g = from; g < to; g++) {
      int at = leafPos[g + 1];
      for (int c = g + 1, end = tree.subtreeEnd(g); c < end; c = tree.subtreeEnd(c)) {
        if (c + 1 >= tree.subtreeEnd(c)) {
          sequence[--at] = record[c];
        }
      }
    }
  }

  /** The usage of each group among nodes {@code from .. to−1}: 1 plus its stretch, added in order. */
  private static void groupSums(ShareTree tree, double[] pu, double[] sequence, int[] leafPos, int from,
      int to) {
    for (int g = from; g < to; g++) {
      int end = tree.subtreeEnd(g);
      if (g + 1 >= end) {
        continue;
      }
      double sum = 1;
      for (int j = leafPos[g], last = leafPos[end]; j < last; j++) {
        sum += sequence[j];
      }
      pu[g] = sum;
    }
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

  /**
   * No addition rounds: each group among nodes {@code from} down to {@code to} is 1 plus its subtree's
   * records, summed bottom-up in any order.
   */
  private static void exactSums(PbsTreeView view, double[] pu, double[] record, int from, int to) {
    for (int i = from; i >= to; i--) {
      record[view.tree.parent(i)] += record[i];
      if (!view.isLeaf(i)) {
        pu[i] = 1 + record[i];
      }
    }
  }

  /**
   * PBS's additions in PBS's order: groups in pre-order, each adding its leaf children last to first to the
   * running sums of itself and its open ancestors ({@code sums[d]} for depth d), a group's sum stored when
   * the walk leaves its subtree. A leaf's record is its usage ({@code pu}, as the backward pass left it);
   * a leaf of usage 1 has none (PBS writes no record for it) and adds nothing.
   */
  private static void inWriteOrder(PbsTreeView view, double[] pu, double[] sums, int[] open, int[] leaves) {
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
        double u = pu[leaves[j]];
        if (u == 1) {
          continue;
        }
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
