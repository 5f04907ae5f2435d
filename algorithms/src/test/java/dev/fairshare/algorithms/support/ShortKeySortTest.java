package dev.fairshare.algorithms.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** {@link ShortKeySort} gives a stable sort's order, counted or by insertion, ties and extreme keys included. */
class ShortKeySortTest {

  @Property(tries = 300)
  void ordersLikeAStableSort(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int k = random.nextInt(41);
    int from = random.nextInt(4);
    long[] keys = new long[from + k + 2];
    int[] values = new int[keys.length];
    long[] pool = {Long.MIN_VALUE, Long.MAX_VALUE, -1, 0, 1, random.nextLong(), random.nextLong()};
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextBoolean() ? pool[random.nextInt(pool.length)] : random.nextLong();
      values[i] = i;
    }
    Integer[] expected = new Integer[k];
    for (int j = 0; j < k; j++) {
      expected[j] = from + j;
    }
    long[] original = keys.clone();
    Arrays.sort(expected, Comparator.comparingLong((Integer i) -> original[i]));
    ShortKeySort.sort(keys, values, from, from + k, new long[ShortKeySort.COUNTING],
        new int[ShortKeySort.COUNTING]);
    for (int j = 0; j < k; j++) {
      assertThat(values[from + j]).as("place %d of %d", j, k).isEqualTo(expected[j]);
      assertThat(keys[from + j]).isEqualTo(original[expected[j]]);
    }
    for (int i = 0; i < from; i++) {
      assertThat(values[i]).isEqualTo(i);
    }
    for (int i = from + k; i < keys.length; i++) {
      assertThat(values[i]).isEqualTo(i);
    }
  }
}
