package dev.fairshare.tree;

import java.util.Arrays;
import java.util.Objects;

/**
 * The index of a {@link ShareTreeBuilder}'s nodes by (parent, name): an open-addressing hash of ids with
 * linear probing, so that finding or adding a sibling allocates no key. The parents and names live in the
 * builder's arrays, which are passed in on each call (they grow there).
 */
final class SiblingIndex {
  /** The ids, -1 for a free slot; a power of two in size, at most half full. */
  private int[] ids = newTable(64);
  /** The hash of (parent, name) of the id in the same slot of {@link #ids}. */
  private int[] hashes = new int[64];
  private int count;

  /** The id of the child of {@code parent} named {@code name} (the first one added), or -1. */
  int find(int parent, String name, int[] parents, String[] names) {
    int h = hash(parent, name);
    int mask = ids.length - 1;
    for (int slot = h & mask; ; slot = (slot + 1) & mask) {
      int other = ids[slot];
      if (other < 0) {
        return -1;
      }
      if (hashes[slot] == h && parents[other] == parent && Objects.equals(names[other], name)) {
        return other;
      }
    }
  }

  /**
   * The id of the earlier sibling of node {@code id} with the same name, or -1 after recording {@code id}
   * as its parent's child of that name.
   */
  int putIfAbsent(int id, int[] parents, String[] names) {
    int parent = parents[id];
    String name = names[id];
    int h = hash(parent, name);
    int mask = ids.length - 1;
    for (int slot = h & mask; ; slot = (slot + 1) & mask) {
      int other = ids[slot];
      if (other < 0) {
        ids[slot] = id;
        hashes[slot] = h;
        if (++count * 2 > ids.length) {
          resize(ids.length * 2);
        }
        return -1;
      }
      if (hashes[slot] == h && parents[other] == parent && Objects.equals(names[other], name)) {
        return other;
      }
    }
  }

  /** Makes room for {@code nodes} ids without growing the table step by step. */
  void ensureCapacity(int nodes) {
    int table = ids.length;
    while (table < nodes * 2) {
      table <<= 1;
    }
    if (table > ids.length) {
      resize(table);
    }
  }

  /**
   * The hash of (parent, name): both mixed through a full avalanche finalizer (MurmurHash3's fmix32), so the
   * same few names under consecutive parents (u0..u9 under every group; a user in many accounts) do not
   * make runs of adjacent slots that linear probing would walk through.
   */
  static int hash(int parent, String name) {
    int h = (name == null ? 0 : name.hashCode()) * 0x9E3779B1 ^ parent * 0x85EBCA6B;
    h ^= h >>> 16;
    h *= 0x85EBCA6B;
    h ^= h >>> 13;
    h *= 0xC2B2AE35;
    return h ^ (h >>> 16);
  }

  /** Moves the ids to a table of {@code capacity} slots, from the stored hashes alone. */
  private void resize(int capacity) {
    int[] oldIds = ids;
    int[] oldHashes = hashes;
    ids = newTable(capacity);
    hashes = new int[capacity];
    int mask = capacity - 1;
    for (int i = 0; i < oldIds.length; i++) {
      int id = oldIds[i];
      if (id >= 0) {
        int slot = oldHashes[i] & mask;
        while (ids[slot] >= 0) {
          slot = (slot + 1) & mask;
        }
        ids[slot] = id;
        hashes[slot] = oldHashes[i];
      }
    }
  }

  private static int[] newTable(int capacity) {
    int[] table = new int[capacity];
    Arrays.fill(table, -1);
    return table;
  }
}
