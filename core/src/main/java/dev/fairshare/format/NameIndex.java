package dev.fairshare.format;

import java.util.Arrays;

/**
 * A map from names to non-negative ints for the fast readers: open addressing over a key array, a
 * hash array and a value array, so that a lookup or an insertion allocates nothing (no boxed
 * {@code Integer}, no map entry), and a name can be looked up as a range of a larger text without cutting
 * it out first.
 *
 * <p>Hashes are {@link String#hashCode()}'s, so a range and the equal {@code String} meet; they are kept, so
 * that a probe compares a key only when its hash matches and growing reads no key. Not thread-safe; one per
 * read.
 */
public final class NameIndex {
  private String[] keys;
  private int[] hashes;
  private int[] values;
  private int size;

  /** An empty index sized for about {@code expected} names. */
  public NameIndex(int expected) {
    int capacity = 16;
    while (capacity < expected * 2) {
      capacity <<= 1;
    }
    keys = new String[capacity];
    hashes = new int[capacity];
    values = new int[capacity];
  }

  /** An empty index. */
  public NameIndex() {
    this(8);
  }

  /** The number of names. */
  public int size() {
    return size;
  }

  /** The value of a name, or -1. */
  public int get(String key) {
    int slot = slotOf(key);
    return keys[slot] == null ? -1 : values[slot];
  }

  /** The value of the name {@code text[start, end)}, or -1. */
  public int get(String text, int start, int end) {
    int slot = slotOf(text, start, end);
    return keys[slot] == null ? -1 : values[slot];
  }

  /** The stored {@code String} equal to {@code text[start, end)}, or {@code null}: for sharing one instance. */
  public String key(String text, int start, int end) {
    return keys[slotOf(text, start, end)];
  }

  /**
   * The stored {@code String} equal to {@code text[start, end)}; if there is none, the range cut out, and
   * stored (with value 0) while the index has fewer than {@code limit} names. For sharing one instance of
   * the values a file repeats.
   */
  public String intern(String text, int start, int end, int limit) {
    int slot = slotOf(text, start, end);
    String known = keys[slot];
    if (known != null) {
      return known;
    }
    String cut = text.substring(start, end);
    if (size < limit) {
      insert(slot, cut, 0);
    }
    return cut;
  }

  /** Whether the name is present. */
  public boolean contains(String key) {
    return keys[slotOf(key)] != null;
  }

  /** Sets a name's value ({@code value >= 0}). */
  public void put(String key, int value) {
    int slot = slotOf(key);
    if (keys[slot] == null) {
      insert(slot, key, value);
    } else {
      values[slot] = value;
    }
  }

  /** The value of a name if present, else -1 after setting it to {@code value} ({@code value >= 0}). */
  public int putIfAbsent(String key, int value) {
    int slot = slotOf(key);
    if (keys[slot] != null) {
      return values[slot];
    }
    insert(slot, key, value);
    return -1;
  }

  private void insert(int slot, String key, int value) {
    if (value < 0) {
      throw new IllegalArgumentException("values are >= 0: " + value);
    }
    keys[slot] = key;
    hashes[slot] = key.hashCode();
    values[slot] = value;
    if (++size * 2 > keys.length) {
      grow();
    }
  }

  private int slotOf(String key) {
    int h = key.hashCode();
    int mask = keys.length - 1;
    int slot = spread(h) & mask;
    while (keys[slot] != null && (hashes[slot] != h || !keys[slot].equals(key))) {
      slot = (slot + 1) & mask;
    }
    return slot;
  }

  private int slotOf(String text, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + text.charAt(i);
    }
    int mask = keys.length - 1;
    int length = end - start;
    for (int slot = spread(h) & mask; ; slot = (slot + 1) & mask) {
      String k = keys[slot];
      if (k == null || hashes[slot] == h && k.length() == length && k.regionMatches(0, text, start, length)) {
        return slot;
      }
    }
  }

  private void grow() {
    String[] oldKeys = keys;
    int[] oldHashes = hashes;
    int[] oldValues = values;
    keys = new String[oldKeys.length * 2];
    hashes = new int[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    int mask = keys.length - 1;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        int slot = spread(oldHashes[i]) & mask;
        while (keys[slot] != null) {
          slot = (slot + 1) & mask;
        }
        keys[slot] = oldKeys[i];
        hashes[slot] = oldHashes[i];
        values[slot] = oldValues[i];
      }
    }
  }

  private static int spread(int h) {
    int x = h * 0x9E3779B1;
    return x ^ (x >>> 15);
  }

  @Override
  public String toString() {
    return "NameIndex" + Arrays.toString(Arrays.stream(keys).filter(k -> k != null).toArray());
  }
}
