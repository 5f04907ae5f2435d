package dev.fairshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.usage.ResetSchedule;
import java.time.ZoneId;

/**
 * Loads and validates the {@code fairshare} configuration and gives typed views of the core keys.
 *
 * <p>Every module's {@code reference.conf} documents its keys; {@link #load(Config)} checks the given
 * configuration against all of them ({@code checkValid}), so a misspelt or mistyped key fails at start. The
 * decay model that {@code fairshare.usage.decay} names is resolved by {@code DecayModelRegistry}.
 */
public final class FairshareConfig {
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
    return resolved;
  }

  /** The reset schedule of {@code fairshare.usage.reset-period}. */
  public static ResetSchedule resetSchedule(Config config) {
    String value = config.getString("fairshare.usage.reset-period");
    return ResetSchedule.parse(value).orElseThrow(() -> new ConfigException.BadValue(
        config.origin(), "fairshare.usage.reset-period",
        "'" + value + "' is not one of NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY, YEARLY"));
  }

  /** The time zone of {@code fairshare.usage.time-zone}. */
  public static ZoneId zone(Config config) {
    String value = config.getString("fairshare.usage.time-zone");
    try {
      return value.equals("system") ? ZoneId.systemDefault() : ZoneId.of(value);
    } catch (RuntimeException e) {
      throw new ConfigException.BadValue(config.origin(), "fairshare.usage.time-zone",
          "'" + value + "' is not a time zone id");
    }
  }
}
