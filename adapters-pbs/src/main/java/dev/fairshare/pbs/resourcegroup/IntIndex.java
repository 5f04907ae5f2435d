package dev.fairshare.pbs.resourcegroup;

import java.util.Arrays;

/**
 * A map from int keys to non-negative int values by open addressing, for the {@code resource_group} reader's
 * id check (docs/algorithms/pbs.md §2: ids are not unique, the first one wins for the warning) without boxing.
 */
final class IntIndex {
  private int[] keys = new int[64];
  private int[] values = newValues(64);
  private int size;

  /** The value of a key, or -1. */
  int get(int key) {
    int mask = keys.length - 1;
    for (int slot = spread(key) & mask; values[slot] >= 0; slot = (slot + 1) & mask) {
      if (keys[slot] == key) {
        return values[slot];
      }
    }
    return -1;
  }

  /** Sets a key's value ({@code value >= 0}) unless the key has one. */
  void putIfAbsent(int key, int value) {
    int mask = keys.length - 1;
    int slot = spread(key) & mask;
    while (values[slot] >= 0) {
      if (keys[slot] == key) {
        return;
      }
      slot = (slot + 1) & mask;
    }
    keys[slot] = key;
    values[slot] = value;
    if (++size * 2 > keys.length) {
      grow();
    }
  }

  private void grow() {
    int[] oldKeys = keys;
    int[] oldValues = values;
    keys = new int[oldKeys.length * 2];
    values = newValues(oldKeys.length * 2);
    int mask = keys.length - 1;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldValues[i] >= 0) {
        int slot = spread(oldKeys[i]) & mask;
        while (values[slot] >= 0) {
          slot = (slot + 1) & mask;
        }
        keys[slot] = oldKeys[i];
        values[slot] = oldValues[i];
      }
    }
  }

  private static int[] newValues(int capacity) {
    int[] v = new int[capacity];
    Arrays.fill(v, -1);
    return v;
  }

  private static int spread(int key) {
    int x = key * 0x9E3779B1;
    return x ^ (x >>> 15);
  }
}
