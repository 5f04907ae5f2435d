package dev.fairshare.slurm.sacct;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;

/**
 * The local times {@code sacct} prints ({@code YYYY-MM-DDTHH:MM:SS}, Slurm's default {@code %FT%T}) as epoch
 * seconds in a time zone, read from ASCII bytes in place. A local time that a daylight-saving change skips or
 * repeats takes the offset before the change ({@link ZoneRules#getOffset(LocalDateTime)}).
 *
 * <p>The zone's rules are asked only when a time falls outside the last span of local time that has one
 * offset: the span between two changes, less the skipped or repeated hour at each end. Accounting times
 * cluster in weeks, so nearly every time is in the span of the one before.
 */
final class LocalTimes {
  /** Returned for text that is not a time. */
  static final long INVALID = Long.MIN_VALUE;

  private final ZoneRules rules;
  /** Local epoch seconds {@code [spanFrom, spanTo)} have the one offset {@code spanOffset}. */
  private long spanFrom;
  private long spanTo;
  private int spanOffset;

  LocalTimes(ZoneId zone) {
    this.rules = zone.getRules();
    if (rules.isFixedOffset()) {
      spanFrom = Long.MIN_VALUE;
      spanTo = Long.MAX_VALUE;
      spanOffset = rules.getOffset(Instant.EPOCH).getTotalSeconds();
    }
  }

  /** The epoch seconds of the ASCII text {@code b[from, to)}, or {@link #INVALID}. */
  long parse(byte[] b, int from, int to) {
    if (to - from != 19 || b[from + 4] != '-' || b[from + 7] != '-' || b[from + 10] != 'T'
        || b[from + 13] != ':' || b[from + 16] != ':') {
      return INVALID;
    }
    int y0 = b[from] - '0';
    int y1 = b[from + 1] - '0';
    int y2 = b[from + 2] - '0';
    int y3 = b[from + 3] - '0';
    int mo0 = b[from + 5] - '0';
    int mo1 = b[from + 6] - '0';
    int d0 = b[from + 8] - '0';
    int d1 = b[from + 9] - '0';
    int h0 = b[from + 11] - '0';
    int h1 = b[from + 12] - '0';
    int mi0 = b[from + 14] - '0';
    int mi1 = b[from + 15] - '0';
    int s0 = b[from + 17] - '0';
    int s1 = b[from + 18] - '0';
    // a value v is a digit when both v and 9 - v are >= 0: the OR of them all is negative if one is not
    int notDigits = y0 | (9 - y0) | y1 | (9 - y1) | y2 | (9 - y2) | y3 | (9 - y3) | mo0 | (9 - mo0) | mo1
        | (9 - mo1) | d0 | (9 - d0) | d1 | (9 - d1) | h0 | (9 - h0) | h1 | (9 - h1) | mi0 | (9 - mi0) | mi1
        | (9 - mi1) | s0 | (9 - s0) | s1 | (9 - s1);
    if (notDigits < 0) {
      return INVALID;
    }
    int year = ((y0 * 10 + y1) * 10 + y2) * 10 + y3;
    int month = mo0 * 10 + mo1;
    int day = d0 * 10 + d1;
    int hour = h0 * 10 + h1;
    int minute = mi0 * 10 + mi1;
    int second = s0 * 10 + s1;
    if (month < 1 || month > 12 || day < 1 || day > lengthOf(year, month) || hour > 23 || minute > 59
        || second > 59) {
      return INVALID;
    }
    long local = daysFromCivil(year, month, day) * 86400L + hour * 3600L + minute * 60L + second;
    if (local >= spanFrom && local < spanTo) {
      return local - spanOffset;
    }
    return local - offsetAt(local, LocalDateTime.of(year, month, day, hour, minute, second));
  }

  /** The zone's offset at a local time, remembering the span of local time around it that has that offset. */
  private int offsetAt(long local, LocalDateTime time) {
    int offset = rules.getOffset(time).getTotalSeconds();
    if (rules.getValidOffsets(time).size() == 1) {
      Instant instant = Instant.ofEpochSecond(local - offset);
      ZoneOffsetTransition previous = rules.previousTransition(instant.plusSeconds(1));
      ZoneOffsetTransition next = rules.nextTransition(instant);
      spanFrom = previous == null ? Long.MIN_VALUE : previous.toEpochSecond()
          + Math.max(previous.getOffsetBefore().getTotalSeconds(), previous.getOffsetAfter().getTotalSeconds());
      spanTo = next == null ? Long.MAX_VALUE : next.toEpochSecond()
          + Math.min(next.getOffsetBefore().getTotalSeconds(), next.getOffsetAfter().getTotalSeconds());
      spanOffset = offset;
    }
    return offset;
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
