package dev.fairshare.slurm.sacct;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The sacct time reader against java.time: a local time is the instant {@code LocalDateTime.atZone(zone)}
 * gives (the offset before a daylight-saving change for a skipped or repeated time), in zones with changes,
 * whatever order the times come in (forwards and backwards over each change, and at random); text that is
 * not a valid {@code YYYY-MM-DDTHH:MM:SS} is rejected.
 */
class LocalTimesTest {
  static final DateTimeFormatter TEXT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");

  static long parse(LocalTimes times, String text) {
    byte[] b = ("|" + text + "|").getBytes(StandardCharsets.US_ASCII);
    return times.parse(b, 1, b.length - 1);
  }

  static long expected(LocalDateTime time, ZoneId zone) {
    return time.atZone(zone).toEpochSecond();
  }

  @Test
  void theSecondsAroundEveryChangeOfAYearAreReadAsJavaTimeReadsThem() {
    // Berlin and New York (one hour), Lord Howe (half an hour), Apia (2011-12-30 skipped whole)
    for (String name : List.of("Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia")) {
      ZoneId zone = ZoneId.of(name);
      LocalTimes times = new LocalTimes(zone);
      int year = name.equals("Pacific/Apia") ? 2011 : 2024;
      var rules = zone.getRules();
      var t = rules.nextTransition(LocalDateTime.of(year, 1, 1, 0, 0).atZone(zone).toInstant());
      while (t != null && t.getDateTimeBefore().getYear() == year) {
        LocalDateTime around = t.getDateTimeBefore();
        for (long s = -3 * 3600; s <= 3 * 3600 + 86400; s += 13) {
          LocalDateTime time = around.plusSeconds(s);
          assertThat(parse(times, TEXT.format(time))).as("%s %s", name, time).isEqualTo(expected(time, zone));
        }
        for (long s = 3 * 3600 + 86400; s >= -3 * 3600; s -= 13) {
          LocalDateTime time = around.plusSeconds(s);
          assertThat(parse(times, TEXT.format(time))).as("%s %s", name, time).isEqualTo(expected(time, zone));
        }
        t = rules.nextTransition(t.getInstant());
      }
    }
  }

  @Test
  void timesInRandomOrderOverCenturiesAreReadAsJavaTimeReadsThem() {
    SplittableRandom random = new SplittableRandom(42);
    for (String name : List.of("Europe/Berlin", "America/Sao_Paulo", "Asia/Tehran", "Europe/London", "UTC",
        "Etc/GMT-14")) {
      ZoneId zone = ZoneId.of(name);
      LocalTimes times = new LocalTimes(zone);
      for (int i = 0; i < 3_000; i++) {
        LocalDateTime time = LocalDateTime.of(1900, 1, 1, 0, 0).plusSeconds(random.nextLong(200L * 365 * 86400));
        assertThat(parse(times, TEXT.format(time))).as("%s %s", name, time).isEqualTo(expected(time, zone));
      }
    }
  }

  @Test
  void textThatIsNotAValidTimeIsRejected() {
    LocalTimes times = new LocalTimes(ZoneId.of("Europe/Berlin"));
    for (String bad : List.of("2023-02-29T10:00:00", "2024-02-30T10:00:00", "2024-04-31T00:00:00",
        "2024-13-01T00:00:00", "2024-00-10T00:00:00", "2024-01-00T00:00:00", "2024-01-01T24:00:00",
        "2024-01-01T23:60:00", "2024-01-01T23:59:60", "2024-01-01 10:00:00", "2024-01-01T10:00", "24-01-01T10:00:00",
        "2024-01-01T10:00:00Z", "2024/01/01T10:00:00", "2024-01-01T1a:00:00", "-024-01-01T10:00:00",
        "2024-1-01T10:00:000", "Unknown", "")) {
      assertThat(parse(times, bad)).as(bad).isEqualTo(LocalTimes.INVALID);
    }
    assertThat(parse(times, "2024-02-29T23:59:59")).isEqualTo(1_709_247_599L);
    assertThat(parse(times, "2000-02-29T00:00:00")).isEqualTo(951_778_800L);
  }
}
