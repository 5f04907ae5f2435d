package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.reference.ExactX87;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * The double-based x87 operations ({@link X87Pair}) give the software x87 ({@link X87}) result bit for bit
 * whenever they accept, on random operands and on constructed near-ties of the 64-bit rounding (which they
 * must refuse when too near, and get right otherwise), and on the x87 hardware vectors.
 */
class X87PairTest {

  @Provide
  Arbitrary<Double> positives() {
    return X87Operands.withDecimals();
  }

  @Property(tries = 2000)
  void quotientsAreTheX87Ones(@ForAll("positives") double a, @ForAll("positives") double b) {
    X87Pair pair = new X87Pair();
    X87 x = new X87().divide(a, b);
    if (pair.divide(a, b)) {
      assertSame(pair, x, a + " / " + b);
    }
    if (pair.divide(a, b, a / b, 1 / b)) {
      assertSame(pair, x, a + " / " + b + " with the quotient and inverse given");
    }
    if (pair.divide(a, b, a * (1 / b), 1 / b)) {
      assertSame(pair, x, a + " / " + b + " with the inverse alone");
    }
    if (pair.divideRounded(a, b, a / b, 1 / b)) {
      assertSame(pair, x, a + " / " + b + " from its correctly rounded quotient");
    }
    if (pair.roundRest(a / b, X87Pair.restOf(a, b, a / b, 1 / b))) {
      assertSame(pair, x, a + " / " + b + " from its rest");
    }
  }

  /**
   * Quotients next to a power of two, above and below it (below one the doubles and the 64-bit values are
   * spaced half as far apart): a = 2^k·b moved by a few ulps.
   */
  @Property(tries = 1000)
  void quotientsNearAPowerOfTwoFromTheirRoundedQuotientAreTheX87Ones(
      @ForAll @LongRange(min = 1L << 52, max = (1L << 53) - 1) long significand,
      @ForAll @IntRange(min = -3, max = 3) int ulps, @ForAll @IntRange(min = -30, max = 30) int k) {
    double b = Math.scalb((double) significand, -52);
    double a = Math.scalb(b, k) + ulps * Math.ulp(Math.scalb(b, k));
    X87Pair pair = new X87Pair();
    boolean accepted = pair.divideRounded(a, b, a / b, 1 / b);
    if (accepted) {
      assertSame(pair, new X87().divide(a, b), a + " / " + b);
    }
    if (ulps == 0) {
      assertThat(accepted).as("the exact quotient %s / %s", a, b).isTrue();
    }
  }

  @Property(tries = 2000)
  void quotientsByAPairAreTheX87Ones(@ForAll("positives") double s, @ForAll("positives") double a,
      @ForAll("positives") double b) {
    X87Pair pair = new X87Pair();
    if (!pair.divide(a, b)) {
      return;
    }
    X87 x = new X87().divide(a, b);
    long um = x.mant;
    int ue = x.exp;
    x.set(s).divide(x.mant, x.exp, um, ue);
    double uh = pair.hi;
    double ul = pair.lo;
    if (pair.divideByPair(s, uh, ul)) {
      assertSame(pair, x, s + " / (" + a + " / " + b + ")");
      ExactX87 exact = ExactX87.divide(ExactX87.of(s), ExactX87.divide(ExactX87.of(a), ExactX87.of(b)));
      assertThat(new BigInteger(Long.toUnsignedString(x.mant))).isEqualTo(exact.mantissa());
    }
    if (pair.divideByPair(s, uh, ul, b / a)) {
      assertSame(pair, x, s + " / (" + a + " / " + b + ") with b / a given");
    }
  }

