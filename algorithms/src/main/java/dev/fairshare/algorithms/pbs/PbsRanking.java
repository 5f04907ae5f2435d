package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.sort.IntMergeSort;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * Dispatch positions of users under PBS's {@code compare_path} (docs/algorithms/pbs.md §7.1): a user's rank is 1 plus
 * the number of users that {@code compare_path} finds strictly more deserving; users it cannot tell apart
 * share a rank.
 *
 * <p>{@code compare_path} walks two paths from TREEROOT: the same node, or two nodes with the same
 * {@code usage/tp}, go on to the next level; two different nodes with {@code tp ≤ 0} tie at once; a node with
 * {@code tp > 0} beats one with {@code tp ≤ 0}; a path that ends first ties. That is a walk down a trie of the
 * paths' keys, where equal positive keys at a level share a trie node and every {@code tp ≤ 0} node has its
 * own. A user is beaten exactly by the users that leave its trie path towards a better sibling key, so the
 * rank is a sum along the trie path, computed in O(n log n) without comparing pairs. This stays well defined
 * where {@code compare_path} is not transitive (paths of different lengths tied at every shared level).
 *
 * <p>The trie is built breadth first: the tree nodes that share a trie node are its members, kept together
 * in one array; the children of all members are gathered and sorted by key (positive keys ascending, then
 * the {@code tp ≤ 0} ones), equal positive keys become one child. So the children of a trie node get
 * consecutive ids in key order, which is the order the sibling sums need. Flat int, long and double arrays,
 * scratch arrays of the result being built; no maps, no boxing.
 */
final class PbsRanking {
  private PbsRanking() {}

  /**
   * Fills {@code rank} for every user and NaN for every other node: on the tree itself when the trie is the
   * tree ({@link PbsRankingByTree}, the usual case), else through the trie. {@code users} holds each
   * subtree's user count.
   */
  static void rank(ShareTree tree, float[] tp, double[] usage, int[] users, double[] rank,
      FairshareResult.Builder out) {
    if (!PbsRankingByTree.rank(tree, tp, usage, users, rank, out)) {
      byTrie(tree, tp, usage, rank, out);
    }
  }

  /** {@link #rank} of a tree cut for a parallel recompute: on the tree by several workers, else the trie. */
  static void rank(SubtreeTasks tasks, float[] tp, double[] usage, int[] users, double[] rank,
      FairshareResult.Builder out) {
    if (!PbsRankingByTree.rank(tasks, tp, usage, users, rank, out)) {
      byTrie(tasks.tree(), tp, usage, rank, out);
    }
  }

  /** The ranks through the {@code compare_path} trie, for any tree. */
  static void byTrie(ShareTree tree, float[] tp, double[] usage, double[] rank, FairshareResult.Builder out) {
    int n = tree.size();
    int[] trie = out.scratchInts("pbs.rank.trie", n);
    int[] trieParent = out.scratchInts("pbs.rank.trie-parent", n);
    int[] trieZero = out.scratchInts("pbs.rank.trie-zero", n);
    int[] members = out.scratchInts("pbs.rank.members", n);
    int[] memberStart = out.scratchInts("pbs.rank.member-start", n + 1);
    int[] childStart = out.scratchInts("pbs.rank.child-start", n + 1);
    int[] buffer = out.scratchInts("pbs.rank.buffer", n);
    int[] sortBuffer = out.scratchInts("pbs.rank.sort", n);
    double[] key = out.scratchDoubles("pbs.rank.key", n);
    for (int i = 1; i < n; i++) {
      boolean zero = tp[i] <= 0;
      double v = zero ? 0 : usage[i] / tp[i];
      key[i] = zero ? Double.NaN : v == 0 ? 0.0 : v;
    }
    IntMergeSort.IntComparator byKey = (a, b) -> {
      boolean za = tp[a] <= 0;
      boolean zb = tp[b] <= 0;
      return za != zb ? (za ? 1 : -1) : za ? 0 : Double.compare(key[a], key[b]);
    };
    trie[0] = 0;
    trieParent[0] = -1;
    members[0] = 0;
    memberStart[0] = 0;
    memberStart[1] = 1;
    int count = 1;
    for (int t = 0; t < count; t++) {
      int k = 0;
      for (int m = memberStart[t]; m < memberStart[t + 1]; m++) {
        for (int c = tree.firstChild(members[m]); c >= 0; c = tree.nextSibling(c)) {
          buffer[k++] = c;
        }
      }
      if (k > 1) {
        IntMergeSort.sort(buffer, 0, k, sortBuffer, byKey);
      }
      childStart[t] = count;
      for (int j = 0; j < k; j++) {
        int c = buffer[j];
        boolean zero = tp[c] <= 0;
        boolean joins = j > 0 && !zero && tp[buffer[j - 1]] > 0
            && Double.compare(key[buffer[j - 1]], key[c]) == 0;
        if (!joins) {
          int id = count++;
          trieParent[id] = t;
          trieZero[id] = zero ? 1 : 0;
        }
        trie[c] = count - 1;
      }
      childStart[t + 1] = count;
      // Members of the new ids, in id order: the sorted buffer is already grouped by id.
      int at = memberStart[childStart[t]];
      for (int j = 0; j < k; j++) {
        members[at + j] = buffer[j];
      }
      int id = childStart[t];
      memberStart[id] = at;
      for (int j = 1; j < k; j++) {
        if (trie[buffer[j]] != trie[buffer[j - 1]]) {
          memberStart[++id] = at + j;
        }
      }
      memberStart[count] = at + k;
    }
    long[] users = out.scratchLongs("pbs.rank.users", n);
    Arrays.fill(users, 0, count, 0);
    for (int i = 0; i < n; i++) {
      if (tree.isUser(i)) {
        users[trie[i]]++;
      }
    }
    for (int t = count - 1; t > 0; t--) {
      users[trieParent[t]] += users[t];
    }
    long[] base = out.scratchLongs("pbs.rank.base", n);
    base[0] = 0;
    for (int t = 0; t < count; t++) {
      long before = 0;
      long positive = 0;
      for (int c = childStart[t]; c < childStart[t + 1]; c++) {
        if (trieZero[c] != 0) {
          base[c] = base[t] + positive;
        } else {
          base[c] = base[t] + before;
          before += users[c];
          positive += users[c];
        }
      }
    }
    for (int i = 0; i < n; i++) {
      rank[i] = tree.isUser(i) ? 1 + base[trie[i]] : Double.NaN;
    }
  }
}
