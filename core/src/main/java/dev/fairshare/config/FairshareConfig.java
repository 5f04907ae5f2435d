package dev.fairshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import dev.fairshare.usage.ResetSchedule;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Map;

/**
 * Loads and validates the {@code fairshare} configuration and gives typed views of the core keys.
 *
 * <p>Every module's {@code reference.conf} documents its keys; {@link #load(Config)} checks the given
 * configuration against all of them ({@code checkValid}), so a misspelt or mistyped key fails at start. The
 * decay model that {@code fairshare.usage.decay} names is resolved by {@code DecayModelRegistry}.
 */
public final class FairshareConfig {
  /**
   * The longest duration a key holds (2^63 - 1 nanoseconds, about 292 years): HOCON cuts a longer value to it,
   * so a value that reaches it is refused, given as a key or as an option that sets one ({@code --half-life}).
   */
  public static final Duration LONGEST = Duration.ofNanos(Long.MAX_VALUE);

  private FairshareConfig() {}

  /** The application's configuration ({@code application.conf} over every {@code reference.conf}). */
  public static Config load() {
    return load(ConfigFactory.load());
  }

  /** Validates a configuration against the references on the class path and returns it resolved. */
  public static Config load(Config config) {
    Config resolved = config.withFallback(ConfigFactory.defaultReference()).resolve();
    resolved.checkValid(ConfigFactory.defaultReference(), "fairshare");
    resetSchedule(resolved);
    zone(resolved);
    durations(resolved);
    return resolved;
  }

  /**
   * Refuses a duration key (one whose {@code reference.conf} default is a duration, such as
   * {@code fairshare.usage.lsf.tick}) set longer than a duration holds with {@link DurationTooLong}: HOCON would
   * quietly cut {@code 1e400} to a {@code long} of nanoseconds, about 292 years. A value that is not a duration at
   * all is left to the key's reader, which says what it takes.
   */
  static void durations(Config config) {
    Config reference = ConfigFactory.defaultReference();
    for (Map.Entry<String, ConfigValue> e : reference.withOnlyPath("fairshare").entrySet()) {
      String key = e.getKey();
      if (e.getValue().valueType() != ConfigValueType.STRING || !isDuration(reference, key)
          || !isDuration(config, key)) {
        continue;
      }
      if (config.getDuration(key).equals(LONGEST)) {
        ConfigValue value = config.getValue(key);
        throw new DurationTooLong(value.origin(), key, tooLong(value.unwrapped()));
      }
    }
  }

  /** The words that refuse a duration too long to hold, the same for a key and for an option. */
  public static String tooLong(Object text) {
    return "'" + text + "' is too long a duration: give at most " + LONGEST.getSeconds() + " seconds (about 292 "
        + "years)";
  }

  /**
   * A duration key set to {@link #LONGEST} or more: the user's own setting, refused when the configuration is
   * loaded, before any input is read; the command makes it misuse (exit 2), as it makes a too-long
   * {@code --half-life} (docs/errors.md).
   */
  public static final class DurationTooLong extends ConfigException.BadValue {
    private static final long serialVersionUID = 1L;

    DurationTooLong(com.typesafe.config.ConfigOrigin origin, String key, String message) {
      super(origin, key, message);
    }
  }

  private static boolean isDuration(Config config, String key) {
    try {
      config.getDuration(key);
      return true;
    } catch (ConfigException notADuration) {
      return false;
    }
  }

  /** The reset schedule of {@code fairshare.usage.reset-period}. */
  public static ResetSchedule resetSchedule(Config config) {
    String value = config.getString("fairshare.usage.reset-period");
    return ResetSchedule.parse(value).orElseThrow(() -> new ConfigException.BadValue(
        config.getValue("fairshare.usage.reset-period").origin(), "fairshare.usage.reset-period",
        "'" + value + "' is not one of NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY, YEARLY"));
  }

  /** The time zone of {@code fairshare.usage.time-zone}. */
  public static ZoneId zone(Config config) {
    String value = config.getString("fairshare.usage.time-zone");
    try {
      return value.equals("system") ? ZoneId.systemDefault() : ZoneId.of(value);
    } catch (RuntimeException e) {
      throw new ConfigException.BadValue(config.getValue("fairshare.usage.time-zone").origin(),
          "fairshare.usage.time-zone", "'" + value + "' is not a time zone id");
    }
  }
}
