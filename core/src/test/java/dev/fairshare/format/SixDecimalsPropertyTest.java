package dev.fairshare.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link NumberText#sixDecimals} writes what Java's own {@code String.format("%.6f")} writes, digit for
 * digit: random doubles of every magnitude, values a half-millionth away from a rounding step, and the
 * edges (zero, negative zero, tiny negatives, 10^12 and beyond, NaN and infinities).
 */
class SixDecimalsPropertyTest {

  @Property(tries = 1000)
  void randomDoublesOfEveryMagnitude(@ForAll("magnitudes") double value) {
    assertThat(NumberText.sixDecimals(value)).isEqualTo(String.format(Locale.ROOT, "%.6f", value));
  }

  @Property(tries = 1000)
  void halfwayCases(@ForAll("halfway") double value) {
    assertThat(NumberText.sixDecimals(value)).isEqualTo(String.format(Locale.ROOT, "%.6f", value));
  }

  @Test
  void edges() {
    double[] edges = {0.0, -0.0, 5e-7, 4.9e-7, -5e-7, -1e-9, 1e-300, 0.9999995, 0.9999996, 999_999.9999995,
        1e12, -1e12, 999_999_999_999.9999, 1e15, Double.MAX_VALUE, Double.MIN_VALUE, Double.NaN,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.5, 1.0E7, 0.0012345675, 123456.7};
    for (double value : edges) {
      assertThat(NumberText.sixDecimals(value)).as("%s", value)
          .isEqualTo(String.format(Locale.ROOT, "%.6f", value));
    }
  }

  @Provide
  Arbitrary<Double> magnitudes() {
    return Arbitraries.integers().between(-12, 13).flatMap(exp -> Arbitraries.doubles()
        .between(-1, 1).map(d -> d * Math.pow(10, exp)));
  }

  @Provide
  Arbitrary<Double> halfway() {
    return Arbitraries.longs().between(-2_000_000_000L, 2_000_000_000L).flatMap(k -> Arbitraries.integers()
        .between(-3, 3).map(ulps -> {
          double v = (k + 0.5) / 1e6;
          for (int i = 0; i < Math.abs(ulps); i++) {
            v = ulps > 0 ? Math.nextUp(v) : Math.nextDown(v);
          }
          return v;
        }));
  }
}