  @Property(tries = 2000)
  void pairsOverADoubleAreTheX87Ones(@ForAll("positives") double a, @ForAll("positives") double b,
      @ForAll("positives") double c) {
    X87Pair pair = new X87Pair();
    if (!pair.multiply(a, b)) {
      return;
    }
    X87 x = new X87();
    long am = x.set(a).mant;
    int ae = x.exp;
    x.set(b);
    x.multiply(am, ae, x.mant, x.exp);
    long pm = x.mant;
    int pe = x.exp;
    x.set(c);
    x.divide(pm, pe, x.mant, x.exp);
    double mh = pair.hi;
    double ml = pair.lo;
    if (pair.dividePair(mh, ml, c)) {
      assertSame(pair, x, a + " * " + b + " / " + c);
    }
    if (pair.dividePair(mh, ml, c, 1 / c)) {
      assertSame(pair, x, a + " * " + b + " / " + c + " with the inverse");
    }
  }

  @Property(tries = 2000)
  void productsAreTheX87OnesAndOnlyExactTiesAreRefused(@ForAll("positives") double a,
      @ForAll("positives") double b) {
    X87Pair pair = new X87Pair();
    X87 x = new X87();
    long am = x.set(a).mant;
    int ae = x.exp;
    x.set(b);
    x.multiply(am, ae, x.mant, x.exp);
    if (pair.multiply(a, b)) {
      assertSame(pair, x, a + " * " + b);
    } else {
      // The product is exact in h + l, so only a tie of the 64-bit rounding is refused.
      BigInteger product = significand(a).multiply(significand(b));
      int drop = product.bitLength() - 64;
      assertThat(drop).isPositive();
      assertThat(product.getLowestSetBit()).as("an exact tie").isEqualTo(drop - 1);
    }
  }

  /**
   * Regression: this exact product lies within 2<sup>-20</sup> of a 64-bit half-ulp without being a tie;
   * multiply refused it with the division's margin although its rest is exact (jqwik seed
   * 5877328583945771273 of the property above).
   */
  @Example
  void anExactProductNearButNotOnATieIsAccepted() {
    double a = 4.2870402359293184E9;
    double b = 0.00100000091;
    X87 x = new X87();
    long am = x.set(a).mant;
    int ae = x.exp;
    x.set(b);
    x.multiply(am, ae, x.mant, x.exp);
    X87Pair pair = new X87Pair();
    assertThat(pair.multiply(a, b)).isTrue();
    assertSame(pair, x, a + " * " + b);
  }

  @Property(tries = 500)
  void productTiesAreRefused(@ForAll @IntRange(min = 1, max = 1 << 20) int m,
      @ForAll @IntRange(min = 1, max = 1 << 10) int k) {
    // (1 + m·2^-52)(1 + k·2^-12) = 1 + k·2^-12 + m·2^-52 + mk·2^-64: a tie of the 64-bit rounding when mk
    // is odd (2^-64 is half the 64-bit ulp of [1, 2)).
    double a = 1 + m * 0x1p-52;
    double b = 1 + k * 0x1p-12;
    X87Pair pair = new X87Pair();
    boolean accepted = pair.multiply(a, b);
    assertThat(accepted).isEqualTo(((long) m * k & 1) == 0);
    if (accepted) {
      X87 x = new X87();
      long am = x.set(a).mant;
      int ae = x.exp;
      x.set(b);
      assertSame(pair, x.multiply(am, ae, x.mant, x.exp), a + " * " + b);
    }
  }

