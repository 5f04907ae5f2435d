package dev.fairshare.ledger;

import dev.fairshare.usage.DecayFunction;
import dev.fairshare.usage.NoDecay;
import dev.fairshare.usage.SlurmDecay;
import java.time.Instant;

/**
 * The value of one charge as of an instant (docs/ledger.md, "Reading as of an instant"): the part of
 * {@code [start, end]} that lies in {@code [since, at]}, accrued and decayed as the decay model says.
 *
 * <p>Without decay the value is exact: the whole amount when the charge lies inside, else the amount times
 * the covered fraction. Under {@link SlurmDecay} the covered part is cut into charging cycles (multiples of
 * {@link AsOf#cycleSeconds()} from the epoch); each cycle's piece {@code Δ·rate} enters already decayed by
 * {@code df^Δ} at the cycle's end and decays from there to {@code at}, as Slurm's {@code _apply_new_usage}
 * charges running jobs; the sum over whole cycles is a geometric series, so a charge costs a few
 * {@code pow} whatever its length. Other decays charge the covered part as one piece with their own
 * {@link DecayFunction#accrue} and decay it from its end.
 *
 * <p>The powers of whole piece lengths, cycle counts and distances from a cycle boundary to {@code at} are
 * computed once per reading ({@link PowerTable}, Math.pow's values bit for bit), so a valuer is not
 * thread-safe: one per reading and thread.
 *
 * <p>A charge with {@code start == end} (a seed: usage already decayed to that instant) counts whole if the
 * instant lies in {@code [since, at]}, decayed from it.
 */
public final class ChargeValue {
  /** The most powers each of a reading's tables keeps (8 MB of doubles at most). */
  private static final int TABLE_LIMIT = 1 << 20;

  private final long at;
  private final long since;
  private final DecayFunction decay;
  private final boolean none;
  private final long cycle;
  private final double df;
  private final double dfCycle;
  private final double cyclePiece;
  private final PowerTable pieceLengths;
  private final PowerTable sinceBoundaries;
  private final PowerTable cycleCounts;

  /** A valuer for one reading. */
  public ChargeValue(AsOf asOf) {
    this.at = asOf.at().getEpochSecond();
    this.since = asOf.lastReset().map(Instant::getEpochSecond).orElse(Long.MIN_VALUE);
    this.decay = asOf.decay();
    this.cycle = asOf.cycleSeconds();
    double factor = decay instanceof SlurmDecay s ? s.perSecondFactor() : 1;
    this.none = decay instanceof NoDecay || (decay instanceof SlurmDecay && factor == 1);
    this.df = factor;
    this.dfCycle = Math.pow(factor, cycle);
    this.cyclePiece = cycle * dfCycle;
    this.pieceLengths = new PowerTable(df, 0, 1, (int) Math.min(cycle + 1, TABLE_LIMIT));
    this.sinceBoundaries = new PowerTable(df, Math.floorMod(at, cycle), cycle, TABLE_LIMIT);
    this.cycleCounts = new PowerTable(dfCycle, 0, 1, TABLE_LIMIT);
  }

  /** The value as of the reading of {@code amount} consumed evenly over {@code [start, end]}. */
  public double value(double amount, long start, long end) {
    if (amount == 0) {
      return 0;
    }
    if (start == end) {
      return start > at || start < since ? 0 : none ? amount : decay.decay(amount, instant(start), instant(at));
    }
    long lo = Math.max(start, since);
    long hi = Math.min(end, at);
    if (hi <= lo) {
      return 0;
    }
    boolean whole = lo == start && hi == end;
    if (none) {
      return whole ? amount : amount * ((double) (hi - lo) / (double) (end - start));
    }
    double rate = amount / (double) (end - start);
    if (decay instanceof SlurmDecay) {
      return rate * slurmCycles(lo, hi);
    }
    return decay.decay(decay.accrue(rate, instant(lo), instant(hi)), instant(hi), instant(at));
  }

  /** Σ over the cycle pieces {@code [a, b]} of {@code [lo, hi]} of {@code (b − a)·df^(b − a)·df^(at − b)}. */
  private double slurmCycles(long lo, long hi) {
    long firstEnd = Math.min(hi, Math.floorDiv(lo, cycle) * cycle + cycle);
    double sum = piece(firstEnd - lo, firstEnd);
    if (firstEnd == hi) {
      return sum;
    }
    long lastStart = Math.max(firstEnd, Math.floorDiv(hi, cycle) * cycle);
    long whole = (lastStart - firstEnd) / cycle;
    if (whole > 0) {
      double series = dfCycle == 1 ? whole : (1 - cycleCounts.pow(whole)) / (1 - dfCycle);
      sum += cyclePiece * sinceBoundaries.pow(at - lastStart) * series;
    }
    if (hi > lastStart) {
      sum += piece(hi - lastStart, hi);
    }
    return sum;
  }

  private double piece(long seconds, long end) {
    return seconds * pieceLengths.pow(seconds) * sinceBoundaries.pow(at - end);
  }

  private static Instant instant(long seconds) {
    return Instant.ofEpochSecond(seconds);
  }
}
