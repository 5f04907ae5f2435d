package dev.fairshare.tree;

import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * The first node of each name among nodes numbered by ints, whose names a function gives: an open-addressing
 * table of node numbers (4 to 8 bytes a name, no entry object and no copy of the name), for the checks that
 * every name in a tree of millions is unique (a {@code HashMap} of names to nodes costs about 60 bytes a name).
 *
 * <p>Names are compared with {@code String.equals}, after their cached {@code hashCode}.
 */
public final class NameIndex {
  private final IntFunction<String> nameOf;
  private int[] table;
  private int count;

  /** An empty index of the nodes whose names {@code nameOf} gives. */
  public NameIndex(IntFunction<String> nameOf) {
    this.nameOf = nameOf;
    this.table = empty(16);
  }

  /** The node of that name put first, or -1. */
  public int get(String name) {
    int mask = table.length - 1;
    for (int slot = spread(name.hashCode()) & mask; ; slot = (slot + 1) & mask) {
      int node = table[slot];
      if (node < 0 || nameOf.apply(node).equals(name)) {
        return node;
      }
    }
  }

  /** The node of {@code node}'s name put before, or -1 after putting {@code node} as that name's first. */
  public int putIfAbsent(int node) {
    String name = nameOf.apply(node);
    int mask = table.length - 1;
    for (int slot = spread(name.hashCode()) & mask; ; slot = (slot + 1) & mask) {
      int other = table[slot];
      if (other < 0) {
        table[slot] = node;
        if (++count * 2 > table.length) {
          rehash(table.length * 2);
        }
        return -1;
      }
      if (nameOf.apply(other).equals(name)) {
        return other;
      }
    }
  }

  /** Whether a node of that name was put. */
  public boolean contains(String name) {
    return get(name) >= 0;
  }

  private void rehash(int capacity) {
    int[] old = table;
    table = empty(capacity);
    int mask = capacity - 1;
    for (int node : old) {
      if (node >= 0) {
        int slot = spread(nameOf.apply(node).hashCode()) & mask;
        while (table[slot] >= 0) {
          slot = (slot + 1) & mask;
        }
        table[slot] = node;
      }
    }
  }

  private static int spread(int h) {
    h *= 0x9E3779B1;
    return h ^ (h >>> 16);
  }

  private static int[] empty(int capacity) {
    int[] t = new int[capacity];
    Arrays.fill(t, -1);
    return t;
  }
}
