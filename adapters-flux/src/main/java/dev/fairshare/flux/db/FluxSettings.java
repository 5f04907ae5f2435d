package dev.fairshare.flux.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import dev.fairshare.flux.usage.FluxBinDecay;
import dev.fairshare.usage.DecayFunction;
import dev.fairshare.usage.DecaySetting;

/**
 * The usage settings of a flux-accounting database, from its {@code config_table}: PriorityDecayHalfLife and
 * PriorityUsageResetPeriod in seconds, the decay factor applied per half-life, and the node, core and GPU
 * weights of a job's usage ({@code job_usage_calculation.py}).
 *
 * @param halfLife {@code priority_decay_half_life}, seconds (default 604800)
 * @param resetPeriod {@code priority_usage_reset_period}, seconds (default 4 half-lives)
 * @param decayFactor {@code decay_factor} (default 0.5), in (0, 1)
 * @param nodeWeight {@code node_weight} (default 1.0)
 * @param coreWeight {@code core_weight} (default 0.0)
 * @param gpuWeight {@code gpu_weight} (default 0.0)
 */
public record FluxSettings(double halfLife, double resetPeriod, double decayFactor, double nodeWeight,
    double coreWeight, double gpuWeight) implements DecaySetting {

  /** The bins as a decay function on time, boundaries every half-life from the epoch. */
  @Override
  public DecayFunction function() {
    return new FluxBinDecay(this, 0);
  }

  /** The time after which usage counts half: {@code H · ln 2 / −ln(decay factor)} (H itself for 0.5). */
  @Override
  public double usageHalfLifeSeconds() {
    return halfLife * Math.log(2) / -Math.log(decayFactor);
  }

  /** As flux's {@code config_table} holds it. */
  @Override
  public String text() {
    Map<String, String> rows = configRows();
    return "priority_decay_half_life=" + rows.get("priority_decay_half_life") + ", priority_usage_reset_period="
        + rows.get("priority_usage_reset_period") + ", decay_factor=" + rows.get("decay_factor");
  }

  /** flux's defaults ({@code flux account create-db} without options). */
  public static FluxSettings defaults() {
    return new FluxSettings(604800, 4 * 604800, 0.5, 1.0, 0.0, 0.0);
  }

  /** The number of usage bins, {@code int(reset / half-life)}, 4 where that is not positive. */
  public int periods() {
    int p = (int) (resetPeriod / halfLife);
    return p <= 0 ? 4 : p;
  }

  /** The rows {@code create-db} writes to {@code config_table}, as Python's {@code str()} of each value. */
  public Map<String, String> configRows() {
    Map<String, String> rows = new LinkedHashMap<>();
    rows.put("priority_usage_reset_period", dev.fairshare.flux.text.PythonFloat.repr(resetPeriod));
    rows.put("priority_decay_half_life", dev.fairshare.flux.text.PythonFloat.repr(halfLife));
    rows.put("decay_factor", dev.fairshare.flux.text.PythonFloat.repr(decayFactor));
    rows.put("node_weight", dev.fairshare.flux.text.PythonFloat.repr(nodeWeight));
    rows.put("core_weight", dev.fairshare.flux.text.PythonFloat.repr(coreWeight));
    rows.put("gpu_weight", dev.fairshare.flux.text.PythonFloat.repr(gpuWeight));
    rows.put("deny_unknown_queues", "false");
    return rows;
  }

  /** Reads the settings of a database, with flux's fallbacks for missing keys. */
  public static FluxSettings read(Connection c) throws SQLException {
    Map<String, String> config = new LinkedHashMap<>();
    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT key, value FROM config_table")) {
      while (r.next()) {
        config.put(r.getString(1), r.getString(2));
      }
    }
    FluxSettings d = defaults();
    double halfLife = number(config, "priority_decay_half_life", d.halfLife());
    return new FluxSettings(halfLife, number(config, "priority_usage_reset_period", 4 * halfLife),
        number(config, "decay_factor", d.decayFactor()), number(config, "node_weight", d.nodeWeight()),
        number(config, "core_weight", d.coreWeight()), number(config, "gpu_weight", d.gpuWeight()));
  }

  private static double number(Map<String, String> config, String key, double fallback) {
    String v = config.get(key);
    if (v == null) {
      return fallback;
    }
    try {
      return Double.parseDouble(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("config_table " + key + " = '" + v + "' is not a number", e);
    }
  }
}
