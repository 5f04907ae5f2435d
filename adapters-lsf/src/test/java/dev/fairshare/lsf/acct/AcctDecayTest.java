package dev.fairshare.lsf.acct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** HIST_HOURS decay of accounting usage (docs/algorithms/lsf.md §2.4, §2.5 example 4, §8.3). */
class AcctDecayTest {
  private final AcctDecay continuous = new AcctDecay(5, 0, 0, 0, false, false);

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
  void theTickFactorIsTheOpenMbatchdsSinglePrecisionTenToTheMinusOneOverFourHistHours() {
    // mbd.init.c: clsDecay = (float) pow(10.0, -1.0/(histHours * 4)); HIST_HOURS=1 gives 0.5623413324356079.
    assertThat(new AcctDecay(1, 900, 900, 0, false, false).tickFactor()).isEqualTo(0.5623413324356079f);
    assertThat(new AcctDecay(5, 900, 900, 0, false, false).tickFactor()).isEqualTo((float) Math.pow(10, -0.05));
    assertThat(new AcctDecay(5, 900, 900, 0, false, false).ticked()).isTrue();
    assertThat(new AcctDecay(0, 900, 900, 0, false, false).ticked()).isFalse();
    assertThat(new AcctDecay(5, 0, 0, 0, false, false).ticked()).isFalse();
  }

  @Test
  void mbatchdsLoopSpacesItsTicksBySleepTimePlusTwoPerSleepTimePlusOneCounted() {
    // MBD_SLEEP_TIME = 10: 82 checks of 11 counted seconds each 12 s apart; the captured open scheduler
    // ticked 984 s after its start and 982 s later.
    assertThat(AcctDecay.mbatchdPeriod(900, 10)).isEqualTo(984);
    assertThat(AcctDecay.mbatchdPeriod(900, 2)).isEqualTo(1200);
    assertThat(AcctDecay.mbatchdPeriod(900, 59)).isEqualTo(915);
  }

  @Test
  void histHoursZeroKeepsEverything() {
    assertThat(new AcctDecay(0, 0, 0, 0, false, false).spread(100, 0, 10, 1_000_000)).isEqualTo(100.0);
  }
}
