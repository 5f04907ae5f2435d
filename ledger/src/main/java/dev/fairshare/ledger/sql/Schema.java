package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.LedgerException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The ledger's tables and their versions (docs/ledger.md, "Schema"): {@code meta} holds
 * {@code schema_version}; opening a ledger applies, in one transaction, every migration from its version
 * to {@link #VERSION}, and refuses a ledger written by a newer program.
 *
 * <ol>
 *   <li>identities, sources and charges (one row per job key);</li>
 *   <li>the ingest log: one row per ingest run, with what it read and added.</li>
 * </ol>
 */
final class Schema {
  /** The version this program writes. */
  static final int VERSION = 2;

  private Schema() {}

  /** The statements that take a ledger from version {@code v − 1} to {@code v}, for one dialect. */
  static List<String> migration(int v, boolean postgres) {
    String id = postgres ? "BIGSERIAL PRIMARY KEY" : "INTEGER PRIMARY KEY";
    String real = postgres ? "DOUBLE PRECISION" : "REAL";
    String text = postgres ? "TEXT COLLATE \"C\"" : "TEXT";
    return switch (v) {
      case 1 -> List.of(
          "CREATE TABLE identity (id " + id + ", family " + text + " NOT NULL, key " + text + " NOT NULL, "
              + "UNIQUE (family, key))",
          "CREATE TABLE source (id " + id + ", name " + text + " NOT NULL UNIQUE)",
          "CREATE TABLE charge (job_key " + text + " NOT NULL PRIMARY KEY, identity_id BIGINT NOT NULL, "
              + "source_id BIGINT NOT NULL, amount " + real + " NOT NULL, start_s BIGINT NOT NULL, "
              + "end_s BIGINT NOT NULL)");
      case 2 -> List.of(
          "CREATE TABLE ingest_log (id " + id + ", finished_s BIGINT NOT NULL, inputs " + text + " NOT NULL, "
              + "read BIGINT NOT NULL, added BIGINT NOT NULL, extended BIGINT NOT NULL, present BIGINT NOT NULL, "
              + "skipped BIGINT NOT NULL)");
      default -> throw new IllegalArgumentException("no migration to version " + v);
    };
  }

  /** Brings the ledger on a connection (in auto-commit mode) up to {@link #VERSION}. */
  static void migrate(Connection c, boolean postgres, String location) throws SQLException {
    c.setAutoCommit(false);
    try (Statement s = c.createStatement()) {
      if (postgres) {
        s.execute("SELECT pg_advisory_xact_lock(7177001)");
      }
      s.execute("CREATE TABLE IF NOT EXISTS meta (key " + (postgres ? "TEXT" : "TEXT")
          + " PRIMARY KEY, value TEXT NOT NULL)");
      int version = 0;
      try (ResultSet r = s.executeQuery("SELECT value FROM meta WHERE key = 'schema_version'")) {
        if (r.next()) {
          version = Integer.parseInt(r.getString(1));
        }
      }
      if (version > VERSION) {
        c.rollback();
        throw new LedgerException("ledger.schema-newer", "the ledger has schema version " + version
            + ", newer than this program's " + VERSION, "use the fairshare release that wrote it, or a newer one");
      }
      for (int v = version + 1; v <= VERSION; v++) {
        for (String sql : migration(v, postgres)) {
          s.execute(sql);
        }
      }
      if (version < VERSION) {
        s.execute(version == 0
            ? "INSERT INTO meta (key, value) VALUES ('schema_version', '" + VERSION + "')"
            : "UPDATE meta SET value = '" + VERSION + "' WHERE key = 'schema_version'");
      }
      c.commit();
    } catch (SQLException | RuntimeException e) {
      c.rollback();
      throw e;
    }
  }

  /** The schema version of the ledger on a connection. */
  static int version(Connection c) throws SQLException {
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT value FROM meta WHERE key = 'schema_version'")) {
      return r.next() ? Integer.parseInt(r.getString(1)) : 0;
    }
  }
}
