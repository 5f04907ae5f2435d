package dev.fairshare.explain;

import dev.fairshare.tree.ShareTree;
import java.util.HashMap;
import java.util.Map;

/**
 * The values of the nodes an explainer has reached, each found from its ancestors' by a rule, top-down
 * along the path and without recursion (a chain a million deep works); each node's are found once.
 *
 * @param <V> the values of one node
 */
public final class PathValues<V> {
  /** How a node's values follow from its ancestors' (which {@code ancestor} gives, already found). */
  @FunctionalInterface
  public interface Rule<V> {
    /** The values of {@code node}; {@code ancestor} gives those of any proper ancestor. */
    V of(int node, java.util.function.IntFunction<V> ancestor);
  }

  private final ShareTree tree;
  private final Rule<V> rule;
  private final Map<Integer, V> found = new HashMap<>();

  /** Values of the nodes of a tree by a rule. */
  public PathValues(ShareTree tree, Rule<V> rule) {
    this.tree = tree;
    this.rule = rule;
  }

  /** The values of a node, finding those of its ancestors first where they are not known yet. */
  public V get(int node) {
    V known = found.get(node);
    if (known != null) {
      return known;
    }
    java.util.ArrayDeque<Integer> missing = new java.util.ArrayDeque<>();
    for (int a = node; a >= 0 && !found.containsKey(a); a = tree.parent(a)) {
      missing.push(a);
    }
    V v = null;
    while (!missing.isEmpty()) {
      int a = missing.pop();
      v = rule.of(a, found::get);
      found.put(a, v);
    }
    return v;
  }

  /**
   * The values of one node found down its path from the root, keeping only the path's (by depth): what a
   * one-user query needs, O(depth) rule applications and no map.
   */
  @SuppressWarnings("unchecked")
  public static <V> V along(ShareTree tree, int node, Rule<V> rule) {
    int depth = tree.depth(node);
    int[] path = new int[depth + 1];
    for (int a = node; a >= 0; a = tree.parent(a)) {
      path[tree.depth(a)] = a;
    }
    Object[] byDepth = new Object[depth + 1];
    for (int k = 0; k <= depth; k++) {
      byDepth[k] = rule.of(path[k], a -> (V) byDepth[tree.depth(a)]);
    }
    return (V) byDepth[depth];
  }
}
