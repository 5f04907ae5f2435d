package dev.fairshare.flux.db;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A flux-accounting SQLite database opened through the SQLite JDBC driver: its tables read as rows, and
 * transactions for the commands that change it. Close it when done.
 */
public final class FluxDatabase implements AutoCloseable {
  private static final Set<String> ASSOCIATION_READ = Set.of("rowid", "username", "bank", "active", "shares",
      "job_usage", "fairshare", "active_c", "shares_c", "job_usage_c");

  private final Path path;
  private final Connection connection;

  private FluxDatabase(Path path, Connection connection) {
    this.path = path;
    this.connection = connection;
  }

  /**
   * Opens an existing database for reading and writing; throws {@link java.io.FileNotFoundException} as an
   * {@link java.io.UncheckedIOException} when there is no file (SQLite would create one).
   */
  public static FluxDatabase open(Path path) throws SQLException {
    if (!Files.isRegularFile(path)) {
      throw new java.io.UncheckedIOException(new java.io.FileNotFoundException(path.toString()));
    }
    return connect(path);
  }

  private static FluxDatabase connect(Path path) throws SQLException {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("transaction_mode", "IMMEDIATE");
    p.setProperty("busy_timeout", "30000");
    return new FluxDatabase(path, DriverManager.getConnection("jdbc:sqlite:" + path.toAbsolutePath(), p));
  }

  /** Creates (or opens) a database file. */
  public static FluxDatabase create(Path path) throws SQLException {
    return connect(path);
  }

  /** The file. */
  public Path path() {
    return path;
  }

  /** The JDBC connection (auto-commit until a transaction is begun). */
  public Connection connection() {
    return connection;
  }

  /** {@code PRAGMA user_version}: flux-accounting's schema version. */
  public int schemaVersion() throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery("PRAGMA user_version")) {
      return r.next() ? r.getInt(1) : 0;
    }
  }

  /** Every row of {@code bank_table} in rowid order. */
  public List<BankRow> banks() throws SQLException {
    List<BankRow> rows = new ArrayList<>();
    String sql = "SELECT rowid, bank, active, active, parent_bank, shares, shares, job_usage, priority,"
        + " ignore_older_than FROM bank_table ORDER BY rowid";
    try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery(sql)) {
      while (r.next()) {
        rows.add(new BankRow(r.getLong(1), r.getString(2), SqlValue.of(r.getObject(3)), r.getInt(4),
            r.getString(5), SqlValue.of(r.getObject(6)), r.getString(7), SqlValue.of(r.getObject(8)),
            SqlValue.of(r.getObject(9)), SqlValue.of(r.getObject(10))));
      }
    }
    return rows;
  }

  /** Every row of {@code association_table} in rowid order. */
  public List<AssociationRow> associations() throws SQLException {
    List<AssociationRow> rows = new ArrayList<>();
    String sql = "SELECT rowid, active AS active_c, shares AS shares_c, job_usage AS job_usage_c, *"
        + " FROM association_table ORDER BY rowid";
    try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery(sql)) {
      ResultSetMetaData meta = r.getMetaData();
      while (r.next()) {
        Map<String, SqlValue> other = new LinkedHashMap<>();
        for (int c = 5; c <= meta.getColumnCount(); c++) {
          String name = meta.getColumnName(c);
          if (!ASSOCIATION_READ.contains(name)) {
            other.put(name, SqlValue.of(r.getObject(c)));
          }
        }
        rows.add(new AssociationRow(r.getLong(1), r.getString("username"), r.getString("bank"),
            SqlValue.of(r.getObject("active")), r.getInt(2), SqlValue.of(r.getObject("shares")), r.getLong(3),
            SqlValue.of(r.getObject("job_usage")), r.getDouble(4), SqlValue.of(r.getObject("fairshare")),
            other));
      }
    }
    return rows;
  }

  @Override
  public void close() throws SQLException {
    connection.close();
  }
}
