package dev.fairshare.command;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import picocli.CommandLine;

/**
 * The one reading of a {@code --at TIME} option: epoch seconds, an ISO-8601 instant with its zone
 * ({@code 2026-01-01T00:00:00Z}, {@code ...+02:00}) or a local ISO date-time in a given zone. As a picocli
 * converter it checks the text when the command line is parsed, so a bad time is misuse (exit 2) whether or
 * not the command gets to use it; the text is kept, to be read with the zone of the command.
 */
public final class InstantText implements CommandLine.ITypeConverter<String> {

  @Override
  public String convert(String text) {
    if (parseOrNull(text, ZoneId.of("UTC")) == null) {
      throw new CommandLine.TypeConversionException("'" + text + "' is not a time: give epoch seconds or "
          + "ISO-8601 (2026-01-01T00:00:00Z, or a local 2026-01-01T00:00:00)");
    }
    return text;
  }

  /** The instant {@code text} names, a local date-time read in {@code zone}. */
  public static Instant parse(String option, String text, ZoneId zone) {
    Instant instant = parseOrNull(text, zone);
    if (instant == null) {
      throw new MisuseException("fairshare: " + option + " '" + text + "' is not a time: give epoch seconds or "
          + "ISO-8601 (2026-01-01T00:00:00Z, or a local 2026-01-01T00:00:00)");
    }
    return instant;
  }

  private static Instant parseOrNull(String text, ZoneId zone) {
    String t = text.strip();
    try {
      if (t.matches("\\d{1,18}")) {
        return Instant.ofEpochSecond(Long.parseLong(t));
      }
      if (t.endsWith("Z") || t.endsWith("z") || t.matches(".*[+-]\\d\\d:\\d\\d$")) {
        return OffsetDateTime.parse(t.endsWith("z") ? t.substring(0, t.length() - 1) + "Z" : t).toInstant();
      }
      return LocalDateTime.parse(t).atZone(zone).toInstant();
    } catch (DateTimeParseException | ArithmeticException e) {
      return null;
    }
  }
}
