package dev.fairshare.flux.weighted;

import java.util.Arrays;

/**
 * The shape the weighted walk runs on: nodes 0..n-1 with node 0 the root, each node's children in reader
 * order as one segment of a flat array, which nodes are users, and each node's shares as an unsigned 64-bit
 * value. Immutable once built; usage is given per run.
 *
 * @param size the number of nodes
 * @param childStart per node, where its children start in {@code children}; {@code childStart[size]} is the end
 * @param children every node's children, node by node, in the order the walk receives them
 * @param user whether each node is a user (an association)
 * @param shares each node's shares, unsigned
 * @param userCount how many nodes are users (flux's N)
 */
public record WalkTree(int size, int[] childStart, int[] children, boolean[] user, long[] shares,
    int userCount) {

  /** Builds one from a parent array where every parent precedes its children (pre-order, for example). */
  public static WalkTree fromParents(int[] parent, boolean[] user, long[] shares) {
    int n = parent.length;
    int[] start = new int[n + 1];
    for (int i = 1; i < n; i++) {
      start[parent[i] + 1]++;
    }
    for (int i = 0; i < n; i++) {
      start[i + 1] += start[i];
    }
    int[] fill = Arrays.copyOf(start, n);
    int[] children = new int[Math.max(0, n - 1)];
    for (int i = 1; i < n; i++) {
      children[fill[parent[i]]++] = i;
    }
    int users = 0;
    for (boolean u : user) {
      if (u) {
        users++;
      }
    }
    return new WalkTree(n, start, children, user, shares, users);
  }

  /** Whether a node has children. */
  public boolean hasChildren(int node) {
    return childStart[node + 1] > childStart[node];
  }
}
