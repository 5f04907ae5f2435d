package dev.fairshare.algorithms.support;

/**
 * The nodes of one path, collected bottom-up by a one-user query and read top-down: a small array that
 * grows by doubling, so a chain a million deep works and a usual path allocates one short array.
 */
public final class PathBuffer {
  private int[] nodes = new int[16];
  private int size;

  /** Appends the next node up the path. */
  public void add(int node) {
    if (size == nodes.length) {
      nodes = java.util.Arrays.copyOf(nodes, size * 2);
    }
    nodes[size++] = node;
  }

  /** The number of nodes collected. */
  public int size() {
    return size;
  }

  /** The k-th node collected (0 is the first, the lowest). */
  public int get(int k) {
    return nodes[k];
  }
}
