package dev.fairshare.ledger;

import dev.fairshare.usage.DecayFunction;
import dev.fairshare.usage.ResetSchedule;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Objects;
import java.util.Optional;

/**
 * How a ledger is read: usage as of an instant, under a decay model, with a reset schedule, charged in
 * cycles of a fixed length (docs/ledger.md, "Reading as of an instant").
 *
 * <p>Only what was consumed before {@code at} counts: a charge that runs past it counts up to it, one that
 * starts after it not at all. Usage consumed before the last reset at or before {@code at} is gone (Slurm's
 * {@code PriorityUsageResetPeriod}). Slurm charges running jobs once per {@code PriorityCalcPeriod}, each
 * cycle's piece inserted already decayed; {@code cycleSeconds} is that period, its cycles counted from the
 * epoch (a running Slurm counts them from its own start, which the ledger cannot know).
 *
 * @param at the instant the usage is read at
 * @param decay the decay model
 * @param reset the reset schedule ({@link ResetSchedule#NONE} for none)
 * @param zone the time zone the reset schedule is counted in
 * @param cycleSeconds the charging cycle in seconds, >= 1 (Slurm's PriorityCalcPeriod, 300 by default)
 */
public record AsOf(Instant at, DecayFunction decay, ResetSchedule reset, ZoneId zone, long cycleSeconds) {

  /** Slurm's default PriorityCalcPeriod, 5 minutes. */
  public static final long DEFAULT_CYCLE_SECONDS = 300;

  public AsOf {
    Objects.requireNonNull(at, "at");
    Objects.requireNonNull(decay, "decay");
    Objects.requireNonNull(reset, "reset");
    Objects.requireNonNull(zone, "zone");
    if (cycleSeconds < 1) {
      throw new IllegalArgumentException("the charging cycle must be at least one second: " + cycleSeconds);
    }
  }

  /** Usage as of an instant under a decay, with no reset, in UTC, in 5-minute cycles. */
  public static AsOf of(Instant at, DecayFunction decay) {
    return new AsOf(at, decay, ResetSchedule.NONE, ZoneId.of("UTC"), DEFAULT_CYCLE_SECONDS);
  }

  /** The same reading with a reset schedule in a time zone. */
  public AsOf withReset(ResetSchedule schedule, ZoneId inZone) {
    return new AsOf(at, decay, schedule, inZone, cycleSeconds);
  }

  /** The same reading with another charging cycle. */
  public AsOf withCycle(long seconds) {
    return new AsOf(at, decay, reset, zone, seconds);
  }

  /** The last reset at or before {@link #at()}, if the schedule has one. */
  public Optional<Instant> lastReset() {
    return reset.lastAtOrBefore(at, zone);
  }
}
