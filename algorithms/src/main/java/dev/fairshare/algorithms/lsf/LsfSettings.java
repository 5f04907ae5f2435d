package dev.fairshare.algorithms.lsf;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import java.util.Objects;

/**
 * The settings of {@code lsf.fairshare}, from {@code fairshare.algorithms.lsf}: the formula's version, the
 * cluster-wide factors ({@code lsb.params}) and the arithmetic.
 *
 * @param version the LSF release whose formula is used
 * @param factors the {@code lsb.params} factors; a tree's root attributes {@code lsf.<FACTOR>} (set from the
 *     queue's own values) override them, as the queue value wins (docs/algorithms/lsf.md §2.3)
 * @param singlePrecision whether to compute as the open mbatchd does ({@code float} load and priority,
 *     {@code mbd.fairshare.c}: {@code calcDynamicPriority}) instead of in {@code double}
 */
public record LsfSettings(LsfVersion version, LsfFactors factors, boolean singlePrecision) {
  private static final String PATH = "fairshare.algorithms.lsf";

  public LsfSettings {
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(factors, "factors");
  }

  /** LSF 10.1 with the default factors, in double precision. */
  public static LsfSettings defaults() {
    return new LsfSettings(LsfVersion.V10_1, LsfFactors.defaults(), false);
  }

  /** These settings with other factors. */
  public LsfSettings withFactors(LsfFactors newFactors) {
    return new LsfSettings(version, newFactors, singlePrecision);
  }

  /** Reads the settings from a configuration. */
  public static LsfSettings from(Config config) {
    Config c = config.getConfig(PATH);
    try {
      String fwd = c.getString("fwd-job-factor");
      LsfFactors factors = new LsfFactors(c.getDouble("cpu-time-factor"), c.getDouble("run-time-factor"),
          c.getDouble("run-job-factor"), c.getDouble("committed-run-time-factor"),
          c.getDouble("fairshare-adjustment-factor"), fwd.isBlank() ? Double.NaN : Double.parseDouble(fwd),
          c.getDouble("gpu-run-time-factor"));
      String arithmetic = c.getString("arithmetic");
      if (!arithmetic.equals("double") && !arithmetic.equals("float")) {
        throw new IllegalArgumentException("arithmetic must be double or float: '" + arithmetic + "'");
      }
      return new LsfSettings(LsfVersion.of(c.getString("version")), factors, arithmetic.equals("float"));
    } catch (IllegalArgumentException e) {
      throw new ConfigException.BadValue(c.origin(), PATH, e.getMessage());
    }
  }
}
