package dev.fairshare.usage;

import dev.fairshare.tree.ShareTree;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The decayed usage of every node of a {@link ShareTree} at one instant, aggregated to ancestors.
 *
 * <p>{@link #usage(int)} of a group is the sum over its subtree plus any usage charged to the group itself
 * (Slurm keeps the usage of deleted children on their account this way). Besides the main usage (Slurm's
 * {@code usage_raw}, PBS's {@code usage}, LSF's CPU time) a snapshot may carry named components, aggregated
 * the same way (LSF's run time, historical run time, slots...).
 *
 * <p>Immutable: the arrays are copied in and never handed out.
 */
public final class UsageSnapshot {
  private final ShareTree tree;
  private final Instant at;
  private final double[] totals;
  private final Map<String, double[]> components;
  /** The components given per node as they are ({@link #withNodeComponent}), not sums of the subtree. */
  private final Set<String> perNode;

  private UsageSnapshot(ShareTree tree, Instant at, double[] totals, Map<String, double[]> components,
      Set<String> perNode) {
    this.tree = tree;
    this.at = at;
    this.totals = totals;
    this.components = components;
    this.perNode = perNode;
  }

  /** A snapshot with no usage anywhere. */
  public static UsageSnapshot zero(ShareTree tree) {
    return new UsageSnapshot(tree, Instant.EPOCH, new double[tree.size()], Map.of(), Set.of());
  }

  /**
   * A snapshot from the usage charged to each node itself ({@code own[i]}, usually 0 for groups),
   * aggregated bottom-up to every ancestor.
   */
  public static UsageSnapshot fromOwn(ShareTree tree, double[] own, Instant at) {
    return new UsageSnapshot(tree, at, aggregate(tree, own), Map.of(), Set.of());
  }

  /** A snapshot from per-node totals that are already aggregated (as {@code sshare} prints them). */
  public static UsageSnapshot fromTotals(ShareTree tree, double[] totals, Instant at) {
    checkLength(tree, totals);
    return new UsageSnapshot(tree, at, totals.clone(), Map.of(), Set.of());
  }

  /** This snapshot with one more named component, given per node as own usage and aggregated. */
  public UsageSnapshot withComponent(String name, double[] own) {
    Map<String, double[]> more = new LinkedHashMap<>(components);
    more.put(name, aggregate(tree, own));
    Set<String> nodes = new HashSet<>(perNode);
    nodes.remove(name);
    return new UsageSnapshot(tree, at, totals, Collections.unmodifiableMap(more), Set.copyOf(nodes));
  }

  /**
   * This snapshot with one more named component given per node as it is, not aggregated (for a
   * scheduler whose per-node values are not sums of the leaves, such as PBS's in-memory {@code usage}
   * with its starting 1 per node, docs/algorithms/pbs.md §4.2).
   */
  public UsageSnapshot withNodeComponent(String name, double[] perNode) {
    checkLength(tree, perNode);
    Map<String, double[]> more = new LinkedHashMap<>(components);
    more.put(name, perNode.clone());
    Set<String> nodes = new HashSet<>(this.perNode);
    nodes.add(name);
    return new UsageSnapshot(tree, at, totals, Collections.unmodifiableMap(more), Set.copyOf(nodes));
  }

  /** The tree this snapshot belongs to. */
  public ShareTree tree() {
    return tree;
  }

  /** The instant the usage was decayed to. */
  public Instant at() {
    return at;
  }

  /** The node's decayed usage, aggregated over its subtree. */
  public double usage(int node) {
    return totals[node];
  }

  /** The root's usage: the total of the whole tree. */
  public double total() {
    return totals[0];
  }

  /** The names of the extra components. */
  public Set<String> componentNames() {
    return components.keySet();
  }

  /** Whether a component is present. */
  public boolean hasComponent(String name) {
    return components.containsKey(name);
  }

  /**
   * Whether a component was given per node as it is ({@link #withNodeComponent}) rather than summed over each
   * subtree ({@link #withComponent}): a group's value of such a component is not its leaves' sum.
   */
  public boolean isNodeComponent(String name) {
    return perNode.contains(name);
  }

  /** The node's value of a component (aggregated), or 0 if the component is absent. */
  public double component(String name, int node) {
    double[] values = components.get(name);
    return values == null ? 0 : values[node];
  }

  /** A copy of the aggregated usage array. */
  public double[] toArray() {
    return totals.clone();
  }

  /** Sums own usage bottom-up: one backward pass over the pre-order arrays. */
  static double[] aggregate(ShareTree tree, double[] own) {
    checkLength(tree, own);
    double[] sums = Arrays.copyOf(own, own.length);
    for (int i = sums.length - 1; i > 0; i--) {
      sums[tree.parent(i)] += sums[i];
    }
    return sums;
  }

  private static void checkLength(ShareTree tree, double[] values) {
    if (values.length != tree.size()) {
      throw new IllegalArgumentException(
          "usage array has " + values.length + " entries, the tree " + tree.size() + " nodes");
    }
  }
}
