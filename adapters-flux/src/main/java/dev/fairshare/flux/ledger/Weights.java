package dev.fairshare.flux.ledger;

import com.typesafe.config.Config;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * The weights flux-accounting's update-usage gives a job's nodes, cores and GPUs: the database's
 * {@code config_table} rows {@code node_weight}, {@code core_weight}, {@code gpu_weight}, each else
 * {@code fairshare.usage.flux.node-weight} (1), {@code core-weight} (0), {@code gpu-weight} (0).
 */
record Weights(double node, double core, double gpu) {

  static Weights of(Connection c, Config settings) throws SQLException {
    Map<String, String> config = new HashMap<>();
    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT key, value FROM config_table")) {
      while (r.next()) {
        config.put(r.getString(1), r.getString(2));
      }
    }
    return new Weights(weight(config, settings, "node"), weight(config, settings, "core"),
        weight(config, settings, "gpu"));
  }

  private static double weight(Map<String, String> config, Config settings, String what)
      throws SQLException {
    String v = config.get(what + "_weight");
    if (v == null) {
      return settings.getDouble("fairshare.usage.flux." + what + "-weight");
    }
    try {
      return Double.parseDouble(v.trim());
    } catch (NumberFormatException e) {
      throw new SQLException("config_table " + what + "_weight '" + v + "' is not a number");
    }
  }
}
