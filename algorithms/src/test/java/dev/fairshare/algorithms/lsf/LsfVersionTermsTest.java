package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Each release's formula has the terms docs/algorithms/lsf.md §2.1 lists for it, with §2.3's factors. */
class LsfVersionTermsTest {
  private static final double H = 3600;

  private static double load(LsfVersion v, LsfFactors f, double run, double hist, double committed,
      double adjust, double fwd, double gpu, double histGpu) {
    return new LsfLoad(v, f, false).load(0, run, hist, committed, 0, adjust, fwd, gpu, histGpu);
  }

  @Test
  void release62CountsNeitherHistoricalNorCommittedRunTime() {
    LsfFactors f = new LsfFactors(0.7, 0.7, 3, 0.1, 0, Double.NaN, 0);
    // 4 h * 0.7 + (1 + 0) * 3 = 5.8
    assertThat(load(LsfVersion.V6_2, f, 4 * H, 5 * H, 10 * H, 0, 0, 0, 0)).isCloseTo(5.8, within(1e-12));
  }

  @Test
  void release91AddsHistoricalRunTimeAndRemainingCommittedTime() {
    LsfFactors f = new LsfFactors(0.7, 0.7, 3, 0.1, 0, Double.NaN, 0);
    // (5 + 4) * 0.7 + (10 - 4) * 0.1 + 3 = 9.9
    assertThat(load(LsfVersion.V9_1, f, 4 * H, 5 * H, 10 * H, 0, 0, 0, 0)).isCloseTo(9.9, within(1e-12));
  }

  @Test
  void committedTimeAlreadyRunDoesNotCountNegative() {
    LsfFactors f = new LsfFactors(0, 0.7, 3, 0.1, 0, Double.NaN, 0);
    assertThat(load(LsfVersion.V9_1, f, 4 * H, 0, 1 * H, 0, 0, 0, 0)).isCloseTo(2.8 + 3, within(1e-12));
  }

  @Test
  void adjustmentTermArrivesIn70() {
    LsfFactors f = new LsfFactors(0.7, 0.7, 3, 0, 2, Double.NaN, 0);
    assertThat(load(LsfVersion.V6_2, f, 0, 0, 0, 1.5, 0, 0, 0)).isCloseTo(3, within(1e-12));
    assertThat(load(LsfVersion.V7_0, f, 0, 0, 0, 1.5, 0, 0, 0)).isCloseTo(6, within(1e-12));
  }

  @Test
  void release101AddsForwardedSlotsOnlyWhenTheFactorIsDefinedAndGpuTime() {
    LsfFactors noFwd = new LsfFactors(0.7, 0.7, 3, 0, 0, Double.NaN, 0.5);
    LsfFactors fwd = new LsfFactors(0.7, 0.7, 3, 0, 0, 1, 0.5);
    // (2 + 2) h * 0.5 = 2; (1 + 2) * 1 = 3
    assertThat(load(LsfVersion.V10_1, noFwd, 0, 0, 0, 0, 2, 2 * H, 2 * H)).isCloseTo(5, within(1e-12));
    assertThat(load(LsfVersion.V10_1, fwd, 0, 0, 0, 0, 2, 2 * H, 2 * H)).isCloseTo(8, within(1e-12));
    assertThat(load(LsfVersion.V9_1, fwd, 0, 0, 0, 0, 2, 2 * H, 2 * H)).isCloseTo(3, within(1e-12));
  }

  @Test
  void queueValuesOverrideParamsValuesByName() {
    LsfFactors f = LsfFactors.defaults().overriddenBy(java.util.Map.of("RUN_JOB_FACTOR", "1.5",
        "FWD_JOB_FACTOR", "2"));
    assertThat(f.runJob()).isEqualTo(1.5);
    assertThat(f.fwdJob()).isEqualTo(2);
    assertThat(f.cpuTime()).isEqualTo(0.7);
  }

  @Test
  void unknownVersionNamesTheValidOnes() {
    assertThatThrownBy(() -> LsfVersion.of("8"))
        .hasMessage("LSF version '8' is not one of 6.2, 7.0, 9.1, 10.1");
  }
}
