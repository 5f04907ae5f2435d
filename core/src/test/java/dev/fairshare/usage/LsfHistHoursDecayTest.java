package dev.fairshare.usage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** docs/algorithms/lsf.md §2.4 and §2.5 example 4: usage counts a tenth after HIST_HOURS. */
class LsfHistHoursDecayTest {
  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @Test
  void threeHoursOfCpuCount1point194AfterTwoHoursAnd0point3AfterFive() {
    LsfHistHoursDecay d = LsfHistHoursDecay.continuous(5);
    assertThat(String.format("%.3f", d.decay(3, T0, T0.plusSeconds(2 * 3600)))).isEqualTo("1.194");
    assertThat(d.decay(3, T0, T0.plusSeconds(5 * 3600))).isCloseTo(0.3, within(1e-12));
  }

  @Test
  void quarterHourTickAppliesTheOpenMbatchdRatePerWholeTick() {
    LsfHistHoursDecay d = new LsfHistHoursDecay(5, 900);
    double perTick = Math.pow(10, -1.0 / (5 * 4));
    assertThat(d.decay(1, T0, T0.plusSeconds(899))).isEqualTo(1.0);
    assertThat(d.decay(1, T0, T0.plusSeconds(1800 + 10))).isCloseTo(perTick * perTick, within(1e-15));
  }

  @Test
  void evenAccrualIsTheIntegralOfTheDecayedRateContinuouslyAndUndecayedWhenTicked() {
    double sum = 0;
    for (int t = 0; t < 7200; t++) {
      sum += 0.5 * Math.pow(10, -((7200 - (t + 0.5)) / 3600.0) / 5);
    }
    assertThat(LsfHistHoursDecay.continuous(5).accrue(0.5, T0, T0.plusSeconds(7200))).isCloseTo(sum, within(1e-5));
    assertThat(new LsfHistHoursDecay(5, 900).accrue(0.5, T0, T0.plusSeconds(7200))).isEqualTo(3600.0);
  }

  @Test
  void histHoursZeroTurnsDecayOff() {
    assertThat(LsfHistHoursDecay.continuous(0).decay(7, T0, T0.plusSeconds(86_400))).isEqualTo(7.0);
  }
}
