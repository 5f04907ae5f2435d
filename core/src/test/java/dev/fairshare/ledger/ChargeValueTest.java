package dev.fairshare.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.usage.LsfHistHoursDecay;
import dev.fairshare.usage.NoDecay;
import dev.fairshare.usage.SlurmDecay;
import java.time.Instant;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class ChargeValueTest {
  static final long T0 = 1_700_000_000L;

  static ChargeValue at(long t, dev.fairshare.usage.DecayFunction decay) {
    return new ChargeValue(AsOf.of(Instant.ofEpochSecond(t), decay));
  }

  /**
   * Slurm's running-job charging done the slow way: every cycle piece {@code Δ·rate} inserted as
   * {@code Δ·df^Δ·rate} at the cycle's end, then decayed {@code df^(at − end)} (Slurm's priority_multifactor.c:
   * {@code _apply_new_usage} and the decay step of {@code _decay_thread}).
   */
  static double slurmByCycles(double amount, long start, long end, long at, long halfLife, long cycle) {
    double df = 1 - 0.693 / halfLife;
    double rate = amount / (end - start);
    double sum = 0;
    long hi = Math.min(end, at);
    for (long a = start; a < hi; ) {
      long b = Math.min(hi, Math.floorDiv(a, cycle) * cycle + cycle);
      sum += (b - a) * Math.pow(df, b - a) * rate * Math.pow(df, at - b);
      a = b;
    }
    return sum;
  }

  @Property(tries = 300)
  void slurmCyclesInClosedFormEqualTheCycleByCycleSum(@ForAll @LongRange(min = 0, max = 3_000_000) long offset,
      @ForAll @LongRange(min = 1, max = 2_000_000) long length, @ForAll @LongRange(min = 0, max = 3_000_000) long after,
      @ForAll @LongRange(min = 3600, max = 5_000_000) long halfLife) {
    long start = T0 + offset;
    long end = start + length;
    long at = end + after - 1_000_000;
    if (at <= start) {
      return;
    }
    double amount = 16.0 * length;
    double expected = slurmByCycles(amount, start, end, at, halfLife, 300);
    double actual = at(at, new SlurmDecay(halfLife)).value(amount, start, end);
    assertThat(actual).isCloseTo(expected, within(Math.abs(expected) * 1e-11 + 1e-9));
  }

  @Test
  void withoutDecayAWholeChargeIsItsAmountExactly() {
    double amount = 123_456_789.0 * 98_765;
    assertThat(at(T0 + 10, new NoDecay()).value(amount, T0 - 98_765, T0)).isEqualTo(amount);
    assertThat(at(T0 + 10, new SlurmDecay(0)).value(amount, T0 - 98_765, T0)).isEqualTo(amount);
  }

  @Test
  void withoutDecayAChargeCutByTheInstantCountsItsCoveredFraction() {
    assertThat(at(T0 + 25, new NoDecay()).value(400, T0, T0 + 100)).isEqualTo(100.0);
    assertThat(at(T0, new NoDecay()).value(400, T0, T0 + 100)).isZero();
  }

  @Test
  void aSeedCountsWholeAndDecaysFromItsInstant() {
    assertThat(at(T0 + 604800, new SlurmDecay(604800)).value(1000, T0, T0))
        .isCloseTo(500.0733971527376, within(1e-9));
    assertThat(at(T0 - 1, new SlurmDecay(604800)).value(1000, T0, T0)).isZero();
  }

  @Test
  void lsfChargesTheIntegralOfTheDecayedRate() {
    // HIST_HOURS=5: rate 1 over one hour, read at its end: (5·3600/ln 10)·(1 − 10^(−1/5))
    double expected = 5 * 3600 / Math.log(10) * (1 - Math.pow(10, -0.2));
    assertThat(at(T0 + 3600, LsfHistHoursDecay.continuous(5)).value(3600, T0, T0 + 3600))
        .isCloseTo(expected, within(1e-9));
  }
}
