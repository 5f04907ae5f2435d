package dev.fairshare.flux.weighted;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link SiblingSort} on groups of ten, where it sorts packed keys that keep only a weight's top bits: the
 * order is still that of the whole weights, heaviest first, exact ties in the order given.
 */
class SiblingSortTest {
  private static final int[] IDS = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

  @Test
  void weightsThatDifferOnlyInTheirLastBitsAreOrderedByTheWholeWeight() {
    double[] weight = new double[10];
    for (int i = 0; i < 10; i++) {
      weight[i] = 1.0 + i * Math.ulp(1.0); // ascending by one unit in the last place
    }
    assertThat(sorted(weight, new boolean[10])).containsExactly(9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  }

  @Test
  void exactlyEqualWeightsKeepTheirOrder() {
    double[] weight = {2.0, 0x1p64, 3.0, 0x1p64, 0.0, 2.0, -0.0, 0x1p64, 3.0, 1.5};
    assertThat(sorted(weight, new boolean[10])).containsExactly(1, 3, 7, 2, 8, 0, 5, 9, 4, 6);
  }

  @Test
  void negativeWeightsSortBelowZero() {
    double[] weight = {-1.0, 2.0, -3.0, 0.5, -0.5, 4.0, 1.0, -2.0, 3.0, 0.0};
    assertThat(sorted(weight, new boolean[10])).containsExactly(5, 8, 1, 6, 3, 9, 4, 0, 7, 2);
  }

  @Test
  void usersGoBeforeBanksOfEqualWeight() {
    double[] weight = {1.0, 1.0, 2.0, 2.0, 0.5, 0.5, 3.0, 3.0, 1.0, 1.0};
    boolean[] user = {false, true, false, true, false, true, false, true, false, true};
    assertThat(sorted(weight, user)).containsExactly(7, 6, 3, 2, 1, 9, 0, 8, 5, 4);
  }

  private static int[] sorted(double[] weight, boolean[] user) {
    int[] out = new int[10];
    new SiblingSort(user).sort(IDS, 0, out, 0, 10, weight);
    return out;
  }
}
