package dev.fairshare.usage;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** PBS's step decay against docs/algorithms/pbs.md §5 and its oracle values. */
class PbsStepDecayTest {
  private static final Instant T0 = Instant.ofEpochSecond(1_700_000_000L);

  @Test
  void factorIsHeldAsFloat32() {
    PbsStepDecay decay = new PbsStepDecay(86400, 0.7f);
    assertThat(decay.step(1000)).isEqualTo(699.99998807907104);
  }

  @Test
  void exactMultipleOfTheDecayTimeLosesOneDecay() {
    PbsStepDecay decay = PbsStepDecay.defaults();
    assertThat(decay.steps(T0, T0.plusSeconds(86400))).isZero();
    assertThat(decay.steps(T0, T0.plusSeconds(86401))).isEqualTo(1);
    assertThat(decay.steps(T0, T0.plusSeconds(3 * 86400))).isEqualTo(2);
    assertThat(decay.lastDecayAfter(T0, T0.plusSeconds(3 * 86400))).isEqualTo(T0.plusSeconds(3 * 86400));
  }

  @Test
  void lastDecayIsSnappedToTheLastWholePeriod() {
    PbsStepDecay decay = PbsStepDecay.defaults();
    Instant now = T0.plusSeconds(2 * 86400 + 500);
    assertThat(decay.lastDecayAfter(T0, now)).isEqualTo(T0.plusSeconds(2 * 86400));
    assertThat(decay.lastDecayAfter(T0, T0.plusSeconds(100))).isEqualTo(T0);
  }

  @Test
  void decayClampsToOneNotZero() {
    PbsStepDecay decay = PbsStepDecay.defaults();
    assertThat(decay.step(1.5)).isEqualTo(1.0);
    assertThat(decay.decay(0, T0, T0.plusSeconds(86401))).isEqualTo(1.0);
    assertThat(decay.decay(1201, T0, T0.plusSeconds(86401))).isEqualTo(600.5);
  }
}
