package dev.fairshare.lsf.acct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** HIST_HOURS decay of accounting usage (docs/algorithms/lsf.md §2.4, §2.5 example 4, §8.3). */
class AcctDecayTest {
  private final AcctDecay continuous = new AcctDecay(5, 0, false, false, true);

  @Test
  void threeHoursChargedAtOnceCount1point194AfterTwoHours() {
    assertThat(3 * continuous.factor(2 * 3600)).isCloseTo(3 * Math.pow(10, -0.4), within(1e-12));
    assertThat(String.format("%.3f", continuous.spread(3, 100, 100, 100 + 2 * 3600))).isEqualTo("1.194");
  }

  @Test
  void evenAccrualIsTheIntegralOfTheDecayedRate() {
    // 7200 CPU seconds over [0, 18000], seen at 36000: sum the decayed rate second by second (midpoints).
    double sum = 0;
    for (int t = 0; t < 18000; t++) {
      sum += 0.4 * Math.pow(10, -(36000 - (t + 0.5)) / 18000.0);
    }
    assertThat(continuous.spread(7200, 0, 18000, 36000)).isCloseTo(sum, within(1e-6));
  }

  @Test
  void tickedDecayChargesAtTheEndAndCountsWholeTicks() {
    AcctDecay ticked = new AcctDecay(5, 900, false, false, true);
    double perTick = Math.pow(10, -1 / 20.0);
    assertThat(ticked.spread(100, 0, 1000, 1000 + 1799)).isCloseTo(100 * perTick, within(1e-12));
  }

  @Test
  void histHoursZeroKeepsEverything() {
    assertThat(new AcctDecay(0, 0, false, false, true).spread(100, 0, 10, 1_000_000)).isEqualTo(100.0);
  }
}
