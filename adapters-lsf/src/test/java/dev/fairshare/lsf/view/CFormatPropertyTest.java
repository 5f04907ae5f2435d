package dev.fairshare.lsf.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * {@code CFormat.fixed} prints what glibc's {@code %.Nf} prints: the exact binary value rounded half to even,
 * the sign kept on a negative value that rounds to zero. The expected text is the value's exact decimal
 * expansion rounded by {@code BigDecimal} (what {@code fixed} computed for every value before it took a
 * faster way for most).
 */
class CFormatPropertyTest {

  private static String exact(double value, int precision) {
    String text = new BigDecimal(value).setScale(precision, RoundingMode.HALF_EVEN).toPlainString();
    if ((value < 0 || (value == 0 && 1 / value < 0)) && !text.startsWith("-")) {
      text = "-" + text;
    }
    return text;
  }

  @Provide
  Arbitrary<Double> values() {
    return Arbitraries.oneOf(
        Arbitraries.doubles().between(-1e6, 1e6),
        Arbitraries.doubles().between(-10, 10).ofScale(4),
        Arbitraries.floats().between(0, 1e7f).map(f -> (double) f),
        Arbitraries.integers().between(0, 2_000_000).map(k -> k / 2000.0),
        Arbitraries.doubles().between(-1e18, 1e18),
        Arbitraries.of(0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.0625, 1e15, 4503599627370495.5, 99.9995,
            0.0005, 100.0, (double) (1 / 0.01f)));
  }

  @Property(tries = 3000)
  void fixedRoundsTheExactValueHalfToEven(@ForAll("values") double value,
      @ForAll @IntRange(min = 0, max = 3) int precision) {
    assertThat(CFormat.fixed(value, 0, precision)).isEqualTo(exact(value, precision));
  }

  @Example
  void tiesGoToTheEvenNeighbourAndNegativeZeroKeepsItsSign() {
    assertThat(CFormat.fixed(2.5, 0, 0)).isEqualTo("2");
    assertThat(CFormat.fixed(3.5, 0, 0)).isEqualTo("4");
    assertThat(CFormat.fixed(0.125, 0, 2)).isEqualTo("0.12");
    assertThat(CFormat.fixed(-0.0001, 0, 3)).isEqualTo("-0.000");
    assertThat(CFormat.fixed(100, 11, 3)).isEqualTo("    100.000");
    assertThat(CFormat.fixed(1e300, 0, 1)).startsWith("1000000000000000052504760255204420248704468581108159154");
  }
}
