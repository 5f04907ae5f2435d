package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * The doubles of x87 quotients computed with hardware doubles ({@link X87Double}) are those of the
 * software x87 ({@link X87}: 64-bit quotient, then rounded to a double) bit for bit whenever they are
 * given, on random operands and on constructed quotients near a 53-bit midpoint, where rounding twice can
 * differ from rounding once: those must be refused; and {@link X87Double#quotientExactly} gives every
 * quotient in range, those included.
 */
class X87DoubleTest {

  @Provide
  Arbitrary<Double> positives() {
    return X87Operands.withDecimals();
  }

  @Property(tries = 3000)
  void quotientsAreTheX87Ones(@ForAll("positives") double a, @ForAll("positives") double b) {
    double q = X87Double.quotient(a, b, 1 / b);
    if (q == q) {
      X87 x = new X87().divide(a, b);
      assertThat(q).as(a + " / " + b).isEqualTo(X87.toDouble(x.mant, x.exp));
    }
  }

  @Property(tries = 3000)
  void quotientsByAPairAreTheX87Ones(@ForAll("positives") double s, @ForAll("positives") double a,
      @ForAll("positives") double b) {
    X87Pair pair = new X87Pair();
    if (!pair.divide(a, b)) {
      return;
    }
    double q = X87Double.quotientByPair(s, pair.hi, pair.lo);
    if (q == q) {
      X87 x = new X87().divide(a, b);
      long um = x.mant;
      int ue = x.exp;
      x.set(s).divide(x.mant, x.exp, um, ue);
      assertThat(q).as(s + " / (" + a + " / " + b + ")").isEqualTo(X87.toDouble(x.mant, x.exp));
    }
  }

  @Property(tries = 3000)
  void quotientsByAnUnroundedQuotientAreTheX87Ones(@ForAll("positives") double s,
      @ForAll("positives") double a, @ForAll("positives") double b) {
    if (!(X87Pair.inRange(s) && X87Pair.inRange(a) && X87Pair.inRange(b))) {
      return;
    }
    // m = a / b as estimate + rest, not rounded to 64 bits; the x87 code divides by m rounded to 64 bits.
    double inverse = 1 / b;
    double mh = a * inverse;
    double ml = Math.fma(-mh, b, a) * inverse;
    double m = X87Double.certain(mh, ml);
    double q = X87Double.quotientByRounded(s, mh, ml, b / a);
    X87 x = new X87().divide(a, b);
    if (m == m) {
      assertThat(m).as(a + " / " + b).isEqualTo(X87.toDouble(x.mant, x.exp));
    }
    if (q == q) {
      long um = x.mant;
      int ue = x.exp;
      x.set(s).divide(x.mant, x.exp, um, ue);
      assertThat(q).as(s + " / (" + a + " / " + b + ")").isEqualTo(X87.toDouble(x.mant, x.exp));
    }
  }

  /**
   * Quotients near a 53-bit midpoint: with b = 1 + 2^-52 and a = A·2^-52, a / b in ulps of [1, 2) is
   * A − A·2^-52 + A·2^-104 − ..., a midpoint less about δ·2^-52 when A = 2^52 + 2^51 + δ. Those within
   * 2^-12 ulp (half a 64-bit ulp) round to the midpoint in 64 bits and then to even, which may not be the
   * nearest double: refused within 2^-11 ulp, exact everywhere.
   */
  @Property(tries = 2000)
  void quotientsNearAMidpointAreRefusedOrExact(
      @ForAll @LongRange(min = -(1L << 45), max = 1L << 45) long delta,
      @ForAll @IntRange(min = -40, max = 40) int scale) {
    long big = (1L << 52) + (1L << 51) + delta;
    double a = Math.scalb((double) big, -52 + scale);
    double b = Math.scalb(1 + 0x1p-52, scale / 2);
    double q = X87Double.quotient(a, b, 1 / b);
    X87 x = new X87().divide(a, b);
    if (q == q) {
      assertThat(q).as(a + " / " + b).isEqualTo(X87.toDouble(x.mant, x.exp));
    }
    assertThat(X87Double.quotientExactly(a, b)).as(a + " / " + b).isEqualTo(X87.toDouble(x.mant, x.exp));
    if (Math.abs(delta) < 1L << 41) {
      assertThat(q).as("a quotient %s ulps from a midpoint", delta * 0x1p-52).isNaN();
    }
  }

  /**
   * Quotients by a pair near a 53-bit midpoint: with m = 1 + j·2^-63 (an x87 value, j < 2^10) and
   * s = S·2^-52 in [1, 2), s / m in ulps of [1, 2) is S − S·j·2^-63 + ..., a midpoint when S·j = 2^62 + δ with δ
   * small, about δ·2^-63 ulps from it.
   */
  @Property(tries = 2000)
  void quotientsByAPairNearAMidpointAreRefusedOrExact(@ForAll @IntRange(min = 520, max = 1000) int j,
      @ForAll @LongRange(min = -(1L << 43), max = 1L << 43) long offset) {
    long big = (1L << 62) / j + offset;
    double s = Math.scalb((double) big, -52);
    double ml = j * 0x1p-63;
    double q = X87Double.quotientByPair(s, 1.0, ml);
    X87 x = new X87().set(s);
    x.divide(x.mant, x.exp, Long.MIN_VALUE + j, -63);
    if (q == q) {
      assertThat(q).as(s + " / (1 + " + j + "·2^-63)").isEqualTo(X87.toDouble(x.mant, x.exp));
    }
    // S·j − 2^62, the distance from the midpoint in 2^-63 ulps (exact in a long: |.| ≤ 2^53).
    long distance = big * j - (1L << 62);
    if (Math.abs(distance) < 1L << 52) {
      assertThat(q).as("a quotient %s ulps from a midpoint", distance * 0x1p-63).isNaN();
    }
  }

  /**
   * Quotients next to a power of two, where the doubles below are twice as dense as above: with
   * a = 1 + i·2^-52 and b = 1 + j·2^-52, a / b = 1 + (i − j)·2^-52 − j(i − j)·2^-104 + ..., so i − j
   * small and j up to 2^51 put the quotient on either side of 1 at every distance from the 53-bit
   * midpoints of both binades. Every quotient given is x87's; those that x87 rounds to another double
   * than the nearest (double rounding) are among the refused.
   */
  @Test
  void quotientsNextToAPowerOfTwoAreRefusedOrExact() {
    SplittableRandom random = new SplittableRandom(5);
    int given = 0;
    int below = 0;
    int roundedTwice = 0;
    for (int n = 0; n < 200_000; n++) {
      long j = random.nextLong(1L << 51);
      long i = j + random.nextInt(-3, 4);
      int scale = random.nextInt(-30, 31);
      double a = Math.scalb(1 + i * 0x1p-52, scale);
      double b = 1 + j * 0x1p-52;
      double q = X87Double.quotient(a, b, 1 / b);
      X87 x = new X87().divide(a, b);
      double expected = X87.toDouble(x.mant, x.exp);
      if (expected != a / b) {
        roundedTwice++;
      }
      assertThat(X87Double.quotientExactly(a, b)).as(a + " / " + b).isEqualTo(expected);
      if (q == q) {
        assertThat(q).as(a + " / " + b).isEqualTo(expected);
        given++;
        if (q < Math.scalb(1.0, scale)) {
          below++;
        }
      }
    }
    assertThat(roundedTwice).isPositive();
    assertThat(below).isPositive();
    assertThat(given).isGreaterThan(199_000);
  }

  @Property(tries = 3000)
  void exactQuotientsAreTheX87Ones(@ForAll("positives") double a, @ForAll("positives") double b) {
    X87 x = new X87().divide(a, b);
    double q = X87Double.quotientExactly(a, b);
    if (X87Pair.inRange(a) && X87Pair.inRange(b) && X87Pair.inRange(a / b)) {
      assertThat(q).as(a + " / " + b).isEqualTo(X87.toDouble(x.mant, x.exp));
    } else {
      assertThat(q).isNaN();
    }
  }

  /**
   * Random quotients, a million: every one that x87 rounds twice to another double than the nearest (about
   * 1 in 4,000) is given exactly, as every other.
   */
  @Test
  void everyQuotientInRangeIsExact() {
    SplittableRandom random = new SplittableRandom(3);
    int roundedTwice = 0;
    for (int n = 0; n < 1_000_000; n++) {
      double a = Double.longBitsToDouble(random.nextLong(0x3000000000000000L, 0x5000000000000000L));
      double b = Double.longBitsToDouble(random.nextLong(0x3000000000000000L, 0x5000000000000000L));
      X87 x = new X87().divide(a, b);
      double expected = X87.toDouble(x.mant, x.exp);
      if (expected != a / b) {
        roundedTwice++;
      }
      assertThat(X87Double.quotientExactly(a, b)).as(a + " / " + b).isEqualTo(expected);
    }
    assertThat(roundedTwice).isGreaterThan(100);
  }

  @Test
  void someNearMidpointsRoundTwiceToAnotherDouble() {
    // The case the refusal guards against: 64-bit rounding lands on the midpoint, then ties to even.
    int differ = 0;
    for (long delta = -64; delta <= 64; delta++) {
      double a = Math.scalb((double) ((1L << 52) + (1L << 51) + delta), -52);
      double b = 1 + 0x1p-52;
      X87 x = new X87().divide(a, b);
      if (X87.toDouble(x.mant, x.exp) != a / b) {
        differ++;
      }
      assertThat(X87Double.quotient(a, b, 1 / b)).isNaN();
    }
    assertThat(differ).isPositive();
  }

  @Test
  void almostEveryRandomQuotientIsGiven() {
    SplittableRandom random = new SplittableRandom(11);
    X87Pair pair = new X87Pair();
    int refused = 0;
    for (int i = 0; i < 100_000; i++) {
      double a = 1 + random.nextInt(1_000_000);
      double b = a + random.nextInt(10_000_000);
      double s = (1 + random.nextInt(100)) / (double) (100 + random.nextInt(1000));
      if (X87Double.quotient(a, b, 1 / b) != X87Double.quotient(a, b, 1 / b)
          || !pair.divide(a, b) || Double.isNaN(X87Double.quotientByPair(s, pair.hi, pair.lo))) {
        refused++;
      }
    }
    assertThat(refused).isLessThan(1_000);
  }
}
