package dev.fairshare.cli.conversion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.conversion.DecayChange;
import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.LsfHistHoursDecay;
import dev.fairshare.usage.PbsStepDecay;
import dev.fairshare.usage.SlurmDecay;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * Decay conversion between the registered families, checked against core's decay functions (the
 * schedulers' exact semantics). Each family's decay is made by its decay model from a configuration.
 */
class DecayConversionTest {
  private static final Instant T0 = Instant.ofEpochSecond(1_700_000_000L);
  private static final DecaySetting SLURM_WEEK = Conversions.decay("decay = slurm, half-life = 604800s");
  private static final DecaySetting LSF_FIVE = Conversions.decay("decay = lsf-hist-hours, lsf.hist-hours = 5");

  private static DecayChange convert(DecaySetting source, String target) {
    return Conversions.of(target).decayFrom(source);
  }

  @Test
  void slurmSevenDaysBecomesAPbsDecayTimeAfterWhichSlurmUsageIsHalf() {
    DecayChange r = convert(SLURM_WEEK, "pbs");
    PbsStepDecay pbs = (PbsStepDecay) r.target().function();
    assertThat(pbs.factor()).isEqualTo(0.5f);
    // Slurm's own decay over the PBS decay time halves usage
    // (docs/algorithms/slurm.md §3.1: 0.50007 after exactly 7 days)
    double slurm = new SlurmDecay(604800).decay(1, T0, T0.plusSeconds(pbs.decayTimeSeconds()));
    assertThat(slurm).isCloseTo(0.5, within(1e-6));
    // and PBS halves once that time has fully passed (strict >, docs/algorithms/pbs.md §5)
    assertThat(pbs.decay(1000, T0, T0.plusSeconds(pbs.decayTimeSeconds() + 1))).isEqualTo(500);
    assertThat(pbs.decayTimeSeconds()).isGreaterThan(604800);
    assertThat(r.approximated()).isFalse();
  }

  @Test
  void lsfDefaultHistHoursBecomesNinetyMinutesOfSlurmHalfLife() {
    // HIST_HOURS=5: a tenth after 5 h, so half after 5 h * log10(2) = 1.505 h (docs/algorithms/lsf.md §2.4)
    DecayChange r = convert(LSF_FIVE, "slurm");
    assertThat(r.target().text()).isEqualTo("PriorityDecayHalfLife=01:30:00");
    double lsfHalfLife = 5 * 3600 * Math.log10(2);
    double slurm = new SlurmDecay(5400).decay(1, T0, T0.plusSeconds(Math.round(lsfHalfLife)));
    assertThat(slurm).isCloseTo(0.5, within(0.5 * 0.004));
    assertThat(r.change().note()).contains("rounded to whole minutes");
  }

  @Test
  void slurmSevenDaysBecomesWholeHistHours() {
    DecayChange r = convert(SLURM_WEEK, "lsf");
    LsfHistHoursDecay lsf = (LsfHistHoursDecay) r.target().function();
    assertThat(lsf.histHours()).isEqualTo(558);
    double slurmHalf = SLURM_WEEK.usageHalfLifeSeconds();
    double lsfValue = LsfHistHoursDecay.continuous(558).decay(1, T0, T0.plusSeconds(Math.round(slurmHalf)));
    assertThat(lsfValue).isCloseTo(0.5, within(0.5 * 0.001));
  }

  @Test
  void pbsDefaultsBecomeASlurmHalfLifeOfOneDayInWholeMinutes() {
    DecayChange r = convert(Conversions.decay("decay = pbs-step, pbs.decay-time = 86400s, pbs.decay-factor = 0.5"),
        "slurm");
    SlurmDecay s = (SlurmDecay) r.target().function();
    assertThat(s.halfLifeSeconds() % 60).isZero();
    assertThat(s.decay(1, T0, T0.plusSeconds(86400))).isCloseTo(0.5, within(0.5 * 0.0005));
  }

  @Test
  void noDecayIsKeptWhereTheTargetHasItAndApproximatedOnPbs() {
    assertThat(convert(Conversions.decay("decay = slurm, half-life = 0s"), "lsf").target().text())
        .isEqualTo("HIST_HOURS=0");
    DecaySetting lsfNone = Conversions.decay("decay = lsf-hist-hours, lsf.hist-hours = 0");
    assertThat(convert(lsfNone, "slurm").target().text()).isEqualTo("PriorityDecayHalfLife=00:00:00");
    DecayChange pbs = convert(lsfNone, "pbs");
    assertThat(pbs.approximated()).isTrue();
    assertThat(((PbsStepDecay) pbs.target().function()).decayTimeSeconds()).isEqualTo(3650L * 86400);
  }

  @Test
  void aPbsFactorOtherThanOneHalfKeepsItsAverageHalfLife() {
    // factor 0.7 per 24 h: usage halves after 24 h * ln 2 / -ln 0.7 (float32 0.7 = 0.699999988)
    DecayChange r = convert(Conversions.decay("decay = pbs-step, pbs.decay-time = 86400s, pbs.decay-factor = 0.7"),
        "lsf");
    double half = 86400 * Math.log(2) / -Math.log(0.699999988079071);
    assertThat(((LsfHistHoursDecay) r.target().function()).histHours())
        .isEqualTo(Math.round(half / 3600 / Math.log10(2)));
  }
}
