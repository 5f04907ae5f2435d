package dev.fairshare.algorithms.pbs;

import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

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
 * rank is a sum along the trie path, computed in O(n log n) with primitive arrays, without comparing pairs.
 * This stays well defined where {@code compare_path} is not transitive (paths of different lengths tied at
 * every shared level).
 */
final class PbsRanking {
  private PbsRanking() {}

  static void rank(ShareTree tree, float[] tp, double[] usage, double[] rank) {
    int n = tree.size();
    int[] trie = new int[n];
    int[] trieParent = new int[n];
    boolean[] trieZero = new boolean[n];
    double[] trieKey = new double[n];
    TrieIndex index = new TrieIndex(n);
    int count = 1;
    trieParent[0] = -1;
    for (int i = 1; i < n; i++) {
      int t = trie[tree.parent(i)];
      boolean zero = tp[i] <= 0;
      double v = zero ? 0 : usage[i] / tp[i];
      long key = zero ? ~(long) i : Double.doubleToLongBits(v == 0 ? 0.0 : v);
      int id = index.get(t, zero, key);
      if (id < 0) {
        id = count++;
        index.put(t, zero, key, id);
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
   * any positive key for a {@code tp ≤ 0} node. Siblings are grouped by parent (counting sort); within a
   * group the positive keys are distinct, so each node's place is found by binary search in the sorted keys.
   */
  private static long[] betterSiblings(int count, int[] trieParent, boolean[] trieZero, double[] trieKey,
      long[] users) {
    int[] start = new int[count + 1];
    for (int t = 1; t < count; t++) {
      start[trieParent[t] + 1]++;
    }
    for (int p = 0; p < count; p++) {
      start[p + 1] += start[p];
    }
    int[] children = new int[Math.max(0, count - 1)];
    int[] fill = Arrays.copyOf(start, count);
    for (int t = 1; t < count; t++) {
      children[fill[trieParent[t]]++] = t;
    }
    long[] better = new long[count];
    double[] keys = new double[children.length];
    long[] usersAt = new long[children.length];
    for (int p = 0; p < count; p++) {
      int from = start[p];
      int to = start[p + 1];
      int k = 0;
      long positive = 0;
      for (int c = from; c < to; c++) {
        int t = children[c];
        if (!trieZero[t]) {
          keys[k++] = trieKey[t];
          positive += users[t];
        }
      }
      Arrays.sort(keys, 0, k);
      Arrays.fill(usersAt, 0, k, 0);
      for (int c = from; c < to; c++) {
        int t = children[c];
        if (!trieZero[t]) {
          usersAt[Arrays.binarySearch(keys, 0, k, trieKey[t])] += users[t];
        }
      }
      long before = 0;
      for (int j = 0; j < k; j++) {
        long here = usersAt[j];
        usersAt[j] = before;
        before += here;
      }
      for (int c = from; c < to; c++) {
        int t = children[c];
        better[t] = trieZero[t] ? positive : usersAt[Arrays.binarySearch(keys, 0, k, trieKey[t])];
      }
    }
    return better;
  }

  /** An open-addressing map from (trie parent, zero flag, key bits) to a trie node, on primitive arrays. */
  private static final class TrieIndex {
    private final int[] parents;
    private final boolean[] zeros;
    private final long[] keys;
    private final int[] ids;
    private final int mask;

    TrieIndex(int expected) {
      int capacity = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
      parents = new int[capacity];
      zeros = new boolean[capacity];
      keys = new long[capacity];
      ids = new int[capacity];
      mask = capacity - 1;
    }

    int get(int parent, boolean zero, long key) {
      for (int s = slot(parent, key); ; s = (s + 1) & mask) {
        if (ids[s] == 0) {
          return -1;
        }
        if (parents[s] == parent && keys[s] == key && zeros[s] == zero) {
          return ids[s] - 1;
        }
      }
    }

    void put(int parent, boolean zero, long key, int id) {
      int s = slot(parent, key);
      while (ids[s] != 0) {
        s = (s + 1) & mask;
      }
      parents[s] = parent;
      zeros[s] = zero;
      keys[s] = key;
      ids[s] = id + 1;
    }

    private int slot(int parent, long key) {
      long h = (key ^ (parent * 0x9E3779B97F4A7C15L)) * 0xBF58476D1CE4E5B9L;
      return (int) (h ^ (h >>> 31)) & mask;
    }
  }
}
