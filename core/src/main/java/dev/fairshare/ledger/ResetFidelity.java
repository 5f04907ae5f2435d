package dev.fairshare.ledger;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.usage.ResetSchedule;
import java.time.Duration;
import java.time.Instant;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.List;

/**
 * What a ledger read with a reset schedule cannot reproduce of Slurm's own resets ({@code _next_reset} and the
 * decay thread of {@code priority_multifactor.c}; docs/ledger.md, "What a rebuild from accounting reproduces"):
 * the warnings a command prints for a reading.
 *
 * <ul>
 *   <li>{@code ledger.reset-now}: {@code NOW} resets once, at the first decay cycle after slurmctld reads the
 *       setting, an instant only the running scheduler knows; the ledger reads it as no reset.
 *   <li>{@code ledger.reset-dst}: {@code DAILY} and {@code WEEKLY} add 86400 seconds a day to the local midnight
 *       of the last reset, so across a daylight-saving change Slurm's reset is an hour off the local midnight
 *       (01:00 the day after a short day), and after a long day it falls at 23:00 and is done again at every
 *       cycle until 23:00 the next day. The ledger resets at local midnights; a reading within a period of
 *       such a change is flagged. {@code MONTHLY}, {@code QUARTERLY} and {@code YEARLY} are calendar
 *       midnights in Slurm too.
 * </ul>
 */
public final class ResetFidelity {
  private ResetFidelity() {}

  /**
   * The warnings of a reading; {@code where} names the setting (a slurm.conf line, or the option that gave the
   * schedule).
   */
  public static List<Problem> warnings(AsOf asOf, SourceLocation where) {
    List<Problem> out = new ArrayList<>();
    if (asOf.reset() == ResetSchedule.NOW) {
      out.add(Problem.warning(where, "ledger.reset-now", "PriorityUsageResetPeriod=NOW resets the usage once, "
          + "at the first decay cycle after slurmctld reads it, an instant the ledger cannot know: the usage is "
          + "read without that reset", "give --reset-period NONE to say so, or read the usage --at an instant "
          + "before the reset and after it separately"));
    }
    Duration span = asOf.reset() == ResetSchedule.DAILY ? Duration.ofHours(49)
        : asOf.reset() == ResetSchedule.WEEKLY ? Duration.ofDays(8) : null;
    if (span != null) {
      ZoneOffsetTransition change = changeWithin(asOf.zone().getRules(), asOf.at().minus(span), asOf.at());
      if (change != null) {
        out.add(Problem.warning(where, "ledger.reset-dst", "PriorityUsageResetPeriod=" + asOf.reset()
            + ": the clock of " + asOf.zone() + " changed at " + change.getInstant() + "; Slurm counts its "
            + asOf.reset().name().toLowerCase(java.util.Locale.ROOT) + " reset as 86400 s a day from the last "
            + "reset's local midnight, an hour off midnight after such a change (and after a long day at every "
            + "cycle from 23:00 to 23:00 the next day), while the ledger resets at local midnight: the usage "
            + "may differ by what was charged in that hour or day", "read in a zone without daylight saving "
            + "(--tz UTC) if slurmctld runs in one, or --at an instant a period after the change"));
      }
    }
    return out;
  }

  /** The zone's last clock change in {@code (from, to]}, or {@code null}. */
  private static ZoneOffsetTransition changeWithin(ZoneRules rules, Instant from, Instant to) {
    ZoneOffsetTransition t = rules.previousTransition(to.plusNanos(1));
    return t != null && t.getInstant().isAfter(from) ? t : null;
  }
}
