package dev.fairshare.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.usage.LsfHistHoursDecay;
import dev.fairshare.usage.PbsStepDecay;
import dev.fairshare.usage.SlurmDecay;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Decay conversion, checked against core's decay functions (the schedulers' exact semantics). */
class DecayConversionTest {
  private static final Instant T0 = Instant.ofEpochSecond(1_700_000_000L);

  @Test
  void slurmSevenDaysBecomesAPbsDecayTimeAfterWhichSlurmUsageIsHalf() {
    DecayConversion.Result r = DecayConversion.convert(new DecaySpec.SlurmHalfLife(604800), Scheduler.PBS);
    DecaySpec.PbsStep pbs = (DecaySpec.PbsStep) r.target();
    assertThat(pbs.factor()).isEqualTo(0.5f);
    // Slurm's own decay over the PBS decay time halves usage
    // (docs/algorithms/slurm.md §3.1: 0.50007 after exactly 7 days)
    double slurm = new SlurmDecay(604800).decay(1, T0, T0.plusSeconds(pbs.decayTimeSeconds()));
    assertThat(slurm).isCloseTo(0.5, within(1e-6));
    // and PBS halves once that time has fully passed (strict >, docs/algorithms/pbs.md §5)
    PbsStepDecay step = new PbsStepDecay(pbs.decayTimeSeconds(), pbs.factor());
    assertThat(step.decay(1000, T0, T0.plusSeconds(pbs.decayTimeSeconds() + 1))).isEqualTo(500);
    assertThat(pbs.decayTimeSeconds()).isGreaterThan(604800);
    assertThat(r.approximated()).isFalse();
  }

  @Test
  void lsfDefaultHistHoursBecomesNinetyMinutesOfSlurmHalfLife() {
    // HIST_HOURS=5: a tenth after 5 h, so half after 5 h * log10(2) = 1.505 h (docs/algorithms/lsf.md §2.4)
    DecayConversion.Result r = DecayConversion.convert(new DecaySpec.LsfHistHours(5), Scheduler.SLURM);
    assertThat(r.target().text()).isEqualTo("PriorityDecayHalfLife=01:30:00");
    double lsfHalfLife = 5 * 3600 * Math.log10(2);
    double slurm = new SlurmDecay(5400).decay(1, T0, T0.plusSeconds(Math.round(lsfHalfLife)));
    assertThat(slurm).isCloseTo(0.5, within(0.5 * 0.004));
    assertThat(r.change().note()).contains("rounded to whole minutes");
  }

  @Test
  void slurmSevenDaysBecomesWholeHistHours() {
    DecayConversion.Result r = DecayConversion.convert(new DecaySpec.SlurmHalfLife(604800), Scheduler.LSF);
    DecaySpec.LsfHistHours lsf = (DecaySpec.LsfHistHours) r.target();
    assertThat(lsf.hours()).isEqualTo(558);
    double slurmHalf = new DecaySpec.SlurmHalfLife(604800).usageHalfLifeSeconds();
    double lsfValue = LsfHistHoursDecay.continuous(558).decay(1, T0, T0.plusSeconds(Math.round(slurmHalf)));
    assertThat(lsfValue).isCloseTo(0.5, within(0.5 * 0.001));
  }

  @Test
  void pbsDefaultsBecomeASlurmHalfLifeOfOneDayInWholeMinutes() {
    DecayConversion.Result r = DecayConversion.convert(new DecaySpec.PbsStep(86400, 0.5f), Scheduler.SLURM);
    DecaySpec.SlurmHalfLife s = (DecaySpec.SlurmHalfLife) r.target();
    assertThat(s.seconds() % 60).isZero();
    assertThat(new SlurmDecay(s.seconds()).decay(1, T0, T0.plusSeconds(86400))).isCloseTo(0.5, within(0.5 * 0.0005));
  }

  @Test
  void noDecayIsKeptWhereTheTargetHasItAndApproximatedOnPbs() {
    assertThat(DecayConversion.convert(new DecaySpec.SlurmHalfLife(0), Scheduler.LSF).target().text())
        .isEqualTo("HIST_HOURS=0");
    assertThat(DecayConversion.convert(new DecaySpec.LsfHistHours(0), Scheduler.SLURM).target().text())
        .isEqualTo("PriorityDecayHalfLife=00:00:00");
    DecayConversion.Result pbs = DecayConversion.convert(new DecaySpec.LsfHistHours(0), Scheduler.PBS);
    assertThat(pbs.approximated()).isTrue();
    assertThat(((DecaySpec.PbsStep) pbs.target()).decayTimeSeconds()).isEqualTo(3650L * 86400);
  }

  @Test
  void aPbsFactorOtherThanOneHalfKeepsItsAverageHalfLife() {
    // factor 0.7 per 24 h: usage halves after 24 h * ln 2 / -ln 0.7 (float32 0.7 = 0.699999988)
    DecayConversion.Result r = DecayConversion.convert(new DecaySpec.PbsStep(86400, 0.7f), Scheduler.LSF);
    double half = 86400 * Math.log(2) / -Math.log(0.699999988079071);
    assertThat(((DecaySpec.LsfHistHours) r.target()).hours()).isEqualTo(Math.round(half / 3600 / Math.log10(2)));
  }
}
