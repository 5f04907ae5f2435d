package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.math.GlibcPow;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * PBS's factor of float32 values held in doubles ({@link PbsPath#factor(double, double)}: the quotient divided
 * in double, then rounded to float32) equals the factor PBS computes, {@code 2^-(uf/tp)} with the quotient a
 * float32 division, 0 when tp is 0, bit for bit: on float32 operands of every class (normal and subnormal,
 * 0, the largest, infinities, NaN) and of every magnitude.
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

  private static void assertSameFactor(float uf, float tp) {
    double expected = tp == 0 ? 0 : GlibcPow.pow2(-(uf / tp));
    assertThat(Double.doubleToLongBits(PbsPath.factor((double) uf, (double) tp)))
        .as("factor of uf %s (%08x), tp %s (%08x)", uf, Float.floatToRawIntBits(uf), tp, Float.floatToRawIntBits(tp))
        .isEqualTo(Double.doubleToLongBits(expected));
    assertThat(Float.floatToIntBits((float) ((double) uf / tp))).isEqualTo(Float.floatToIntBits(uf / tp));
  }
}