  /**
   * Near-ties of {@code a / b}: with b = 1 + 2^-52 and a = A·2^-52, the quotient in 64-bit ulps is
   * A·2^11 − A·2^-41 + A·2^-93 − ..., whose fraction is near 1/2 when A ≡ 2^40 + δ (mod 2^41), at a
   * distance of about δ·2^-41: refused for |δ| below about 2^21, exact beyond.
   */
  @Property(tries = 1000)
  void quotientNearTiesAreRefusedOrExact(@ForAll @LongRange(min = 0, max = (1L << 11) - 1) long high,
      @ForAll @LongRange(min = -(1L << 23), max = 1L << 23) long delta,
      @ForAll @IntRange(min = -40, max = 40) int scale) {
    long big = (1L << 52) + (high << 41) + (1L << 40) + delta;
    double a = Math.scalb((double) big, -52 + scale);
    double b = Math.scalb(1 + 0x1p-52, -scale / 2);
    X87Pair pair = new X87Pair();
    boolean accepted = pair.divide(a, b);
    if (accepted) {
      assertSame(pair, new X87().divide(a, b), a + " / " + b);
    }
    boolean acceptedByInverse = pair.divide(a, b, a * (1 / b), 1 / b);
    if (acceptedByInverse) {
      assertSame(pair, new X87().divide(a, b), a + " / " + b + " by the inverse");
    }
    boolean acceptedRounded = pair.divideRounded(a, b, a / b, 1 / b);
    if (acceptedRounded) {
      assertSame(pair, new X87().divide(a, b), a + " / " + b + " from its correctly rounded quotient");
    }
    if (Math.abs(delta) < 1 << 18) {
      assertThat(accepted).as("a quotient %s ulps from a tie", delta * 0x1p-41).isFalse();
      assertThat(acceptedByInverse).as("a quotient %s ulps from a tie", delta * 0x1p-41).isFalse();
      assertThat(acceptedRounded).as("a quotient %s ulps from a tie", delta * 0x1p-41).isFalse();
    }
  }

  /**
   * Near-ties of {@code s / u}: with u = 1 + j·2^-63 (an x87 value) and s = S·2^-52, the quotient in
   * 64-bit ulps is S·2^11 − S·j·2^-52 + ..., whose fraction is near 1/2 when S·j ≡ 2^51 + δ (mod 2^52).
   */
  @Property(tries = 1000)
  void quotientByAPairNearTiesAreRefusedOrExact(@ForAll @IntRange(min = 0, max = 511) int half,
      @ForAll @LongRange(min = -(1L << 34), max = 1L << 34) long delta) {
    long j = 2L * half + 1;
    long inverse = j;
    for (int i = 0; i < 6; i++) {
      inverse *= 2 - j * inverse; // Newton's iteration for 1/j modulo 2^64
    }
    long mask = (1L << 52) - 1;
    long big = (1L << 52) + ((((1L << 51) + delta) * inverse) & mask);
    double s = Math.scalb((double) big, -52);
    double ul = j * 0x1p-63;
    X87Pair pair = new X87Pair();
    X87 x = new X87().set(s);
    x.divide(x.mant, x.exp, Long.MIN_VALUE + j, -63);
    // 1/uh = 1 and the double below it are both within 2^-52 relative of 1/(1 + j·2^-63).
    for (double v : new double[] {1.0, Math.nextDown(1.0)}) {
      boolean accepted = pair.divideByPair(s, 1.0, ul, v);
      if (accepted) {
        assertSame(pair, x, s + " / (1 + " + j + "·2^-63) with v " + v);
      }
      if (Math.abs(delta) < 1L << 28) {
        assertThat(accepted).as("a quotient %s ulps from a tie, v %s", delta * 0x1p-52, v).isFalse();
      }
    }
  }

  @Property(tries = 2000)
  void pairsLoadStoreAndCompareExactly(@ForAll long mantA, @ForAll @IntRange(min = -700, max = 700) int exp,
      @ForAll @IntRange(min = -3, max = 3) int step, @ForAll @IntRange(min = -1, max = 1) int expStep) {
    long ma = mantA | Long.MIN_VALUE;
    long mb = ma + step;
    int eb = exp + expStep;
    if (mb >= 0) {
      mb = Long.MIN_VALUE;
    }
    X87Pair pair = new X87Pair();
    X87 x = new X87();
    assertThat(pair.set(ma, exp)).isTrue();
    double ah = pair.hi;
    double al = pair.lo;
    assertThat(ah).isEqualTo(X87.toDouble(ma, exp));
    pair.store(x);
    assertThat(x.mant).isEqualTo(ma);
    assertThat(x.exp).isEqualTo(exp);
    assertThat(pair.set(mb, eb)).isTrue();
    assertThat(Integer.signum(X87Pair.compare(ah, al, pair.hi, pair.lo)))
        .isEqualTo(Integer.signum(X87.compare(ma, exp, mb, eb)));
  }

