package dev.fairshare.flux.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The tables of a flux-accounting database as its {@code flux account create-db} makes them (schema version
 * {@value #VERSION}, {@code src/bindings/python/fluxacct/accounting/create_db.py}), with its default rows:
 * the half-life period, the {@code *} project, the priority factor weights and the configuration
 * (half-life 604800 s, reset period 4 half-lives, decay factor 0.5, node weight 1, core and GPU weights 0).
 */
public final class FluxSchema {
  /** The {@code PRAGMA user_version} flux-accounting writes. */
  public static final int VERSION = 38;

  private static final String[] TABLES = {
      "CREATE TABLE IF NOT EXISTS association_table (creation_time bigint(20) NOT NULL,"
          + " mod_time bigint(20) DEFAULT 0 NOT NULL, active int(11) DEFAULT 1 NOT NULL,"
          + " username tinytext NOT NULL, userid int(11) DEFAULT 65534 NOT NULL, bank tinytext NOT NULL,"
          + " default_bank tinytext NOT NULL,"
          + " shares int(11) DEFAULT 1 NOT NULL ON CONFLICT REPLACE DEFAULT 1,"
          + " job_usage real DEFAULT 0.0 NOT NULL,"
          + " fairshare real DEFAULT 0.5 NOT NULL ON CONFLICT REPLACE DEFAULT 0.5,"
          + " max_running_jobs int(11) DEFAULT 5 NOT NULL ON CONFLICT REPLACE DEFAULT 5,"
          + " max_active_jobs int(11) DEFAULT 7 NOT NULL ON CONFLICT REPLACE DEFAULT 7,"
          + " max_nodes int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " max_cores int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " queues tinytext DEFAULT '' NOT NULL ON CONFLICT REPLACE DEFAULT '',"
          + " projects tinytext DEFAULT '*' NOT NULL ON CONFLICT REPLACE DEFAULT '*',"
          + " default_project tinytext DEFAULT '*' NOT NULL ON CONFLICT REPLACE DEFAULT '*',"
          + " max_sched_jobs int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " PRIMARY KEY (username, bank))",
      "CREATE TABLE IF NOT EXISTS bank_table (bank_id integer PRIMARY KEY AUTOINCREMENT,"
          + " bank text NOT NULL, active int(11) DEFAULT 1 NOT NULL, parent_bank text DEFAULT '',"
          + " shares int NOT NULL, job_usage real DEFAULT 0.0 NOT NULL,"
          + " priority real DEFAULT 0.0 NOT NULL ON CONFLICT REPLACE DEFAULT 0.0,"
          + " ignore_older_than bigint(20) DEFAULT 0)",
      "CREATE TABLE IF NOT EXISTS job_usage_factor_table (username tinytext NOT NULL,"
          + " userid int(11) NOT NULL, bank tinytext NOT NULL, last_job_timestamp real DEFAULT 0.0,"
          + " PRIMARY KEY (username, bank))",
      "CREATE TABLE IF NOT EXISTS t_half_life_period_table (cluster tinytext DEFAULT 'cluster',"
          + " end_half_life_period real DEFAULT 0.0)",
      "CREATE TABLE IF NOT EXISTS queue_table (queue tinytext NOT NULL,"
          + " min_nodes_per_job int(11) DEFAULT 1 NOT NULL ON CONFLICT REPLACE DEFAULT 1,"
          + " max_nodes_per_job int(11) DEFAULT 1 NOT NULL ON CONFLICT REPLACE DEFAULT 1,"
          + " max_time_per_job int(11) DEFAULT 60 NOT NULL ON CONFLICT REPLACE DEFAULT 60,"
          + " priority int(11) DEFAULT 0 NOT NULL ON CONFLICT REPLACE DEFAULT 0,"
          + " max_running_jobs int(11) DEFAULT 100 NOT NULL ON CONFLICT REPLACE DEFAULT 100,"
          + " max_nodes_per_assoc int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " max_sched_jobs int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " max_sched_nodes_per_assoc int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " max_sched_cores_per_assoc int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " max_nodes int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " max_cores int(11) DEFAULT 2147483647 NOT NULL ON CONFLICT REPLACE DEFAULT 2147483647,"
          + " PRIMARY KEY (queue))",
      "CREATE TABLE IF NOT EXISTS project_table (project_id integer PRIMARY KEY AUTOINCREMENT,"
          + " project tinytext NOT NULL, usage real DEFAULT 0.0 NOT NULL)",
      "CREATE TABLE IF NOT EXISTS jobs (id char(16) PRIMARY KEY NOT NULL, userid integer NOT NULL,"
          + " t_submit real NOT NULL, t_run real NOT NULL, t_inactive real NOT NULL, ranks text NOT NULL,"
          + " R text NOT NULL, jobspec text NOT NULL, project text, bank text,"
          + " requested_duration real DEFAULT 0.0, actual_duration real DEFAULT 0.0)",
      "CREATE TABLE IF NOT EXISTS priority_factor_weight_table (factor text PRIMARY KEY NOT NULL,"
          + " weight integer NOT NULL)",
      "CREATE TABLE IF NOT EXISTS config_table (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)",
      "CREATE TABLE IF NOT EXISTS job_usage_per_association_table (username tinytext NOT NULL,"
          + " userid int(11) NOT NULL, bank tinytext NOT NULL, period int(11) NOT NULL,"
          + " value real DEFAULT 0.0, PRIMARY KEY (username, bank, period))",
  };

  private FluxSchema() {}

  /**
   * Creates the tables and default rows in an empty database, in the caller's transaction; the half-life
   * period ends at {@code periodEnd} (seconds since the epoch) and the configuration has the given values.
   */
  public static void create(Connection c, FluxSettings settings, double periodEnd) throws SQLException {
    try (Statement s = c.createStatement()) {
      s.execute("PRAGMA user_version = " + VERSION);
      for (String table : TABLES) {
        s.execute(table);
      }
      s.execute("INSERT INTO project_table (project) VALUES ('*')");
      s.execute("INSERT INTO priority_factor_weight_table VALUES ('fairshare', 100000), ('queue', 10000),"
          + " ('bank', 0), ('urgency', 1000)");
    }
    try (var p = c.prepareStatement(
        "INSERT INTO t_half_life_period_table (cluster, end_half_life_period) VALUES ('cluster', ?)")) {
      p.setDouble(1, periodEnd);
      p.executeUpdate();
    }
    try (var p = c.prepareStatement("INSERT INTO config_table VALUES (?, ?)")) {
      for (var e : settings.configRows().entrySet()) {
        p.setString(1, e.getKey());
        p.setString(2, e.getValue());
        p.addBatch();
      }
      p.executeBatch();
    }
  }
}
