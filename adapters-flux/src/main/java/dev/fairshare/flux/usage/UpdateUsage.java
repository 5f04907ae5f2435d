package dev.fairshare.flux.usage;

import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.db.SqlTransaction;
import dev.fairshare.flux.text.PythonFloat;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code flux account-update-usage -p DB} (Python {@code job_usage_calculation.update_job_usage}) at a given
 * instant: each association's new jobs become usage in its current bin, the bins decay by the decay factor
 * once a half-life period has passed, {@code job_usage} becomes the bins' total, banks get their users' sums,
 * and the half-life period moves on. One transaction: a failure or a kill leaves the database as it was.
 *
 * <p>The four cases per association, with E the end of the current half-life period read at the start,
 * H the half-life and P the bins ({@link UsageBins}): no new jobs and {@code E > now - H}: nothing written;
 * no new jobs and {@code E < now - H}: decay; new jobs whose last {@code t_inactive - E < H}: added to
 * bin 0; otherwise: decay, then bin 0 and {@code job_usage} both the new total (flux counts the old bins
 * twice afterwards). Sums are Python 3.11's (left to right); SQLite's {@code SUM} over the bins is the plain
 * sum of SQLite 3.40 in period order. See {@code adapters-flux/README.md}, "Usage".
 */
public final class UpdateUsage {
  private UpdateUsage() {}

  /** One new job of an association. */
  record Job(double tRun, double tInactive, ResourceCounts resources) {}

  /** Runs the update at {@code now} (seconds since the epoch). */
  public static void run(FluxDatabase db, double now) throws SQLException {
    Connection c = db.connection();
    SqlTransaction.run(c, () -> {
      update(c, now);
      return null;
    });
  }

