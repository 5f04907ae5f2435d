package dev.fairshare.lsf.acct;

import java.util.Arrays;

/**
 * The values {@link AcctUsageBuilder} charges to a tree's accounts (CPU seconds, run times, slots, jobs),
 * kept for the accounts that jobs were charged to only and laid out over the whole tree one value at a
 * time ({@link #spread}): a tree of ten million accounts with a few thousand charged needs one array of the
 * tree's size at a time, not six.
 */
final class ChargedValues {
  /** What is charged: each a value per account. */
  enum Value {
    CPU, RUN_TIME, HIST_RUN_TIME, COMMITTED_RUN_TIME, JOB_SLOTS, CPU_UNKNOWN_JOBS
  }

  private static final int WIDTH = Value.values().length;

  /** Per tree node, 1 + its slot in {@link #nodes}, or 0 when nothing was charged to it. */
  private final int[] slotOf;
  private int[] nodes = new int[16];
  private double[] values = new double[16 * WIDTH];
  private int count;

  /** No charges, on a tree of {@code size} nodes. */
  ChargedValues(int size) {
    this.slotOf = new int[size];
  }

  /** Adds {@code amount} to one value of a node. */
  void add(int node, Value what, double amount) {
    int slot = slotOf[node] - 1;
    if (slot < 0) {
      if (count == nodes.length) {
        nodes = Arrays.copyOf(nodes, count * 2);
        values = Arrays.copyOf(values, count * 2 * WIDTH);
      }
      slot = count++;
      nodes[slot] = node;
      slotOf[node] = slot + 1;
    }
    values[slot * WIDTH + what.ordinal()] += amount;
  }

  /** The sum of one value over the nodes. */
  double sum(Value what) {
    double s = 0;
    for (int k = 0; k < count; k++) {
      s += values[k * WIDTH + what.ordinal()];
    }
    return s;
  }

  /** One value per node written into {@code perNode} (all zeros, the tree's size), which is returned. */
  double[] spread(Value what, double[] perNode) {
    for (int k = 0; k < count; k++) {
      perNode[nodes[k]] = values[k * WIDTH + what.ordinal()];
    }
    return perNode;
  }

  /** Puts back the zeros {@link #spread} overwrote in {@code perNode}. */
  void clear(double[] perNode) {
    for (int k = 0; k < count; k++) {
      perNode[nodes[k]] = 0;
    }
  }
}
