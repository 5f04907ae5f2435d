package dev.fairshare.algorithm.sort;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** {@link TenLongSort} sorts every zero-one input (the 0-1 principle) and random keys at the ends of its range. */
class TenLongSortTest {

  @Test
  void sortsEveryZeroOneInput() {
    for (int bits = 0; bits < 1 << 10; bits++) {
      long[] keys = new long[10];
      for (int i = 0; i < 10; i++) {
        keys[i] = (bits >> i) & 1L;
      }
      long[] expected = keys.clone();
      Arrays.sort(expected);
      TenLongSort.sort(keys);
      assertThat(keys).as("input %s", Integer.toBinaryString(bits)).containsExactly(expected);
    }
  }

  @Property(tries = 1000)
  void sortsLikeArraysSort(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long[] pool = {TenLongSort.MIN, TenLongSort.MAX, -1, 0, 1, random.nextLong() >> 1};
    long[] keys = new long[10];
    for (int i = 0; i < 10; i++) {
      keys[i] = random.nextBoolean() ? pool[random.nextInt(pool.length)] : random.nextLong() >> 1;
    }
    long[] expected = keys.clone();
    Arrays.sort(expected);
    TenLongSort.sort(keys);
    assertThat(keys).containsExactly(expected);
  }
}
