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

  /**
   * The closed form as first written, every power computed with Math.pow where it is used: the valuer's
   * tables of powers must give these values bit for bit.
   */
  static double slurmClosedFormUntabled(double amount, long start, long end, long at, long halfLife, long cycle) {
    double df = 1 - 0.693 / halfLife;
    double dfCycle = Math.pow(df, cycle);
    long lo = start;
    long hi = Math.min(end, at);
    double rate = amount / (double) (end - start);
    long firstEnd = Math.min(hi, Math.floorDiv(lo, cycle) * cycle + cycle);
    double sum = (firstEnd - lo) * Math.pow(df, firstEnd - lo) * Math.pow(df, at - firstEnd);
    if (firstEnd != hi) {
      long lastStart = Math.max(firstEnd, Math.floorDiv(hi, cycle) * cycle);
      long whole = (lastStart - firstEnd) / cycle;
      if (whole > 0) {
        double series = (1 - Math.pow(dfCycle, whole)) / (1 - dfCycle);
        sum += cycle * dfCycle * Math.pow(df, at - lastStart) * series;
      }
      if (hi > lastStart) {
        sum += (hi - lastStart) * Math.pow(df, hi - lastStart) * Math.pow(df, at - hi);
      }
    }
    return rate * sum;
  }

  @Property(tries = 40)
  void oneValuerGivesEveryChargeTheUntabledClosedFormBitForBit(@ForAll long seed,
      @ForAll @LongRange(min = 3600, max = 5_000_000) long halfLife, @ForAll @LongRange(min = 0, max = 4) long c) {
    long cycle = new long[] {1, 60, 300, 3600, 86_400}[(int) c];
    java.util.Random random = new java.util.Random(seed);
    long at = T0 + random.nextInt(10_000_000);
    ChargeValue valuer = new ChargeValue(AsOf.of(Instant.ofEpochSecond(at), new SlurmDecay(halfLife)).withCycle(cycle));
    for (int i = 0; i < 200; i++) {
      long start = at - 1 - random.nextInt(i % 2 == 0 ? 3_000_000 : 300_000_000);
      long end = start + 1 + random.nextInt(i % 3 == 0 ? 2_000 : 4_000_000);
      double amount = random.nextDouble() * 1e7;
      double expected = slurmClosedFormUntabled(amount, start, end, at, halfLife, cycle);
      assertThat(Double.doubleToRawLongBits(valuer.value(amount, start, end)))
          .as("charge [%d, %d] read at %d", start, end, at).isEqualTo(Double.doubleToRawLongBits(expected));
    }
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
