package dev.fairshare.lsf.direct;

/**
 * The index of each group name of {@link UserGroupRows} (docs/algorithms/lsf.md §4.1): open addressing over one
 * {@code long} array, a slot holding a name's hash and its group, so that a probe reads one slot and compares
 * a name only when the hashes agree (the index of 100,000 groups is out of cache, and a read looks
 * up every member).
 *
 * <p>Hashes are {@link String#hashCode()}'s, so a name is looked up as a range of a line without cutting it
 * out. Names are read from the rows, not kept.
 */
final class GroupNameTable {
  private final UserGroupRows rows;
  /** 0 for free, else the name's hash in the high half and its group plus one in the low half. */
  private long[] slots;
  private int size;

  /**
   * The table of the groups of {@code rows}, or {@code null} when two have the same name
   * ({@code lsf.users.duplicate-group}). Made after the rows are read, in one loop of insertions, whose
   * cache misses overlap.
   */
  static GroupNameTable of(UserGroupRows rows) {
    GroupNameTable table = new GroupNameTable(rows, rows.count);
    for (int g = 0; g < rows.count; g++) {
      if (table.putIfAbsent(g) >= 0) {
        return null;
      }
    }
    return table;
  }

  private GroupNameTable(UserGroupRows rows, int expected) {
    this.rows = rows;
    int capacity = 16;
    while (capacity < expected * 2) {
      capacity <<= 1;
    }
    slots = new long[capacity];
  }

  /** The group named as group {@code group} is, if any; else -1 after recording it. */
  private int putIfAbsent(int group) {
    String name = rows.names[group];
    int h = name.hashCode();
    int mask = slots.length - 1;
    for (int slot = spread(h) & mask; ; slot = (slot + 1) & mask) {
      long s = slots[slot];
      if (s == 0) {
        slots[slot] = (long) h << 32 | (group + 1L);
        if (++size * 2 > slots.length) {
          grow();
        }
        return -1;
      }
      if ((int) (s >>> 32) == h && rows.names[(int) s - 1].equals(name)) {
        return (int) s - 1;
      }
    }
  }

  /** The group named {@code text[from, to)}, whose hash is {@code h}, or -1. */
  int get(String text, int from, int to, int h) {
    int mask = slots.length - 1;
    int length = to - from;
    for (int slot = spread(h) & mask; ; slot = (slot + 1) & mask) {
      long s = slots[slot];
      if (s == 0) {
        return -1;
      }
      if ((int) (s >>> 32) == h) {
        String name = rows.names[(int) s - 1];
        if (name.length() == length && name.regionMatches(0, text, from, length)) {
          return (int) s - 1;
        }
      }
    }
  }

  /** The hash of {@code text[from, to)}, as {@link String#hashCode()} of the range cut out. */
  static int hash(String text, int from, int to) {
    int h = 0;
    for (int i = from; i < to; i++) {
      h = 31 * h + text.charAt(i);
    }
    return h;
  }

  private void grow() {
    long[] old = slots;
    slots = new long[old.length * 2];
    int mask = slots.length - 1;
    for (long s : old) {
      if (s != 0) {
        int slot = spread((int) (s >>> 32)) & mask;
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