  @Test
  void almostEveryRandomQuotientIsAccepted() {
    SplittableRandom random = new SplittableRandom(7);
    X87Pair pair = new X87Pair();
    int refused = 0;
    int refusedGiven = 0;
    for (int i = 0; i < 100_000; i++) {
      double a = 1 + random.nextInt(1_000_000);
      double b = a + random.nextInt(10_000_000);
      double s = (1 + random.nextInt(100)) / (double) (100 + random.nextInt(1000));
      if (!(pair.divide(a, b) && pair.divideByPair(s, pair.hi, pair.lo))) {
        refused++;
      }
      if (!(pair.divide(a, b) && pair.divideByPair(s, pair.hi, pair.lo, b / a))) {
        refusedGiven++;
      }
    }
    assertThat(refused).isLessThan(20);
    assertThat(refusedGiven).isLessThan(20);
  }

  @Test
  void hardwareVectorsAreMatched() throws IOException {
    X87Pair pair = new X87Pair();
    X87 x = new X87();
    for (String[] f : vectors("lf")) {
      double s = Double.parseDouble(f[3]) / Double.parseDouble(f[4]);
      double a = Double.parseDouble(f[1]);
      double b = Double.parseDouble(f[2]);
      if (pair.divide(a, b) && pair.divideByPair(s, pair.hi, pair.lo)) {
        pair.store(x);
        assertThat(Long.toHexString(x.mant) + " " + x.exp).as(String.join(" ", f)).isEqualTo(f[5] + " " + f[6]);
      }
      if (pair.divide(a, b) && pair.divideByPair(s, pair.hi, pair.lo, b / a)) {
        pair.store(x);
        assertThat(Long.toHexString(x.mant) + " " + x.exp).as(String.join(" ", f) + " with b / a")
            .isEqualTo(f[5] + " " + f[6]);
      }
      if (pair.divideRounded(a, b, a / b, 1 / b) && pair.divideByPair(s, pair.hi, pair.lo, b / a)) {
        pair.store(x);
        assertThat(Long.toHexString(x.mant) + " " + x.exp).as(String.join(" ", f) + " as LevelValues")
            .isEqualTo(f[5] + " " + f[6]);
      }
    }
    for (String[] f : vectors("mul")) {
      if (pair.multiply(Double.parseDouble(f[1]), Double.parseDouble(f[2]))) {
        pair.store(x);
        assertThat(Long.toHexString(x.mant) + " " + x.exp).as(String.join(" ", f)).isEqualTo(f[3] + " " + f[4]);
      }
    }
  }

  private static List<String[]> vectors(String kind) throws IOException {
    try (InputStream in = X87PairTest.class.getResourceAsStream("/slurm/levelfs-x87-vectors.txt")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return text.lines().map(l -> l.split(" ")).filter(f -> f[0].equals(kind)).toList();
    }
  }

  private static BigInteger significand(double d) {
    long bits = Double.doubleToRawLongBits(d);
    long fraction = bits & 0xfffffffffffffL;
    return BigInteger.valueOf(((bits >>> 52) & 0x7ff) == 0 ? fraction : fraction | (1L << 52));
  }

  private static void assertSame(X87Pair pair, X87 x, String what) {
    X87 stored = new X87();
    pair.store(stored);
    assertThat(Long.toHexString(stored.mant) + " " + stored.exp).as(what)
        .isEqualTo(Long.toHexString(x.mant) + " " + x.exp);
    assertThat(pair.hi).as(what).isEqualTo(X87.toDouble(x.mant, x.exp));
    // hi + lo is the x87 value exactly.
    BigDecimal value = new BigDecimal(new BigInteger(Long.toUnsignedString(x.mant)))
        .multiply(new BigDecimal(Math.scalb(1.0, x.exp)));
    assertThat(new BigDecimal(pair.hi).add(new BigDecimal(pair.lo)).compareTo(value)).as(what).isZero();
  }
}
