package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.sort.IntMergeSort;
import dev.fairshare.algorithms.support.ShortKeySort;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;

/**
 * {@link PbsRanking}'s dispatch positions under {@code compare_path} (docs/algorithms/pbs.md §7.1) computed on the tree
 * itself, for the usual case where the {@code compare_path} trie is the tree: no two sibling groups with
 * children have the same positive {@code usage/tp}.
 *
 * <p>Two siblings with equal keys share a trie node, but when at most one of them has children the merged
 * node's children are that one's, so the positions are those of the tree: a node's count of more deserving
 * users is its parent's plus the users below the siblings with a strictly smaller positive key ({@code tp ≤ 0}
 * siblings follow every positive one). One forward pass over the pre-order arrays sorts each child list on
 * primitive keys ({@link ShortKeySort} for short lists, merge sort beyond) and hands the counts down. When a merge
 * of two groups with children is found, it returns {@code false} and the trie is built instead. A parallel
 * recompute sorts the top's lists, then each subtree's at the same time (their counts come from their own
 * lists alone once the root's is known).
 */
final class PbsRankingByTree {
  /** Child lists up to this long are sorted on keys ({@link ShortKeySort}); longer ones by merge sort. */
  private static final int SHORT = 32;

  private PbsRankingByTree() {}

  /**
   * Fills {@code rank} (NaN for non-users) and returns {@code true}, or returns {@code false} when the trie
   * differs from the tree ({@code rank} then partly written). {@code users} holds each subtree's user count.
   */
  static boolean rank(ShareTree tree, float[] tp, double[] usage, int[] users, double[] rank,
      FairshareResult.Builder out) {
    int n = tree.size();
    Pass pass = new Pass(tree, tp, usage, users, rank, out);
    return pass.owners(0, n, new Buffers(out, "", n));
  }

  /**
   * The same on a tree cut for a parallel recompute: the top's child lists, then each subtree's at the same
   * time, each worker with its own buffers (as long as the longest child list).
   */
  static boolean rank(SubtreeTasks tasks, float[] tp, double[] usage, int[] users, double[] rank,
      FairshareResult.Builder out) {
    ShareTree tree = tasks.tree();
    Pass pass = new Pass(tree, tp, usage, users, rank, out);
    Buffers[] buffers = new Buffers[tasks.slots()];
    for (int w = 0; w < buffers.length; w++) {
      buffers[w] = new Buffers(out, w == 0 ? "" : "." + w, Math.max(1, tasks.maxChildren()));
    }
    boolean same = true;
    for (int s = 0; s <= tasks.count() && same; s++) {
      same = pass.owners(tasks.ownersFrom(s), tasks.ownersTo(s), buffers[0]);
    }
    if (!same) {
      return false;
    }
    boolean[] sameIn = new boolean[tasks.count()];
    tasks.run((t, slot) -> sameIn[t] = pass.owners(tasks.root(t), tasks.end(t), buffers[slot]));
    for (boolean b : sameIn) {
      same &= b;
    }
    return same;
  }

  /** A worker's buffers for one child list: keys, children, merge-sort scratch, short-sort scratch. */
  private static final class Buffers {
    final long[] keys;
    final int[] children;
    final int[] sortBuffer;
    final long[] tmpKeys = new long[ShortKeySort.COUNTING];
    final int[] tmpChildren = new int[ShortKeySort.COUNTING];

    Buffers(FairshareResult.Builder out, String suffix, int length) {
      keys = out.scratchLongs("pbs.rank.keys" + suffix, length);
      children = out.scratchInts("pbs.rank.children" + suffix, length);
      sortBuffer = out.scratchInts("pbs.rank.sort" + suffix, length);
    }
  }

  /** One ranking's arrays and its pass over child lists. */
  private static final class Pass {
    final ShareTree tree;
    final float[] tp;
    final double[] usage;
    final int[] users;
    final double[] rank;
    final long[] keyOf;
    final int[] before;
    final IntMergeSort.IntComparator byKey;

    Pass(ShareTree tree, float[] tp, double[] usage, int[] users, double[] rank, FairshareResult.Builder out) {
      int n = tree.size();
      this.tree = tree;
      this.tp = tp;
      this.usage = usage;
      this.users = users;
      this.rank = rank;
      this.keyOf = out.scratchLongs("pbs.rank.key-of", n);
      this.before = out.scratchInts("pbs.rank.before", n);
      long[] keyOf = this.keyOf;
      this.byKey = (a, b) -> Long.compare(keyOf[a], keyOf[b]);
      before[0] = 0;
      rank[0] = tree.isUser(0) ? 1 : Double.NaN;
    }

    /**
     * Sorts the child lists of nodes {@code from .. to−1} in pre-order and hands the counts down; false as
     * soon as a merge of two groups with children is found.
     */
    boolean owners(int from, int to, Buffers buffers) {
      ShareTree tree = this.tree;
      float[] tp = this.tp;
      double[] usage = this.usage;
      int[] users = this.users;
      double[] rank = this.rank;
      long[] keyOf = this.keyOf;
      int[] before = this.before;
      long[] keys = buffers.keys;
      int[] children = buffers.children;
      int[] sortBuffer = buffers.sortBuffer;
      long[] tmpKeys = buffers.tmpKeys;
      int[] tmpChildren = buffers.tmpChildren;
      for (int g = from; g < to; g++) {
        int end = tree.subtreeEnd(g);
        if (g + 1 >= end) {
          continue;
        }
        int k = 0;
        for (int c = g + 1; c < end; c = tree.subtreeEnd(c)) {
          keys[k] = key(tp[c], usage[c]);
          children[k++] = c;
        }
        if (k > SHORT) {
          for (int j = 0; j < k; j++) {
            keyOf[children[j]] = keys[j];
          }
          IntMergeSort.sort(children, 0, k, sortBuffer, byKey);
          for (int j = 0; j < k; j++) {
            keys[j] = keyOf[children[j]];
          }
        } else {
          ShortKeySort.sort(keys, children, 0, k, tmpKeys, tmpChildren);
        }
        int first = before[g];
        int running = 0;
        int j = 0;
        while (j < k && keys[j] != Long.MAX_VALUE) {
          long runKey = keys[j];
          int runUsers = 0;
          int withChildren = 0;
          for (; j < k && keys[j] == runKey; j++) {
            int c = children[j];
            before[c] = first + running;
            rank[c] = tree.isUser(c) ? first + running + 1 : Double.NaN;
            runUsers += users[c];
            withChildren += c + 1 < tree.subtreeEnd(c) ? 1 : 0;
          }
          if (withChildren > 1) {
            return false;
          }
          running += runUsers;
        }
        for (; j < k; j++) {
          int c = children[j];
          before[c] = first + running;
          rank[c] = tree.isUser(c) ? first + running + 1 : Double.NaN;
        }
      }
      return true;
    }
  }

  /**
   * The sort key of a node: {@code usage/tp} (−0 as 0) as a long in {@link Double#compare} order, equal
   * exactly when {@code Double.compare} finds the values equal; {@link Long#MAX_VALUE}, after every such
   * key, for {@code tp ≤ 0}.
   */
  static long key(float tp, double usage) {
    if (tp <= 0) {
      return Long.MAX_VALUE;
    }
    double v = usage / tp;
    long bits = Double.doubleToLongBits(v == 0 ? 0.0 : v);
    return bits ^ ((bits >> 63) & Long.MAX_VALUE);
  }
}
