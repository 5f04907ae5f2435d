package dev.fairshare.flux.usage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * An association's usage bins, {@code job_usage_per_association_table}: one row per period 0..P-1, bin 0
 * the current half-life period. P is fixed when flux's {@code add-user} inserts the rows
 * ({@code int(PriorityUsageResetPeriod / PriorityDecayHalfLife)}).
 */
final class UsageBins {
  private final Connection c;

  UsageBins(Connection c) {
    this.c = c;
  }

  /** The bins' values in period order. */
  List<Double> values(String user, String bank) throws SQLException {
    return read("SELECT value FROM job_usage_per_association_table WHERE username=? AND bank=?"
        + " ORDER BY period ASC", user, bank);
  }

  /**
   * Decays the bins as flux's {@code apply_decay_factor}: every bin takes the previous bin's value times
   * the decay factor (the oldest falls off), bin 0 becomes 0; returns the sum of bins 1.. (the rows whose
   * {@code userid} matches), as SQLite 3.40's {@code SUM} adds them in period order.
   */
  double decay(String user, String userid, String bank, double factor) throws SQLException {
    List<long[]> periods = new ArrayList<>();
    List<Double> values = new ArrayList<>();
    try (PreparedStatement p = c.prepareStatement("SELECT period, value FROM job_usage_per_association_table"
        + " WHERE username=? AND bank=? ORDER BY period DESC")) {
      p.setString(1, user);
      p.setString(2, bank);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          periods.add(new long[] {r.getLong(1)});
          values.add(value(r, 2, user, bank));
        }
      }
    }
    try (PreparedStatement p = c.prepareStatement("UPDATE job_usage_per_association_table SET value=?"
        + " WHERE username=? AND userid=? AND bank=? AND period=?")) {
      for (int i = 0; i < periods.size(); i++) {
        p.setDouble(1, values.get(i) * factor);
        p.setString(2, user);
        p.setString(3, userid);
        p.setString(4, bank);
        p.setLong(5, periods.get(i)[0] + 1);
        p.executeUpdate();
      }
      p.setDouble(1, 0.0);
      p.setString(2, user);
      p.setString(3, userid);
      p.setString(4, bank);
      p.setLong(5, 0);
      p.executeUpdate();
    }
    double sum = 0.0;
    for (double v : read("SELECT value FROM job_usage_per_association_table WHERE username=? AND bank=?"
        + " AND userid=" + "? AND period > 0 ORDER BY period ASC", user, bank, userid)) {
      sum += v;
    }
    return sum;
  }

  /** Writes bin 0, inserting it if missing. */
  void setCurrent(String user, String userid, String bank, double value) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("INSERT INTO job_usage_per_association_table"
        + " (username, userid, bank, period, value) VALUES (?, ?, ?, 0, ?)"
        + " ON CONFLICT (username, bank, period) DO UPDATE SET value=excluded.value")) {
      p.setString(1, user);
      p.setString(2, userid);
      p.setString(3, bank);
      p.setDouble(4, value);
      p.executeUpdate();
    }
  }

  private List<Double> read(String sql, String... args) throws SQLException {
    List<Double> out = new ArrayList<>();
    try (PreparedStatement p = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        p.setString(i + 1, args[i]);
      }
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          out.add(value(r, 1, args[0], args[1]));
        }
      }
    }
    return out;
  }

  private static double value(ResultSet r, int column, String user, String bank) throws SQLException {
    double v = r.getDouble(column);
    if (r.wasNull()) {
      throw new IllegalStateException("a usage bin of " + user + "@" + bank + " is NULL");
    }
    return v;
  }
}
