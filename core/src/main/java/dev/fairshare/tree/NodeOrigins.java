package dev.fairshare.tree;

import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each node of a tree was defined, kept as three {@code int}s a node (the source's key in a table of
 * the few sources a tree is read from, the line, the column) instead of a {@link SourceLocation} object a
 * node: 12 bytes a node where the objects took about 28 (a tree of ten million nodes read from a file).
 * {@link #get} makes a location equal to the one {@link #set}, on each call.
 *
 * <p>The builders fill it while nodes are added ({@link #set}, {@link #grow}); a built tree holds one that
 * is no longer changed ({@link #permuted} or trimmed by {@link #trimmed}).
 */
final class NodeOrigins {
  /** The sources, by key - 1 (key 0 is "no origin"). */
  private final List<String> sources;
  private final Map<String, Integer> keys;
  private int capacity;
  /** Made at the first origin set: {@code null} while no node has one. */
  private int[] sourceKeys;
  private int[] lines;
  private int[] columns;

  /** Room for {@code capacity} nodes, none with an origin. */
  NodeOrigins(int capacity) {
    this(new ArrayList<>(), new HashMap<>(), capacity, null, null, null);
  }

  private NodeOrigins(List<String> sources, Map<String, Integer> keys, int capacity, int[] sourceKeys,
      int[] lines, int[] columns) {
    this.sources = sources;
    this.keys = keys;
    this.capacity = capacity;
    this.sourceKeys = sourceKeys;
    this.lines = lines;
    this.columns = columns;
  }

  /** The number of nodes there is room for. */
  int capacity() {
    return capacity;
  }

  /** Makes room for {@code newCapacity} nodes (or trims to it). */
  void grow(int newCapacity) {
    capacity = newCapacity;
    if (sourceKeys != null) {
      sourceKeys = Arrays.copyOf(sourceKeys, newCapacity);
      lines = Arrays.copyOf(lines, newCapacity);
      columns = Arrays.copyOf(columns, newCapacity);
    }
  }

  /** Records where node {@code node} was defined ({@code null}: nowhere known). */
  void set(int node, SourceLocation origin) {
    if (origin == null) {
      if (sourceKeys != null) {
        sourceKeys[node] = 0;
      }
      return;
    }
    if (sourceKeys == null) {
      sourceKeys = new int[capacity];
      lines = new int[capacity];
      columns = new int[capacity];
    }
    Integer key = keys.get(origin.source());
    if (key == null) {
      sources.add(origin.source());
      key = sources.size();
      keys.put(origin.source(), key);
    }
    sourceKeys[node] = key;
    lines[node] = origin.line();
    columns[node] = origin.column();
  }

  /** Where node {@code node} was defined, or {@code null}. */
  SourceLocation get(int node) {
    int key = sourceKeys == null ? 0 : sourceKeys[node];
    return key == 0 ? null : SourceLocation.of(sources.get(key - 1), lines[node], columns[node]);
  }

  /** The origins of nodes {@code 0..n-1}, sharing these arrays when they hold exactly that many. */
  NodeOrigins trimmed(int n) {
    if (n == capacity) {
      return this;
    }
    if (sourceKeys == null) {
      return new NodeOrigins(sources, keys, n, null, null, null);
    }
    return new NodeOrigins(sources, keys, n, Arrays.copyOf(sourceKeys, n), Arrays.copyOf(lines, n),
        Arrays.copyOf(columns, n));
  }

  /** The origins in a new order: node {@code i} of the result is node {@code order[i]} of these. */
  NodeOrigins permuted(int[] order) {
    int n = order.length;
    if (sourceKeys == null) {
      return new NodeOrigins(sources, keys, n, null, null, null);
    }
    int[] k = new int[n];
    int[] l = new int[n];
    int[] c = new int[n];
    for (int i = 0; i < n; i++) {
      int from = order[i];
      k[i] = sourceKeys[from];
      l[i] = lines[from];
      c[i] = columns[from];
    }
    return new NodeOrigins(sources, keys, n, k, l, c);
  }
}
