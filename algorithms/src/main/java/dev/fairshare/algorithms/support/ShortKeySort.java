package dev.fairshare.algorithms.support;

/**
 * A stable sort of a short range of primitive {@code long} keys that moves an {@code int} value (a node index)
 * along: for a child list of a few nodes, sorted once per group in a recompute.
 *
 * <p>Up to {@link #COUNTING} entries each one's place is counted without branches (the entries before it with
 * a key that is not larger, the ones after it with a smaller key), which avoids the mispredicted exits of an
 * insertion sort on random keys; longer ranges use an insertion sort. Quadratic, so meant for ranges of a few
 * dozen at most; the caller sorts longer ones otherwise.
 */
public final class ShortKeySort {
  /** Ranges up to this long are placed by counting. */
  public static final int COUNTING = 16;

  private ShortKeySort() {}

  /**
   * Sorts {@code keys[from..to)} ascending, stably, moving {@code values[from..to)} along; {@code tmpKeys}
   * and {@code tmpValues} hold at least {@link #COUNTING} entries.
   */
  public static void sort(long[] keys, int[] values, int from, int to, long[] tmpKeys, int[] tmpValues) {
    int k = to - from;
    if (k < 2) {
      return;
    }
    if (k > COUNTING) {
      insertion(keys, values, from, to);
      return;
    }
    for (int j = from; j < to; j++) {
      long key = keys[j];
      int place = 0;
      for (int t = from; t < j; t++) {
        place += keys[t] <= key ? 1 : 0;
      }
      for (int t = j + 1; t < to; t++) {
        place += keys[t] < key ? 1 : 0;
      }
      tmpKeys[place] = key;
      tmpValues[place] = values[j];
    }
    System.arraycopy(tmpKeys, 0, keys, from, k);
    System.arraycopy(tmpValues, 0, values, from, k);
  }

  private static void insertion(long[] keys, int[] values, int from, int to) {
    for (int i = from + 1; i < to; i++) {
      long key = keys[i];
      int value = values[i];
      int j = i - 1;
      while (j >= from && keys[j] > key) {
        keys[j + 1] = keys[j];
        values[j + 1] = values[j];
        j--;
      }
      keys[j + 1] = key;
      values[j + 1] = value;
    }
  }
}
