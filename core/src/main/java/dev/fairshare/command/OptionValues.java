package dev.fairshare.command;

import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.config.FairshareConfig;
import dev.fairshare.usage.ResetSchedule;
import java.time.DateTimeException;
import java.time.ZoneId;
import picocli.CommandLine;

/**
 * Picocli converters that check an option's value when the command line is parsed, so that a bad value is
 * misuse (exit 2) whether or not the command gets to use it; each keeps the text, read later by the command
 * ({@link LedgerOptions}, the LSF views' {@code --decay-tick}).
 */
public final class OptionValues {
  private OptionValues() {}

  /** {@code --reset-period}: Slurm's PriorityUsageResetPeriod values. */
  public static final class Period implements CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String text) {
      if (ResetSchedule.parse(text).isEmpty()) {
        throw new CommandLine.TypeConversionException("'" + text + "' is not one of NONE, NOW, DAILY, WEEKLY, "
            + "MONTHLY, QUARTERLY, YEARLY");
      }
      return text;
    }
  }

  /** {@code --half-life}, {@code --calc-period}: seconds, or a number with a unit (7d, 12h, 300s). */
  public static final class Duration implements CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String text) {
      String t = text.trim();
      java.time.Duration d;
      try {
        d = seconds(t);
      } catch (ConfigException e) {
        throw new CommandLine.TypeConversionException("'" + text + "' is not a duration: give seconds (604800) "
            + "or a number with a unit (7d, 12h, 300s)");
      }
      if (d == null) {
        throw new CommandLine.TypeConversionException(FairshareConfig.tooLong(text));
      }
      if (d.isNegative()) {
        throw new CommandLine.TypeConversionException("'" + text + "' is a negative duration: give 0 or more "
            + "seconds (604800) or a number with a unit (7d, 12h, 300s)");
      }
      return text;
    }

    /**
     * The duration of {@code t}: whole seconds, or HOCON's duration syntax ({@code 7d}, {@code 12h}); null
     * when it is too long to hold: {@link FairshareConfig#LONGEST} or more, the most the configuration key it
     * sets holds (HOCON would quietly cut it to about 292 years).
     *
     * @throws ConfigException not a duration
     */
    static java.time.Duration seconds(String t) {
      java.time.Duration d;
      if (t.matches("\\d+")) {
        try {
          d = java.time.Duration.ofSeconds(Long.parseLong(t));
        } catch (NumberFormatException tooLong) {
          return null;
        }
      } else {
        d = ConfigFactory.parseString("d = \"" + t.replace("\"", "") + "\"").getDuration("d");
      }
      return d.compareTo(FairshareConfig.LONGEST) >= 0 ? null : d;
    }
  }

  /** {@code --tz}: a time zone. */
  public static final class Zone implements CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String text) {
      try {
        ZoneId.of(text);
      } catch (DateTimeException e) {
        throw new CommandLine.TypeConversionException("'" + text + "' is not a time zone (UTC, Europe/Paris)");
      }
      return text;
    }
  }
}
