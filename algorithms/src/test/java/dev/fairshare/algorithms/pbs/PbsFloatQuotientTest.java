package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.math.GlibcPow;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * {@link Float32#round} is the cast {@code (double) (float) q} on doubles of every class and around every
 * rounding case, and PBS's factor of float32 values held in doubles ({@link PbsPath#factor(double, double)}:
 * the quotient divided in double, then rounded to float32) equals the factor PBS computes,
 * {@code 2^-(uf/tp)} with the quotient a float32 division, 0 when tp is 0, bit for bit: on float32 operands
 * of every class (normal and subnormal, 0, the largest, infinities, NaN) and of every magnitude.
 */
class PbsFloatQuotientTest {

  private static final float[] EDGES = {0f, -0f, Float.MIN_VALUE, 2 * Float.MIN_VALUE, Float.MIN_NORMAL,
      Math.nextDown(Float.MIN_NORMAL), 1f, Math.nextUp(1f), Math.nextDown(1f), 3f, 0.1f, 1e-30f, 1e30f,
      Float.MAX_VALUE, Math.nextDown(Float.MAX_VALUE), Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
      Float.NaN, -1f, -Float.MIN_VALUE};

  @Test
  void edgeOperandsGivePbsFactor() {
    for (float uf : EDGES) {
      for (float tp : EDGES) {
        assertSameFactor(uf, tp);
      }
    }
  }

  @Property(tries = 100)
  void randomOperandsGivePbsFactor(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int j = 0; j < 20_000; j++) {
      // any bit pattern, then magnitudes as the pass sees them (uf and tp in (0, 1], tp often tiny)
      assertSameFactor(Float.intBitsToFloat(random.nextInt()), Float.intBitsToFloat(random.nextInt()));
      assertSameFactor((float) random.nextDouble(), (float) Math.scalb(random.nextDouble(), -random.nextInt(140)));
    }
  }

  @Property(tries = 100)
  void roundingToFloat32IsTheCast(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int j = 0; j < 20_000; j++) {
      // any double; doubles near float32's range limits; halfway cases between two float32 neighbours
      assertRoundsAsTheCast(Double.longBitsToDouble(random.nextLong()));
      assertRoundsAsTheCast(Math.scalb(random.nextDouble(), random.nextInt(-160, 140)));
      float f = Float.intBitsToFloat(random.nextInt() & 0x7fffffff);
      double half = ((double) f + (double) Math.nextUp(f)) / 2;
      assertRoundsAsTheCast(half);
      assertRoundsAsTheCast(Math.nextUp(half));
      assertRoundsAsTheCast(Math.nextDown(half));
      assertRoundsAsTheCast(-half);
    }
  }

  @Test
  void roundingToFloat32AtTheRangeLimitsIsTheCast() {
    double[] limits = {0.0, -0.0, Double.MIN_VALUE, Double.MAX_VALUE, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.NaN, Float.MIN_NORMAL, Float.MIN_VALUE, Float.MAX_VALUE,
        0x1p-126 - 0x1p-151, 0x1p-126 - 0x1p-150, 0x1p-126 - 0x1p-152, 0x1p128 - 0x1p103, 0x1p128 - 0x1p104,
        0x1p128, 0x1p-149, 0x1p-150, 0x1.8p-150, 1.0, Math.nextUp(1.0), 1 + 0x1p-24, 1 + 0x1p-24 + 0x1p-52,
        1 + 0x1p-23 + 0x1p-24, 0.1, 1e-40, 3.4e38, 3.5e38};
    for (double q : limits) {
      assertRoundsAsTheCast(q);
      assertRoundsAsTheCast(-q);
      assertRoundsAsTheCast(Math.nextUp(q));
      assertRoundsAsTheCast(Math.nextDown(q));
    }
  }

  private static void assertRoundsAsTheCast(double q) {
    assertThat(Double.doubleToRawLongBits(Float32.round(q))).as("float32 rounding of %s (%016x)", q,
        Double.doubleToRawLongBits(q)).isEqualTo(Double.doubleToRawLongBits((double) (float) q));
  }

  private static void assertSameFactor(float uf, float tp) {
    double expected = tp == 0 ? 0 : GlibcPow.pow2(-(uf / tp));
    assertThat(Double.doubleToLongBits(PbsPath.factor((double) uf, (double) tp)))
        .as("factor of uf %s (%08x), tp %s (%08x)", uf, Float.floatToRawIntBits(uf), tp, Float.floatToRawIntBits(tp))
        .isEqualTo(Double.doubleToLongBits(expected));
    assertThat(Float.floatToIntBits((float) ((double) uf / tp))).isEqualTo(Float.floatToIntBits(uf / tp));
  }
}
