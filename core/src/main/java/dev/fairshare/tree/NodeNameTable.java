package dev.fairshare.tree;

import java.util.function.IntFunction;

/**
 * The first node of each name among nodes numbered by ints, whose names a function gives: an open-addressing
 * table of node numbers only ({@link NodeSlots}, 8 to 16 bytes a node, no entry object and no second
 * reference to any name), for readers and checks over names unique in a tree or a file of millions (a
 * {@code HashMap} of names to nodes costs about 60 bytes a name).
 *
 * <p>Hashes are {@link String#hashCode()}'s, so that a name can be looked up as a range of a larger text
 * without cutting it out; a probe compares a name only where the cached hashes agree. The first node put
 * with a name keeps it. Not thread-safe; fill it, then read it.
 */
public final class NodeNameTable {
  private final IntFunction<String> names;
  private final NodeSlots slots;

  /** An empty table sized for about {@code expected} nodes, whose names {@code names} gives. */
  public NodeNameTable(int expected, IntFunction<String> names) {
    this.names = names;
    this.slots = new NodeSlots(expected, node -> names.apply(node).hashCode());
  }

  /** An empty table of the nodes whose names {@code names} gives, grown as they are put. */
  public NodeNameTable(IntFunction<String> names) {
    this(8, names);
  }

  /** The node put before under {@code node}'s name, or -1 after putting {@code node} as that name's first. */
  public int putIfAbsent(int node) {
    String name = names.apply(node);
    int h = name.hashCode();
    for (int slot = slots.first(h); ; slot = slots.next(slot)) {
      int other = slots.node(slot);
      if (other < 0) {
        slots.put(slot, node);
        return -1;
      }
      String otherName = names.apply(other);
      if (otherName.hashCode() == h && otherName.equals(name)) {
        return other;
      }
    }
  }

  /** The node of a name, or -1. */
  public int get(String name) {
    int h = name.hashCode();
    for (int slot = slots.first(h); ; slot = slots.next(slot)) {
      int node = slots.node(slot);
      if (node < 0) {
        return -1;
      }
      String known = names.apply(node);
      if (known.hashCode() == h && known.equals(name)) {
        return node;
      }
    }
  }

  /** The node of the name {@code text[start, end)}, or -1. */
  public int get(String text, int start, int end) {
    return get(text, start, end, hash(text, start, end));
  }

  /** The node of the name {@code text[start, end)}, whose {@link #hash} is {@code h}, or -1. */
  public int get(String text, int start, int end, int h) {
    int length = end - start;
    for (int slot = slots.first(h); ; slot = slots.next(slot)) {
      int node = slots.node(slot);
      if (node < 0) {
        return -1;
      }
      String known = names.apply(node);
      if (known.hashCode() == h && known.length() == length && known.regionMatches(0, text, start, length)) {
        return node;
      }
    }
  }

  /** Whether a node of that name was put. */
  public boolean contains(String name) {
    return get(name) >= 0;
  }

  /** The number of names put. */
  public int size() {
    return slots.size();
  }

  /** The hash of {@code text[start, end)}: {@link String#hashCode()} of the range cut out. */
  public static int hash(String text, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + text.charAt(i);
    }
    return h;
  }
}
