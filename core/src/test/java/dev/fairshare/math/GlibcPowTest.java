package dev.fairshare.math;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

/**
 * {@link GlibcPow}'s contract beside the vectors: {@code pow2} is {@code pow(2.0, y)}, the arguments where
 * glibc and {@link Math#pow} disagree give glibc's bits (values from the glibc vectors of
 * {@code src/test/c/pow_vectors.c}), and C99's special cases.
 */
class GlibcPowTest {

  @Property(tries = 3000)
  void pow2IsPowOfTwo(@ForAll double y) {
    assertThat(Double.doubleToRawLongBits(GlibcPow.pow2(y)))
        .isEqualTo(Double.doubleToRawLongBits(GlibcPow.pow(2.0, y)));
  }

  @Property(tries = 3000)
  void pow2IsPowOfTwoOnFactorExponents(@ForAll @DoubleRange(min = -1100, max = 0) double y) {
    assertThat(Double.doubleToRawLongBits(GlibcPow.pow2(y)))
        .isEqualTo(Double.doubleToRawLongBits(GlibcPow.pow(2.0, y)));
  }

  @Property(tries = 3000)
  void powerOneIsTheBase(@ForAll @DoubleRange(min = 0, minIncluded = false, max = Double.MAX_VALUE) double x) {
    assertThat(GlibcPow.pow(x, 1.0)).isEqualTo(x);
  }

  @Test
  void pow2OfAnExponentBelowTwoToTheMinus65IsOneWithoutTheCall() {
    // glibc's pow(x > 1, |y| < 0x1p-65) is 1.0 + y, and pow(x, ±0) is 1: 1.0 for all of these
    for (double y : new double[] {0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, 0x1p-66, -0x1p-66,
        0x1.fffffffffffffp-66, -0x1.fffffffffffffp-66, 0x1p-1000, -0x1p-1000}) {
      assertThat(GlibcPow.pow2(y)).as("pow2(%s)", y).isEqualTo(1.0);
      assertThat(Double.doubleToRawLongBits(GlibcPow.pow2(y))).as("pow2(%s)", y)
          .isEqualTo(Double.doubleToRawLongBits(GlibcPow.pow(2.0, y)));
    }
    assertThat(GlibcPow.pow2(-0x1p-65)).isEqualTo(GlibcPow.pow(2.0, -0x1p-65));
  }

  @Test
  void slurmsFactorIsGlibcsWhereJavaDisagrees() {
    assertThat(GlibcPow.pow2(-0.008695577647892468)).isEqualTo(0.993990812694871);
    assertThat(Math.pow(2.0, -0.008695577647892468)).isEqualTo(0.9939908126948711);
    assertThat(GlibcPow.pow2(-753.0043487862434)).isEqualTo(2.10428301589207E-227);
  }

  @Test
  void slurmsDecayIsGlibcsWhereJavaDisagrees() {
    assertThat(GlibcPow.pow(0.9999846796657381, 15975.0)).isEqualTo(0.7829047682265253);
    assertThat(Math.pow(0.9999846796657381, 15975.0)).isEqualTo(0.7829047682265254);
  }

  @Test
  void depthObliviousPowerIsGlibcsWhereJavaDisagrees() {
    assertThat(GlibcPow.pow(3.4527921419089502E19, 6.162410875147512E-5)).isEqualTo(1.002776210445583);
  }

  @Test
  void glibcIsNotAlwaysCorrectlyRounded() {
    // 1/(1 - 2^-53) is above 1 + 2^-53, so the correctly rounded power is 1 + 2^-52
    assertThat(GlibcPow.pow(0x1.fffffffffffffp-1, -1.0)).isEqualTo(1.0);
  }

  @Test
  void specialCasesFollowC99() {
    assertThat(GlibcPow.pow(1.0, Double.NaN)).isEqualTo(1.0);
    assertThat(GlibcPow.pow(-1.0, Double.POSITIVE_INFINITY)).isEqualTo(1.0);
    assertThat(GlibcPow.pow(Double.NaN, 0.0)).isEqualTo(1.0);
    assertThat(GlibcPow.pow(-8.0, 1.0 / 3)).isNaN();
    assertThat(GlibcPow.pow(-0.0, -1.0)).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(GlibcPow.pow(-0.0, -2.0)).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(GlibcPow.pow(-2.0, 3.0)).isEqualTo(-8.0);
    assertThat(GlibcPow.pow(0.5, Double.POSITIVE_INFINITY)).isEqualTo(0.0);
    assertThat(GlibcPow.pow(2.0, 1024.0)).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(GlibcPow.pow2(-1074.0)).isEqualTo(Double.MIN_VALUE);
    assertThat(GlibcPow.pow2(-1076.0)).isEqualTo(0.0);
    assertThat(GlibcPow.pow2(0.0)).isEqualTo(1.0);
  }
}
