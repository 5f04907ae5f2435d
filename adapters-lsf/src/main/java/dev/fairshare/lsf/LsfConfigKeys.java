package dev.fairshare.lsf;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import java.util.List;

/**
 * The values the LSF family's own keys take, as {@code bqueues}, {@code bhpart} and the {@code lsf.lsb-acct} and
 * {@code lsf.lsb-events} ingesters read them (core's reference.conf documents them): checked at every command's
 * start-up, whatever the command reads.
 */
final class LsfConfigKeys {
  static final String TICK = "fairshare.usage.lsf.tick";
  static final String TICK_PERIOD = "fairshare.usage.lsf.tick-period";
  static final String CPU_NORMALIZATION = "fairshare.usage.lsf.cpu-normalization";

  private LsfConfigKeys() {}

  /** Throws a {@link ConfigException.BadValue} naming the first key of these with a value LSF's readers refuse. */
  static void check(Config config) {
    long tick = config.getDuration(TICK).getSeconds();
    if (tick < 0) {
      throw new ConfigException.BadValue(config.getValue(TICK).origin(), TICK, "the decay tick must be a duration "
          + ">= 0");
    }
    String period = config.getString(TICK_PERIOD);
    if (!period.equals("mbatchd")) {
      long seconds = config.getDuration(TICK_PERIOD).getSeconds();
      if (seconds < tick) {
        throw new ConfigException.BadValue(config.getValue(TICK_PERIOD).origin(), TICK_PERIOD, "'" + period
            + "' is shorter than the tick (" + tick + " s, " + TICK + ")");
      }
    }
    String mode = config.getString(CPU_NORMALIZATION);
    if (!List.of("auto", "on", "off").contains(mode)) {
      throw new ConfigException.BadValue(config.getValue(CPU_NORMALIZATION).origin(), CPU_NORMALIZATION, "'" + mode
          + "' is not one of auto, on, off");
    }
  }
}