  private static void update(Connection c, double now) throws SQLException {
    double end = single(c, "SELECT end_half_life_period FROM t_half_life_period_table WHERE cluster='cluster'",
        "t_half_life_period_table has no 'cluster' row");
    Map<String, String> config = config(c);
    double nodeWeight = number(config, "node_weight", 1.0);
    double coreWeight = number(config, "core_weight", 0.0);
    double gpuWeight = number(config, "gpu_weight", 0.0);
    double reconfigured = config.containsKey("reconfigure_time") ? number(config, "reconfigure_time", 0) : 0.0;
    Map<String, List<Job>> jobs = newJobs(c, reconfigured);
    if (!config.containsKey("priority_decay_half_life")) {
      throw new IllegalStateException("config_table has no priority_decay_half_life");
    }
    double halfLife = number(config, "priority_decay_half_life", 0);
    double decay = config.containsKey("decay_factor") ? number(config, "decay_factor", 0.5) : 0.5;
    UsageBins bins = new UsageBins(c);
    List<String[]> associations = new ArrayList<>();
    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
        "SELECT a.username, a.userid, a.bank FROM association_table a LEFT JOIN job_usage_factor_table j"
            + " ON a.username = j.username AND a.bank = j.bank")) {
      while (r.next()) {
        associations.add(new String[] {r.getString(1), r.getString(2), r.getString(3)});
      }
    }
    for (String[] a : associations) {
      List<Job> own = jobs.getOrDefault(a[1] + "\u0000" + a[2], List.of());
      association(c, bins, a[0], a[1], a[2], own, end, halfLife, decay, now, nodeWeight, coreWeight, gpuWeight);
    }
    String root;
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT bank FROM bank_table WHERE parent_bank=''")) {
      if (!r.next()) {
        throw new IllegalStateException("bank_table has no root bank");
      }
      root = r.getString(1);
    }
    BankTotals.update(c, root);
    if (end < now - halfLife) {
      try (PreparedStatement p = c.prepareStatement(
          "UPDATE t_half_life_period_table SET end_half_life_period=? WHERE cluster='cluster'")) {
        p.setDouble(1, end + halfLife);
        p.executeUpdate();
      }
    }
  }

  private static void association(Connection c, UsageBins bins, String user, String userid, String bank,
      List<Job> jobs, double end, double halfLife, double decay, double now, double nodeWeight,
      double coreWeight, double gpuWeight) throws SQLException {
    List<Double> values = bins.values(user, bank);
    double lastInactive = 0.0;
    double current = 0.0;
    if (!jobs.isEmpty()) {
      List<Job> sorted = new ArrayList<>(jobs);
      sorted.sort(Comparator.comparingDouble(Job::tInactive));
      double sum = 0;
      for (Job j : sorted) {
        ResourceCounts r = j.resources();
        double weighted = ((r.nodes() * nodeWeight) + (r.cores() * coreWeight) + (r.gpus() * gpuWeight))
            * (j.tInactive() - j.tRun());
        sum += PythonFloat.round(weighted, 5);
      }
      current = sum;
      lastInactive = sorted.get(sorted.size() - 1).tInactive();
      setForAssociation(c, "UPDATE job_usage_factor_table SET last_job_timestamp=? WHERE username=? AND bank=?",
          lastInactive, user, bank);
    }
    if (jobs.isEmpty() && end > now - halfLife) {
      return;
    }
    double historical;
    if (jobs.isEmpty() && end < now - halfLife) {
      historical = bins.decay(user, userid, bank, decay);
      bins.setCurrent(user, userid, bank, current);
    } else if (lastInactive - end < halfLife) {
      if (values.isEmpty()) {
        throw new IllegalStateException("association " + user + "@" + bank + " has no usage bins");
      }
      current += values.get(0);
      double rest = 0;
      for (int i = 1; i < values.size(); i++) {
        rest += values.get(i);
      }
      historical = current + rest;
      bins.setCurrent(user, userid, bank, current);
    } else {
      historical = current + bins.decay(user, userid, bank, decay);
      bins.setCurrent(user, userid, bank, historical);
    }
    setForAssociation(c, "UPDATE association_table SET job_usage=? WHERE username=? AND bank=?", historical, user,
        bank);
  }

  /** Runs an {@code UPDATE ... SET column=? WHERE username=? AND bank=?} of one association with this value. */
  private static void setForAssociation(Connection c, String sql, double value, String user, String bank)
      throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql)) {
      p.setDouble(1, value);
      p.setString(2, user);
      p.setString(3, bank);
      p.executeUpdate();
    }
  }

  /** The new jobs by (userid, bank), in the order of flux's query. */
  private static Map<String, List<Job>> newJobs(Connection c, double reconfigured) throws SQLException {
    Map<String, List<Job>> jobs = new HashMap<>();
    try (PreparedStatement p = c.prepareStatement("SELECT r.userid, r.t_run, r.t_inactive, r.R, r.bank"
        + " FROM jobs r LEFT JOIN job_usage_factor_table j ON r.userid = j.userid AND r.bank = j.bank"
        + " LEFT JOIN bank_table b ON r.bank = b.bank WHERE r.t_inactive > j.last_job_timestamp"
        + " AND r.t_inactive > b.ignore_older_than AND r.t_inactive > ?")) {
      p.setDouble(1, reconfigured);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          ResourceCounts counts = ResourceCounts.of(r.getString(4));
          if (counts == null) {
            continue;
          }
          String bank = r.getString(5) == null ? "" : r.getString(5);
          jobs.computeIfAbsent(r.getString(1) + "\u0000" + bank, k -> new ArrayList<>())
              .add(new Job(r.getDouble(2), r.getDouble(3), counts));
        }
      }
    }
    return jobs;
  }

  private static Map<String, String> config(Connection c) throws SQLException {
    Map<String, String> config = new HashMap<>();
    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT key, value FROM config_table")) {
      while (r.next()) {
        config.put(r.getString(1), r.getString(2));
      }
    }
    return config;
  }

  private static double number(Map<String, String> config, String key, double fallback) {
    String v = config.get(key);
    return v == null ? fallback : Double.parseDouble(v.trim());
  }

  private static double single(Connection c, String sql, String missing) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
      if (!r.next()) {
        throw new IllegalStateException(missing);
      }
      return r.getDouble(1);
    }
  }
}
