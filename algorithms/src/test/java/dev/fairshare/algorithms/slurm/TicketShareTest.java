package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A node's tickets by a product with the parent sum's inverse ({@link SlurmTicketAlgorithm#share}) are
 * bit for bit {@code _distribute_tickets}' {@code (uint32_t) (x / sum)}, the C conversion of the rounded
 * quotient ({@link SlurmTicketAlgorithm#toUint32}): on random operands over many magnitudes, on quotients
 * constructed a few ulps from whole numbers (where the product alone truncates to the wrong side, so the
 * test fails without the fallback to the division), and on the edges (0, 0/0, infinities, negative,
 * 2<sup>31</sup> and beyond, where the C conversion keeps the low 32 bits).
 */
class TicketShareTest {

  private static void assertShare(double x, double sum) {
    double expected = SlurmTicketAlgorithm.toUint32(x / sum);
    assertThat(Double.doubleToRawLongBits(SlurmTicketAlgorithm.share(x, sum, 1 / sum)))
        .as("(uint32_t) (%s / %s)", x, sum)
        .isEqualTo(Double.doubleToRawLongBits(expected));
  }

  @Test
  void randomQuotientsGiveTheConvertedQuotient() {
    SplittableRandom random = new SplittableRandom(11);
    for (int k = 0; k < 2_000_000; k++) {
      double sum = Math.scalb(1 + random.nextDouble(), random.nextInt(-60, 40));
      double q = k % 2 == 0 ? random.nextDouble() * 0x1p32 : Math.scalb(random.nextDouble(), random.nextInt(-10, 34));
      assertShare(q * sum, sum);
    }
  }

  @Test
  void quotientsNextToWholeNumbersGiveTheConvertedQuotient() {
    SplittableRandom random = new SplittableRandom(12);
    int productWouldBeWrong = 0;
    for (int k = 0; k < 400_000; k++) {
      double sum = Math.scalb(1 + random.nextDouble(), random.nextInt(-30, 30));
      double whole = random.nextInt(4) == 0 ? random.nextInt(1, 64) : random.nextLong(1, 1L << 32);
      double x = whole * sum;
      for (int step = random.nextInt(1, 8); step > 0; step--) {
        x = random.nextBoolean() ? Math.nextUp(x) : Math.nextDown(x);
      }
      assertShare(x, sum);
      assertShare(whole * sum, sum);
      if ((long) (x * (1 / sum)) != (long) (x / sum)) {
        productWouldBeWrong++;
      }
    }
    // The cases above do reach the fallback: the product alone truncates some of them to the wrong side.
    assertThat(productWouldBeWrong).isPositive();
  }

  @Test
  void edgesGiveTheConvertedQuotient() {
    double[] xs = {0, -0.0, 1, 0.5, 4294967295.0, 0x1p31, Math.nextDown(0x1p31), 0x1p32, 3 * 0x1p32 + 5, 0x1p63,
        0x1p70, -1, -0x1p31, Double.MIN_VALUE, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NaN};
    double[] sums = {1, 3, 0.1, 0x1p-40, 0x1p40, 0, -0.0, -2, Double.MIN_VALUE, Double.POSITIVE_INFINITY, Double.NaN};
    for (double x : xs) {
      for (double sum : sums) {
        assertShare(x, sum);
      }
    }
  }
}
