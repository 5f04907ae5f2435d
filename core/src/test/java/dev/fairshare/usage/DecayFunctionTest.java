package dev.fairshare.usage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Each decay reproduces its scheduler's figures from the specs. */
class DecayFunctionTest {
  private static final Instant T0 = Instant.ofEpochSecond(1_700_000_000L);

  @Test
  void slurmHalfLifeIsInexactBecauseOfTheLiteral0693() {
    SlurmDecay week = new SlurmDecay(604800);
    // docs/algorithms/slurm.md §3.1
    assertThat(week.perSecondFactor()).isEqualTo(0.9999988541666667);
    assertThat(week.factor(300)).isCloseTo(0.9996563088783914, within(1e-16));
    assertThat(week.factor(604800)).isCloseTo(0.5000733971527376, within(1e-15));
    assertThat(week.factor(2 * 604800)).isCloseTo(0.2500734025398796, within(1e-15));
    assertThat(new SlurmDecay(86400).factor(86400)).isCloseTo(0.5000722058782807, within(1e-15));
    assertThat(week.decay(1000, T0, T0.plusSeconds(604800))).isCloseTo(500.0733971527376, within(1e-10));
  }

  @Test
  void slurmInsertsNewUsagePreDecayed() {
    SlurmDecay week = new SlurmDecay(604800);
    // docs/algorithms/slurm.md §3.3: run_delta * df^run_delta * billable
    double expected = 300 * Math.pow(0.9999988541666667, 300) * 4;
    assertThat(week.accrue(4, T0, T0.plusSeconds(300))).isEqualTo(expected);
    assertThat(expected).isCloseTo(1199.5875706540697, within(1e-9));
  }

  @Test
  void slurmZeroHalfLifeMeansNoDecay() {
    assertThat(new SlurmDecay(0).decay(42, T0, T0.plusSeconds(1_000_000))).isEqualTo(42);
  }

  @Test
  void pbsDecaysOncePerWholePeriodStrictlyAfterIt() {
    PbsStepDecay pbs = new PbsStepDecay(86400, 0.5f);
    // docs/algorithms/pbs.md §5: at an exact multiple k*D there are k-1 decays
    assertThat(pbs.steps(T0, T0.plusSeconds(86400))).isZero();
    assertThat(pbs.steps(T0, T0.plusSeconds(86401))).isEqualTo(1);
    assertThat(pbs.steps(T0, T0.plusSeconds(2 * 86400))).isEqualTo(1);
    assertThat(pbs.steps(T0, T0.plusSeconds(2 * 86400 + 1))).isEqualTo(2);
    assertThat(pbs.decay(1000, T0, T0.plusSeconds(86401))).isEqualTo(500);
  }

  @Test
  void pbsFactorIsAFloat32AndUsageNeverFallsBelowOne() {
    PbsStepDecay pbs = new PbsStepDecay(3600, 0.7f);
    // docs/algorithms/pbs.md §5 oracle: 1000 -> 699.99998807907104
    assertThat(pbs.step(1000)).isEqualTo(699.99998807907104);
    assertThat(pbs.step(1.2)).isEqualTo(1);
    assertThat(pbs.decay(3, T0, T0.plusSeconds(3600 * 10 + 1))).isEqualTo(1);
  }

  @Test
  void lsfUsageCountsATenthAfterHistHours() {
    LsfHistHoursDecay lsf = LsfHistHoursDecay.continuous(5);
    // docs/algorithms/lsf.md §2.5 example 4: 3 h -> 1.194 h after 2 h, 0.3 h after 5 h
    assertThat(lsf.decay(3, T0, T0.plusSeconds(2 * 3600))).isCloseTo(1.194, within(0.0005));
    assertThat(lsf.decay(3, T0, T0.plusSeconds(5 * 3600))).isCloseTo(0.3, within(1e-12));
    assertThat(LsfHistHoursDecay.continuous(0).decay(3, T0, T0.plusSeconds(99999))).isEqualTo(3);
  }

  @Test
  void lsfTickedDecayAppliesWholeTicksOnly() {
    LsfHistHoursDecay ticked = new LsfHistHoursDecay(5, 900);
    double r = Math.pow(10, -1.0 / 20);
    // docs/algorithms/lsf.md §2.4: r = 10^(-1/(4*HIST_HOURS)) per 900 s tick
    assertThat(ticked.decay(1, T0, T0.plusSeconds(899))).isEqualTo(1);
    assertThat(ticked.decay(1, T0, T0.plusSeconds(1800))).isCloseTo(r * r, within(1e-15));
  }

  @Test
  void exponentialHalvesExactlyAfterOneHalfLife() {
    assertThat(new ExponentialDecay(3600).decay(10, T0, T0.plusSeconds(3600))).isEqualTo(5);
  }
}
