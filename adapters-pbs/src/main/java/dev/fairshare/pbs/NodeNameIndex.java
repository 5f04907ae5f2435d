package dev.fairshare.pbs;

import java.util.function.IntFunction;

/**
 * A map from names to the nodes (or keys) that carry them, for PBS's names, which are unique in the whole
 * tree: an open-addressing table of node numbers only, each name read back from where the nodes keep
 * it, so that the index costs 4 bytes a slot (8 to 16 a node) and no second reference to any name. A name
 * can be looked up as a range of a larger text without cutting it out. The first node added with a name
 * keeps it. Not thread-safe; fill it, then read it.
 */
public final class NodeNameIndex {
  private final IntFunction<String> names;
  /** 1 + the node in each slot, 0 for free; a power of two in size. */
  private int[] slots;
  private int size;

  /** An empty index sized for about {@code expected} nodes, whose names {@code names} gives. */
  public NodeNameIndex(int expected, IntFunction<String> names) {
    this.names = names;
    int capacity = 16;
    while (capacity < expected * 2L && capacity < 1 << 30) {
      capacity <<= 1;
    }
    slots = new int[capacity];
  }

  /** Adds a node under its name unless a node of that name is present; returns whether it was added. */
  public boolean add(int node) {
    String name = names.apply(node);
    int mask = slots.length - 1;
    int slot = spread(name.hashCode()) & mask;
    for (int s = slots[slot]; s != 0; s = slots[slot]) {
      if (names.apply(s - 1).equals(name)) {
        return false;
      }
      slot = (slot + 1) & mask;
    }
    slots[slot] = node + 1;
    if (++size * 2 > slots.length) {
      grow();
    }
    return true;
  }

  /** The node of a name, or -1. */
  public int find(String name) {
    int mask = slots.length - 1;
    for (int slot = spread(name.hashCode()) & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
      if (names.apply(slots[slot] - 1).equals(name)) {
        return slots[slot] - 1;
      }
    }
    return -1;
  }

  /** The node of the name {@code text[start, end)}, or -1. */
  public int find(String text, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + text.charAt(i);
    }
    int length = end - start;
    int mask = slots.length - 1;
    for (int slot = spread(h) & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
      String name = names.apply(slots[slot] - 1);
      if (name.length() == length && name.hashCode() == h && name.regionMatches(0, text, start, length)) {
        return slots[slot] - 1;
      }
    }
    return -1;
  }

  private void grow() {
    int[] old = slots;
    slots = new int[old.length * 2];
    int mask = slots.length - 1;
    for (int s : old) {
      if (s != 0) {
        int slot = spread(names.apply(s - 1).hashCode()) & mask;
        while (slots[slot] != 0) {
          slot = (slot + 1) & mask;
        }
        slots[slot] = s;
      }
    }
  }

  private static int spread(int h) {
    int x = h * 0x9E3779B1;
    return x ^ (x >>> 15);
  }
}
