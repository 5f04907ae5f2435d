package dev.fairshare.algorithm;

import dev.fairshare.tree.ShareTree;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the users ask for right now, for the algorithms that need it: which nodes have pending jobs (Slurm's
 * ticket algorithm) and named per-node quantities such as running slots (LSF).
 *
 * <p>Immutable. {@link #none()} is the empty demand that most algorithms get.
 */
public final class Demand {
  private static final Demand NONE = new Demand(new BitSet(), Map.of());

  private final BitSet pending;
  /** The pending nodes in increasing index order. */
  private final int[] order;
  private final Map<String, double[]> quantities;

  private Demand(BitSet pending, Map<String, double[]> quantities) {
    this.pending = pending;
    this.order = pending.stream().toArray();
    this.quantities = quantities;
  }

  /** No demand at all. */
  public static Demand none() {
    return NONE;
  }

  /** Demand where the given node indexes have pending jobs. */
  public static Demand pending(int... nodes) {
    BitSet bits = new BitSet();
    for (int n : nodes) {
      bits.set(n);
    }
    return new Demand(bits, Map.of());
  }

  /**
   * Demand where the nodes at the given paths have pending jobs; throws {@link IllegalArgumentException}
   * naming the first unknown path.
   */
  public static Demand pending(ShareTree tree, Collection<String> paths) {
    BitSet bits = new BitSet(tree.size());
    for (String path : paths) {
      int node = tree.indexOf(path);
      if (node < 0) {
        throw new IllegalArgumentException("no node at path '" + path + "'");
      }
      bits.set(node);
    }
    return new Demand(bits, Map.of());
  }

  /** This demand with a named per-node quantity (copied). */
  public Demand withQuantity(String name, double[] perNode) {
    Map<String, double[]> more = new LinkedHashMap<>(quantities);
    more.put(name, perNode.clone());
    return new Demand(pending, Collections.unmodifiableMap(more));
  }

  /** Whether the node has pending jobs. */
  public boolean isPending(int node) {
    return pending.get(node);
  }

  /**
   * How many pending nodes lie below index {@code node}: the position of the first pending node at or
   * after it in {@link #pendingAt}'s order. With {@link #pendingAt} and a tree's
   * {@link ShareTree#subtreeEnd}, a forward walk tells whether a subtree holds a pending node without
   * visiting it.
   */
  public int pendingBefore(int node) {
    int k = Arrays.binarySearch(order, node);
    return k >= 0 ? k : -k - 1;
  }

  /**
   * The pending node at this position of the pending nodes in increasing index order (from 0), or
   * {@link Integer#MAX_VALUE} past the last.
   */
  public int pendingAt(int position) {
    return position < order.length ? order[position] : Integer.MAX_VALUE;
  }

  /** Whether no node has pending jobs. */
  public boolean hasNoPending() {
    return pending.isEmpty();
  }

  /** A copy of the pending set. */
  public BitSet pendingNodes() {
    return (BitSet) pending.clone();
  }

  /** The names of the quantities present. */
  public Set<String> quantityNames() {
    return quantities.keySet();
  }

  /** A node's value of a quantity, or 0 if absent. */
  public double quantity(String name, int node) {
    double[] values = quantities.get(name);
    return values == null || node >= values.length ? 0 : values[node];
  }
}
