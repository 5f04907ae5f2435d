package dev.fairshare.flux.db;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
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

  /** {@code priority_decay_half_life}: one usage bin. */
  @Override
  public double periodSeconds() {
    return halfLife;
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

  /**
   * Reads the settings of a database, with flux's fallbacks for missing keys; a value that is not a number
   * (where flux's Python {@code float()} fails) is {@code flux.db.bad-config} at its {@code config_table} row.
   *
   * @param source the database's name, for the problems' locations
   */
  public static FluxSettings read(Connection c, String source) throws SQLException {
    Map<String, String> config = new LinkedHashMap<>();
    Map<String, Long> rowids = new LinkedHashMap<>();
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT key, value, rowid FROM config_table")) {
      while (r.next()) {
        config.put(r.getString(1), r.getString(2));
        rowids.put(r.getString(1), r.getLong(3));
      }
    }
    ProblemCollector problems = new ProblemCollector();
    Numbers n = new Numbers(config, rowids, source, problems);
    FluxSettings d = defaults();
    double halfLife = n.get("priority_decay_half_life", d.halfLife());
    FluxSettings read = new FluxSettings(halfLife, n.get("priority_usage_reset_period", 4 * halfLife),
        n.get("decay_factor", d.decayFactor()), n.get("node_weight", d.nodeWeight()),
        n.get("core_weight", d.coreWeight()), n.get("gpu_weight", d.gpuWeight()));
    problems.throwIfErrors();
    return read;
  }

  /** The numbers of {@code config_table}, each problem collected. */
  private record Numbers(Map<String, String> config, Map<String, Long> rowids, String source,
      ProblemCollector problems) {
    double get(String key, double fallback) {
      String v = config.get(key);
      if (v == null) {
        return fallback;
      }
      try {
        return Double.parseDouble(v.trim());
      } catch (NumberFormatException e) {
        problems.error(SourceLocation.of(source + "#config_table", FshareTreeReader.line(rowids.get(key))),
            "flux.db.bad-config", "config_table " + key + " = '" + v + "' is not a number",
            "flux reads it with Python's float(); write a number");
        return fallback;
      }
    }
  }
}
