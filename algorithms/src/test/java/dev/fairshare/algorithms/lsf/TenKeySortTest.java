package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithms.support.ShortKeySort;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * {@link TenKeySort} sorts every zero-one input and gives {@link ShortKeySort}'s stable order, ties included,
 * or leaves keys that differ only in their lowest bits untouched.
 */
class TenKeySortTest {

  @Test
  void sortsEveryZeroOneInput() {
    for (int bits = 0; bits < 1 << 10; bits++) {
      long[] keys = new long[10];
      int[] values = new int[10];
      for (int i = 0; i < 10; i++) {
        keys[i] = ((bits >> i) & 1L) << 40;
        values[i] = i;
      }
      assertThat(TenKeySort.sort(keys, values, 0, new long[10], new int[10])).isTrue();
      for (int i = 1; i < 10; i++) {
        assertThat(keys[i - 1]).as("input %s", Integer.toBinaryString(bits)).isLessThanOrEqualTo(keys[i]);
        if (keys[i - 1] == keys[i]) {
          assertThat(values[i - 1]).isLessThan(values[i]);
        }
      }
    }
  }

  @Property(tries = 500)
  void ordersLikeTheStableShortSort(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int from = random.nextInt(4);
    long[] keys = new long[from + 12];
    int[] values = new int[keys.length];
    long near = random.nextLong();
    long[] pool = {Long.MIN_VALUE, Long.MAX_VALUE, -1, 0, 1, random.nextLong(), random.nextLong(), near,
        near ^ random.nextInt(16)};
    int index = random.nextInt(1000);
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextBoolean() ? pool[random.nextInt(pool.length)] : random.nextLong();
      index += 1 + random.nextInt(50);
      values[i] = random.nextBoolean() ? index : ~index;
    }
    long[] expectedKeys = keys.clone();
    int[] expectedValues = values.clone();
    ShortKeySort.sort(expectedKeys, expectedValues, from, from + 10, new long[16], new int[16]);

    long[] originalKeys = keys.clone();
    int[] originalValues = values.clone();

    boolean sorted = TenKeySort.sort(keys, values, from, new long[10], new int[10]);

    assertThat(keys).containsExactly(sorted ? expectedKeys : originalKeys);
    assertThat(values).containsExactly(sorted ? expectedValues : originalValues);
  }

  /**
   * The order made from ten priorities is {@link ShortKeySort}'s stable order of their descending keys, or is
   * refused exactly when {@link TenKeySort#order} refuses those keys (neighbouring doubles, ties, signed zeros).
   */
  @Property(tries = 500)
  void ordersPrioritiesLikeTheStableShortSortOfTheirKeys(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int from = random.nextInt(4);
    double[] priority = new double[from + 12];
    double near = random.nextDouble() * 100;
    double[] pool = {0.0, -0.0, 100.0, Double.MAX_VALUE, near, Math.nextUp(near), Math.nextUp(Math.nextUp(near)),
        Math.nextDown(near), near * 2};
    for (int i = 0; i < priority.length; i++) {
      priority[i] = random.nextBoolean() ? pool[random.nextInt(pool.length)] : random.nextDouble() * 1e4;
    }
    long[] keys = new long[10];
    int[] expected = new int[10];
    for (int i = 0; i < 10; i++) {
      keys[i] = LsfDispatchOrder.descending(priority[from + i]);
      expected[i] = i;
    }
    boolean networkOrders = TenKeySort.order(keys, 0, new long[10]);
    ShortKeySort.sort(keys, expected, 0, 10, new long[16], new int[16]);

    long[] order = new long[10];
    boolean ordered = TenKeySort.orderOfPriorities(priority, from, order);

    assertThat(ordered).isEqualTo(networkOrders);
    if (ordered) {
      for (int j = 0; j < 10; j++) {
        assertThat(TenKeySort.position(order[j])).as("position %d", j).isEqualTo(expected[j]);
      }
    }
  }
}
