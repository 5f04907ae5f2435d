package dev.fairshare.slurm.sacct;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;

/**
 * The local times {@code sacct} prints ({@code YYYY-MM-DDTHH:MM:SS}, Slurm's default {@code %FT%T}) as epoch
 * seconds in a time zone, without a formatter per value: the digits are read in place and the zone's offset
 * is looked up only when the zone has rules that change.
 */
final class LocalTimes {
  /** Returned for text that is not a time. */
  static final long INVALID = Long.MIN_VALUE;

  private final ZoneRules rules;
  private final int fixedOffset;
  private final boolean fixed;

  LocalTimes(ZoneId zone) {
    this.rules = zone.getRules();
    this.fixed = rules.isFixedOffset();
    this.fixedOffset = fixed ? rules.getOffset(java.time.Instant.EPOCH).getTotalSeconds() : 0;
  }

  /** The epoch seconds of {@code text[from, to)}, or {@link #INVALID}. */
  long parse(String text, int from, int to) {
    if (to - from != 19 || text.charAt(from + 4) != '-' || text.charAt(from + 7) != '-'
        || text.charAt(from + 10) != 'T' || text.charAt(from + 13) != ':' || text.charAt(from + 16) != ':') {
      return INVALID;
    }
    int year = digits(text, from, 4);
    int month = digits(text, from + 5, 2);
    int day = digits(text, from + 8, 2);
    int hour = digits(text, from + 11, 2);
    int minute = digits(text, from + 14, 2);
    int second = digits(text, from + 17, 2);
    if (year < 0 || month < 1 || month > 12 || day < 1 || day > lengthOf(year, month) || hour < 0 || hour > 23
        || minute < 0 || minute > 59 || second < 0 || second > 59) {
      return INVALID;
    }
    long local = daysFromCivil(year, month, day) * 86400L + hour * 3600L + minute * 60L + second;
    if (fixed) {
      return local - fixedOffset;
    }
    ZoneOffset offset = rules.getOffset(LocalDateTime.of(year, month, day, hour, minute, second));
    return local - offset.getTotalSeconds();
  }

  private static int digits(String s, int from, int n) {
    int v = 0;
    for (int i = from; i < from + n; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      v = v * 10 + (c - '0');
    }
    return v;
  }

  private static int lengthOf(int year, int month) {
    return switch (month) {
      case 2 -> (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
      case 4, 6, 9, 11 -> 30;
      default -> 31;
    };
  }

  /** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
  private static long daysFromCivil(int y, int m, int d) {
    int year = m <= 2 ? y - 1 : y;
    int era = Math.floorDiv(year, 400);
    int yoe = year - era * 400;
    int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097L + doe - 719468;
  }
}
