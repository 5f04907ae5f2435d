package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.sort.TenLongSort;

/**
 * A stable sort of exactly ten sibling keys (a ten-way share tree level) with {@link TenLongSort}'s
 * branch-free sorting network, moving the children along. It orders child lists for {@link LsfDispatchOrder}
 * (docs/algorithms/lsf.md §4.4); TenKeySortTest holds it to {@link ShortKeySort}'s stable order, ties included.
 *
 * <p>Each key is halved (into the network's range, where a compare-exchange cannot overflow) and travels
 * with its position in its four lowest bits, which makes all ten distinct and orders equal keys by position
 * (stable). Keys that differ only in their five lowest bits could come out in the wrong order, so the result
 * is checked and, in that rare case, rejected: the caller then sorts the list otherwise. Only neighbours whose
 * halved keys agree above the position bits are checked on their full keys: a halved key without its four
 * lowest bits never decreases as the key grows, so neighbours that differ there are in order.
 */
final class TenKeySort {
  /** The one list length this sort handles. */
  static final int LENGTH = TenLongSort.LENGTH;
  private static final long POSITION = 15;

  private TenKeySort() {}

  /**
   * Sorts {@code keys[from..from+10)} ascending, stably, moving {@code values} along, and returns true; or
   * returns false and leaves both untouched when keys differ only in their five lowest bits. {@code tmpKeys}
   * and {@code tmpValues} hold at least ten entries.
   */
  static boolean sort(long[] keys, int[] values, int from, long[] tmpKeys, int[] tmpValues) {
    if (!order(keys, from, tmpKeys)) {
      return false;
    }
    for (int i = 0; i < LENGTH; i++) {
      int p = from + position(tmpKeys[i]);
      tmpValues[i] = values[p];
    }
    for (int i = 0; i < LENGTH; i++) {
      tmpKeys[i] = keys[from + position(tmpKeys[i])];
    }
    System.arraycopy(tmpKeys, 0, keys, from, LENGTH);
    System.arraycopy(tmpValues, 0, values, from, LENGTH);
    return true;
  }

  /**
   * The stable ascending order of {@code keys[from..from+10)} without moving them: returns true and leaves in
   * {@code order[0..10)} entries whose {@link #position} is, in turn, the position (from {@code from}) of the
   * smallest key, the next and so on; or returns false when keys differ only in their five lowest bits (then
   * {@code order} holds nothing of use). {@code order} holds at least ten entries.
   */
  static boolean order(long[] keys, int from, long[] order) {
    for (int i = 0; i < LENGTH; i++) {
      order[i] = keys[from + i] >> 1 & ~POSITION | i;
    }
    TenLongSort.sort(order);
    for (int i = 1; i < LENGTH; i++) {
      if ((order[i] ^ order[i - 1]) >>> 4 == 0
          && keys[from + position(order[i - 1])] > keys[from + position(order[i])]) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@link #order} of the ten keys {@link LsfDispatchOrder#descending descending(priority[from + i])}, made here
   * from the priorities (and made again only for neighbours to check) instead of read from an array of keys.
   */
  static boolean orderOfPriorities(double[] priority, int from, long[] order) {
    for (int i = 0; i < LENGTH; i++) {
      order[i] = LsfDispatchOrder.descending(priority[from + i]) >> 1 & ~POSITION | i;
    }
    TenLongSort.sort(order);
    for (int i = 1; i < LENGTH; i++) {
      if ((order[i] ^ order[i - 1]) >>> 4 == 0
          && LsfDispatchOrder.descending(priority[from + position(order[i - 1])])
              > LsfDispatchOrder.descending(priority[from + position(order[i])])) {
        return false;
      }
    }
    return true;
  }

  /** The position that an entry of {@link #order} carries. */
  static int position(long entry) {
    return (int) (entry & POSITION);
  }
}
