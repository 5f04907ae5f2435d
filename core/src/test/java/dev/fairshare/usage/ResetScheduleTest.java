package dev.fairshare.usage;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** Slurm's PriorityUsageResetPeriod in local time (docs/algorithms/slurm.md §3.2). */
class ResetScheduleTest {
  private static final ZoneId ZONE = ZoneId.of("Europe/Berlin");

  private static Instant local(String text) {
    return LocalDateTime.parse(text).atZone(ZONE).toInstant();
  }

  @Test
  void dailyResetsAtTheNextLocalMidnight() {
    assertThat(ResetSchedule.DAILY.next(local("2026-03-10T15:00"), local("2026-03-10T16:00"), ZONE))
        .contains(local("2026-03-11T00:00"));
  }

  @Test
  void dailySkipsWholeDaysThatAlreadyPassed() {
    assertThat(ResetSchedule.DAILY.next(local("2026-03-01T15:00"), local("2026-03-10T16:00"), ZONE))
        .contains(local("2026-03-10T00:00"));
  }

  @Test
  void weeklyResetOnASundayGoesToTheFollowingSunday() {
    // 2026-03-08 is a Sunday
    assertThat(ResetSchedule.WEEKLY.next(local("2026-03-08T00:00"), local("2026-03-08T01:00"), ZONE))
        .contains(local("2026-03-15T00:00"));
    assertThat(ResetSchedule.WEEKLY.next(local("2026-03-11T09:00"), local("2026-03-11T10:00"), ZONE))
        .contains(local("2026-03-15T00:00"));
  }

  @Test
  void monthlyQuarterlyAndYearlyGoToTheNextFirstDay() {
    Instant last = local("2026-05-17T12:00");
    assertThat(ResetSchedule.MONTHLY.next(last, last, ZONE)).contains(local("2026-06-01T00:00"));
    assertThat(ResetSchedule.QUARTERLY.next(last, last, ZONE)).contains(local("2026-07-01T00:00"));
    assertThat(ResetSchedule.QUARTERLY.next(local("2026-12-02T00:00"), last, ZONE))
        .contains(local("2027-01-01T00:00"));
    assertThat(ResetSchedule.YEARLY.next(last, last, ZONE)).contains(local("2027-01-01T00:00"));
  }

  @Test
  void noneNeverResetsAndParsingIsCaseInsensitiveButExact() {
    assertThat(ResetSchedule.NONE.next(Instant.EPOCH, Instant.now(), ZONE)).isEmpty();
    assertThat(ResetSchedule.parse("weekly")).contains(ResetSchedule.WEEKLY);
    assertThat(ResetSchedule.parse("week")).isEmpty();
    assertThat(ResetSchedule.DAILY.isDue(local("2026-03-10T15:00"), local("2026-03-11T00:00"), ZONE)).isTrue();
  }
}
