package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.LedgerException;
import dev.fairshare.ledger.LedgerSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The default ledger: one SQLite file, in WAL mode, each batch one transaction (docs/ledger.md, "SQLite").
 *
 * <p>{@code synchronous=NORMAL}: a commit survives a crash or a kill of the process at any moment, and the
 * file is never damaged; a power failure may lose the last commits (set {@code synchronous=FULL} with
 * {@link #open(Path, boolean)} to keep them too, at a cost per commit). Several processes may read and write
 * one file: SQLite lets one write at a time, the others wait up to a minute.
 */
public final class SqliteLedger extends JdbcLedger {

  private SqliteLedger(String location, Connection connection) {
    super(location, connection);
  }

  /** Opens (creating) the ledger file, process-crash safe. */
  public static SqliteLedger open(Path file) {
    return open(file, false);
  }

  /** Opens (creating) the ledger file; {@code durable} also survives power failures. */
  public static SqliteLedger open(Path file, boolean durable) {
    String location = file.toString();
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null && !Files.isDirectory(parent)) {
        throw new LedgerException("ledger.no-directory", "the directory " + parent + " does not exist",
            "create it, or give a ledger file in an existing directory");
      }
      Connection c = connect("jdbc:sqlite:" + file.toAbsolutePath(), setUp -> {
        try (Statement s = setUp.createStatement()) {
          s.execute("PRAGMA busy_timeout = 60000");
          s.execute("PRAGMA journal_mode = WAL");
          s.execute("PRAGMA synchronous = " + (durable ? "FULL" : "NORMAL"));
          s.execute("PRAGMA cache_size = -65536");
        }
        Schema.migrate(setUp, false, location);
      });
      return new SqliteLedger(location, c);
    } catch (SQLException e) {
      throw new LedgerException("ledger.unreadable", "cannot open the SQLite ledger: " + e.getMessage(),
          "check that the file is a fairshare ledger and is readable and writable", e);
    }
  }

  @Override
  boolean postgres() {
    return false;
  }

  @Override
  boolean transient_(SQLException e) {
    String m = String.valueOf(e.getMessage());
    return m.contains("SQLITE_BUSY") || m.contains("database is locked");
  }

  @Override
  void readCharges(long at, LedgerSnapshot.Builder builder) throws SQLException {
    try (PreparedStatement s = connection.prepareStatement(
        "SELECT identity_id, amount, start_s, end_s FROM charge WHERE start_s <= ?")) {
      s.setFetchSize(50_000);
      s.setLong(1, at);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          builder.charge(r.getInt(1), r.getDouble(2), r.getLong(3), r.getLong(4));
        }
      }
    }
  }

  @Override
  long[] appendCharges(List<Charge> charges, long[] identity, long[] source) throws SQLException {
    List<Integer> seen = new ArrayList<>();
    long added = 0;
    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO charge (job_key, identity_id, "
        + "source_id, amount, start_s, end_s) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (job_key) DO NOTHING")) {
      for (int i = 0; i < charges.size(); i++) {
        Charge c = charges.get(i);
        insert.setString(1, c.jobKey());
        insert.setLong(2, identity[i]);
        insert.setLong(3, source[i]);
        insert.setDouble(4, c.amount());
        insert.setLong(5, c.start());
        insert.setLong(6, c.end());
        insert.addBatch();
      }
      int[] counts = insert.executeBatch();
      for (int i = 0; i < counts.length; i++) {
        if (counts[i] > 0) {
          added++;
        } else {
          seen.add(i);
        }
      }
    }
    long extended = 0;
    if (!seen.isEmpty()) {
      try (PreparedStatement update = connection.prepareStatement("UPDATE charge SET identity_id = ?, "
          + "source_id = ?, amount = ?, start_s = ?, end_s = ? WHERE job_key = ? AND end_s < ?")) {
        for (int i : seen) {
          Charge c = charges.get(i);
          update.setLong(1, identity[i]);
          update.setLong(2, source[i]);
          update.setDouble(3, c.amount());
          update.setLong(4, c.start());
          update.setLong(5, c.end());
          update.setString(6, c.jobKey());
          update.setLong(7, c.end());
          update.addBatch();
        }
        for (int n : update.executeBatch()) {
          extended += n > 0 ? 1 : 0;
        }
      }
    }
    return new long[] {added, extended};
  }
}
