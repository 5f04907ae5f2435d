package dev.fairshare.algorithms.pbs;

import dev.fairshare.tree.ShareTree;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Dispatch positions of users under PBS's {@code compare_path} (specs/pbs.md §7.1): a user's rank is 1 plus
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
 */
final class PbsRanking {
  private PbsRanking() {}

  private record Edge(int parent, boolean zero, long key) {}

  static void rank(ShareTree tree, float[] tp, double[] usage, double[] rank) {
    int n = tree.size();
    int[] trie = new int[n];
    int[] trieParent = new int[n];
    boolean[] trieZero = new boolean[n];
    double[] trieKey = new double[n];
    Map<Edge, Integer> ids = new HashMap<>();
    int count = 1;
    trieParent[0] = -1;
    for (int i = 1; i < n; i++) {
      int t = trie[tree.parent(i)];
      boolean zero = tp[i] <= 0;
      double v = zero ? 0 : usage[i] / tp[i];
      Edge edge = new Edge(t, zero, zero ? i : Double.doubleToLongBits(v == 0 ? 0.0 : v));
      Integer id = ids.get(edge);
      if (id == null) {
        id = count++;
        ids.put(edge, id);
        trieParent[id] = t;
        trieZero[id] = zero;
        trieKey[id] = v;
      }
      trie[i] = id;
    }
    long[] users = new long[count];
    for (int i = 0; i < n; i++) {
      if (tree.isUser(i)) {
        users[trie[i]]++;
      }
    }
    for (int t = count - 1; t > 0; t--) {
      users[trieParent[t]] += users[t];
    }
    long[] better = betterSiblings(count, trieParent, trieZero, trieKey, users);
    long[] base = new long[count];
    for (int t = 1; t < count; t++) {
      base[t] = base[trieParent[t]] + better[t];
    }
    for (int i = 0; i < n; i++) {
      if (tree.isUser(i)) {
        rank[i] = 1 + base[trie[i]];
      }
    }
  }

  /**
   * For every trie node, the users under its siblings with a strictly better key: a smaller positive key, or
   * any positive key for a {@code tp ≤ 0} node.
   */
  private static long[] betterSiblings(int count, int[] trieParent, boolean[] trieZero, double[] trieKey,
      long[] users) {
    Integer[] order = new Integer[count - 1];
    for (int t = 1; t < count; t++) {
      order[t - 1] = t;
    }
    Arrays.sort(order, (a, b) -> {
      int c = Integer.compare(trieParent[a], trieParent[b]);
      if (c != 0) {
        return c;
      }
      c = Boolean.compare(trieZero[a], trieZero[b]);
      return c != 0 ? c : Double.compare(trieKey[a], trieKey[b]);
    });
    long[] better = new long[count];
    int k = 0;
    while (k < order.length) {
      int parent = trieParent[order[k]];
      long before = 0;
      long positive = 0;
      for (; k < order.length && trieParent[order[k]] == parent; k++) {
        int t = order[k];
        if (trieZero[t]) {
          better[t] = positive;
        } else {
          better[t] = before;
          before += users[t];
          positive += users[t];
        }
      }
    }
    return better;
  }
}
