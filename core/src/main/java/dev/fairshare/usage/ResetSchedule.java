package dev.fairshare.usage;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Locale;
import java.util.Optional;

/**
 * Slurm's {@code PriorityUsageResetPeriod}: when all usage is zeroed, computed in local time with the time
 * of day zeroed (docs/algorithms/slurm.md §3.2; {@code priority_multifactor.c}: {@code _next_reset}).
 *
 * <p>{@code NONE} never resets. {@code NOW} resets once at the next cycle. The others give the next reset
 * strictly after the last one: {@code DAILY} the next midnight, {@code WEEKLY} the next Sunday 00:00 (a reset
 * on a Sunday goes to the following Sunday), {@code MONTHLY} the 1st of the next month, {@code QUARTERLY}
 * the 1st of the next of January, April, July or October, {@code YEARLY} January 1st of the next year.
 * Daily and weekly schedules are advanced by whole periods while a whole period more is still before now.
 */
public enum ResetSchedule {
  NONE,
  NOW,
  DAILY,
  WEEKLY,
  MONTHLY,
  QUARTERLY,
  YEARLY;

  /**
   * Parses a slurm.conf value, case-insensitively and exactly; empty if the value is not one of the seven.
   */
  public static Optional<ResetSchedule> parse(String value) {
    String upper = value.trim().toUpperCase(Locale.ROOT);
    for (ResetSchedule s : values()) {
      if (s.name().equals(upper)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /**
   * The next reset after {@code lastReset}, seen at {@code now}, in a time zone; empty for {@code NONE}.
   * For {@code NOW} it is {@code now}.
   */
  public Optional<Instant> next(Instant lastReset, Instant now, ZoneId zone) {
    ZonedDateTime last = lastReset.atZone(zone);
    LocalDate day = last.toLocalDate();
    switch (this) {
      case NONE:
        return Optional.empty();
      case NOW:
        return Optional.of(now);
      case DAILY: {
        ZonedDateTime t = day.plusDays(1).atStartOfDay(zone);
        while (t.plusDays(1).toInstant().isBefore(now)) {
          t = t.toLocalDate().plusDays(1).atStartOfDay(zone);
        }
        return Optional.of(t.toInstant());
      }
      case WEEKLY: {
        int toSunday = DayOfWeek.SUNDAY.getValue() - day.getDayOfWeek().getValue();
        LocalDate sunday = day.plusDays(toSunday <= 0 ? toSunday + 7 : toSunday);
        ZonedDateTime t = sunday.atStartOfDay(zone);
        while (t.plusWeeks(1).toInstant().isBefore(now)) {
          t = t.toLocalDate().plusWeeks(1).atStartOfDay(zone);
        }
        return Optional.of(t.toInstant());
      }
      case MONTHLY:
        return Optional.of(day.withDayOfMonth(1).plusMonths(1).atStartOfDay(zone).toInstant());
      case QUARTERLY: {
        int quarterStart = ((day.getMonthValue() - 1) / 3) * 3 + 1;
        LocalDate next = LocalDate.of(day.getYear(), quarterStart, 1).plusMonths(3);
        return Optional.of(next.atStartOfDay(zone).toInstant());
      }
      case YEARLY:
        return Optional.of(LocalDate.of(day.getYear() + 1, 1, 1).atStartOfDay(zone).toInstant());
      default:
        throw new AssertionError(this);
    }
  }

  /**
   * The last reset at or before {@code t} in a time zone: the start (local midnight) of the day, the week
   * (Sunday), the month, the quarter or the year that holds {@code t}; empty for {@code NONE} and for
   * {@code NOW}, a one-time reset whose instant only the running scheduler knows. This is the instant before
   * which a ledger read as of {@code t} drops all usage.
   */
  public Optional<Instant> lastAtOrBefore(Instant t, ZoneId zone) {
    LocalDate day = t.atZone(zone).toLocalDate();
    LocalDate start;
    switch (this) {
      case NONE:
      case NOW:
        return Optional.empty();
      case DAILY:
        start = day;
        break;
      case WEEKLY:
        start = day.minusDays(day.getDayOfWeek().getValue() % 7);
        break;
      case MONTHLY:
        start = day.withDayOfMonth(1);
        break;
      case QUARTERLY:
        start = LocalDate.of(day.getYear(), ((day.getMonthValue() - 1) / 3) * 3 + 1, 1);
        break;
      case YEARLY:
        start = LocalDate.of(day.getYear(), 1, 1);
        break;
      default:
        throw new AssertionError(this);
    }
    return Optional.of(start.atStartOfDay(zone).toInstant());
  }

  /** Whether usage recorded with the last reset at {@code lastReset} must be reset at {@code now}. */
  public boolean isDue(Instant lastReset, Instant now, ZoneId zone) {
    return next(lastReset, now, zone).map(t -> !now.isBefore(t)).orElse(false);
  }
}
