package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.reference.ExactX87;
import java.math.BigInteger;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The fast x87 division and comparison equal exact rational arithmetic rounded to 64 bits. */
class X87Test {

  @Provide
  Arbitrary<Double> positives() {
    return X87Operands.binary();
  }

  @Property(tries = 400)
  void quotientOfQuotientsIsRoundedLikeFdiv(@ForAll("positives") double s, @ForAll("positives") double u,
      @ForAll("positives") double p) {
    X87 x = new X87();
    x.divide(u, p);
    long um = x.mant;
    int ue = x.exp;
    x.set(s);
    x.divide(x.mant, x.exp, um, ue);
    ExactX87 exactU = ExactX87.divide(ExactX87.of(u), ExactX87.of(p));
    ExactX87 exact = ExactX87.divide(ExactX87.of(s), exactU);
    assertThat(BigInteger.valueOf(um).and(mask())).isEqualTo(exactU.mantissa());
    assertThat(ue).isEqualTo(exactU.exponent());
    assertThat(new BigInteger(Long.toUnsignedString(x.mant))).isEqualTo(exact.mantissa());
    assertThat(x.exp).isEqualTo(exact.exponent());
    assertThat(X87.toDouble(x.mant, x.exp)).isEqualTo(exact.toDouble());
  }

  @Test
  void mathematicallyEqualLevelFsOfTest24p4DifferInExtendedPrecision() {
    // docs/algorithms/slurm.md §6.7: uD2 = (40/170) / (20/110), uD3 = (50/170) / (25/110); both are 22/17.
    X87 x = new X87();
    long d2m = x.divide(20.0, 110.0).mant;
    int d2e = x.exp;
    x.set(40.0 / 170.0).divide(x.mant, x.exp, d2m, d2e);
    long lf2m = x.mant;
    int lf2e = x.exp;
    long d3m = x.divide(25.0, 110.0).mant;
    int d3e = x.exp;
    x.set(50.0 / 170.0).divide(x.mant, x.exp, d3m, d3e);
    assertThat(X87.compare(lf2m, lf2e, x.mant, x.exp)).isNegative();
  }

  @Test
  void specialValuesFollowIeee() {
    X87 x = new X87();
    assertThat(X87.toDouble(x.divide(3.0, 0.0).mant, x.exp)).isInfinite();
    assertThat(x.divide(0.0, 3.0).isZero()).isTrue();
    long infM = x.set(Double.POSITIVE_INFINITY).mant;
    int infE = x.exp;
    long oneM = x.set(1.0).mant;
    assertThat(X87.compare(infM, infE, oneM, x.exp)).isPositive();
    assertThat(X87.compare(0, 0, oneM, x.exp)).isNegative();
    assertThat(X87.toDouble(x.set(0.1).mant, x.exp)).isEqualTo(0.1);
  }

  private static BigInteger mask() {
    return BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
  }
}
