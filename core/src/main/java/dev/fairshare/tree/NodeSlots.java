package dev.fairshare.tree;

import java.util.function.IntUnaryOperator;

/**
 * The slots of an open-addressing hash table of node numbers (ints from 0): one {@code int} a slot, a power
 * of two of them, at most half full, probed linearly from where a key's hash falls. The caller hashes its
 * keys and compares them as it probes, so that a table keyed by names ({@link NodeNameTable}) or by several
 * fields of a node (an association's account and user) costs 8 to 16 bytes a node, no entry object and no
 * copy of a key.
 *
 * <p>A probe: {@code for (int s = slots.first(h); slots.node(s) >= 0; s = slots.next(s))}; an insertion puts
 * the node into the free slot the probe ended on ({@link #put}). Nodes of one key lie along its probe in the
 * order they were put as long as the table has not grown (growing re-inserts them in slot order): a table
 * sized for all its nodes at once keeps that order. Not thread-safe; fill it, then read it.
 */
public final class NodeSlots {
  private final IntUnaryOperator hashOf;
  /** 1 + the node in each slot, 0 for free. */
  private int[] slots;
  private int mask;
  private int size;

  /**
   * No slot taken, room for {@code expected} nodes before the table grows; growing asks {@code hashOf} for
   * the hash of each node's key.
   */
  public NodeSlots(int expected, IntUnaryOperator hashOf) {
    this.hashOf = hashOf;
    int capacity = 16;
    while (capacity < expected * 2L && capacity < 1 << 30) {
      capacity <<= 1;
    }
    slots = new int[capacity];
    mask = capacity - 1;
  }

  /** The first slot of a probe for a key of hash {@code hash}. */
  public int first(int hash) {
    return spread(hash) & mask;
  }

  /** The slot a probe reads after {@code slot}. */
  public int next(int slot) {
    return (slot + 1) & mask;
  }

  /** The node in a slot, or -1 where the slot is free (and a probe ends). */
  public int node(int slot) {
    return slots[slot] - 1;
  }

  /**
   * Puts {@code node} into the free {@code slot} a probe for its key ended on; the slots' positions change
   * when the table grows, so a probe is made again after each put.
   */
  public void put(int slot, int node) {
    slots[slot] = node + 1;
    if (++size * 2 > slots.length) {
      grow();
    }
  }

  /** The number of nodes put. */
  public int size() {
    return size;
  }

  private void grow() {
    int[] old = slots;
    slots = new int[old.length * 2];
    mask = slots.length - 1;
    for (int s : old) {
      if (s != 0) {
        int slot = first(hashOf.applyAsInt(s - 1));
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
