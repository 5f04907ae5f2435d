package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.LedgerException;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import java.io.IOException;
import java.io.StringReader;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.postgresql.PGConnection;

/**
 * A ledger on a PostgreSQL server, shared by several ingesters (one per cluster, say) and readers
 * (docs/ledger.md, "PostgreSQL"). Each batch is one transaction: its charges are copied into a temporary
 * table, then merged into {@code charge} with {@code INSERT ... ON CONFLICT (job_key) DO UPDATE ... WHERE}
 * the new charge reaches further, so two ingesters appending the same runs at once count each once (the
 * second waits for the first's row and then finds it). Rows are taken in job-key order so that two batches
 * never wait for each other in a cycle; a deadlock or serialization failure all the same is retried.
 */
public final class PostgresLedger extends JdbcLedger {

  private PostgresLedger(String location, Connection connection) {
    super(location, connection);
  }

  /** Opens the ledger at a {@code jdbc:postgresql://} URL, creating its tables if the database has none. */
  public static PostgresLedger open(String url) {
    String location = withoutPassword(url);
    try {
      Connection c = connect(url, setUp -> {
        Schema.migrate(setUp, true, location);
        try (Statement s = setUp.createStatement()) {
          s.execute("CREATE TEMP TABLE staging (job_key TEXT COLLATE \"C\", identity_id BIGINT, "
              + "source_id BIGINT, amount DOUBLE PRECISION, start_s BIGINT, end_s BIGINT) ON COMMIT DELETE ROWS");
        }
        setUp.commit();
      });
      return new PostgresLedger(location, c);
    } catch (SQLException e) {
      throw new LedgerException("ledger.unreachable", "cannot open the PostgreSQL ledger: " + e.getMessage(),
          "check the URL, that the server runs and accepts the user (user= and password= in the URL)", e);
    }
  }

  @Override
  boolean postgres() {
    return true;
  }

  @Override
  boolean transient_(SQLException e) {
    String state = String.valueOf(e.getSQLState());
    return state.equals("40P01") || state.equals("40001");
  }

  /**
   * Streams the charges with {@code COPY ... TO STDOUT} in PostgreSQL's binary format, each row valued as it
   * arrives: no cursor round trips (the server scans while the client values), no text to parse, no object
   * per row.
   */
  @Override
  void readCharges(long at, LedgerSnapshot.Builder builder) throws SQLException {
    BinaryCopyCharges rows = new BinaryCopyCharges(builder);
    try {
      connection.unwrap(PGConnection.class).getCopyAPI().copyOut("COPY (SELECT identity_id, amount, start_s, "
          + "end_s FROM charge WHERE start_s <= " + at + ") TO STDOUT (FORMAT binary)", rows);
    } catch (IOException e) {
      throw new SQLException("cannot read the charges: " + e.getMessage(), e);
    }
    if (!rows.ended()) {
      throw new SQLException("the charges ended early, after " + rows.rows() + " rows");
    }
  }

  @Override
  long[] appendCharges(List<Charge> charges, long[] identity, long[] source) throws SQLException {
    StringBuilder rows = new StringBuilder(charges.size() * 64);
    for (int i = 0; i < charges.size(); i++) {
      Charge c = charges.get(i);
      escape(rows, c.jobKey());
      rows.append('\t').append(identity[i]).append('\t').append(source[i]).append('\t')
          .append(Double.toString(c.amount())).append('\t').append(c.start()).append('\t').append(c.end())
          .append('\n');
    }
    try {
      connection.unwrap(PGConnection.class).getCopyAPI()
          .copyIn("COPY staging FROM STDIN", new StringReader(rows.toString()));
    } catch (IOException e) {
      throw new SQLException("cannot copy the batch: " + e.getMessage(), e);
    }
    String merge = "WITH up AS (INSERT INTO charge (job_key, identity_id, source_id, amount, start_s, end_s) "
        + "SELECT job_key, identity_id, source_id, amount, start_s, end_s FROM staging ORDER BY job_key "
        + "ON CONFLICT (job_key) DO UPDATE SET identity_id = EXCLUDED.identity_id, "
        + "source_id = EXCLUDED.source_id, amount = EXCLUDED.amount, start_s = EXCLUDED.start_s, "
        + "end_s = EXCLUDED.end_s WHERE charge.end_s < EXCLUDED.end_s RETURNING (xmax = 0) AS inserted) "
        + "SELECT count(*) FILTER (WHERE inserted), count(*) FILTER (WHERE NOT inserted) FROM up";
    try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery(merge)) {
      r.next();
      return new long[] {r.getLong(1), r.getLong(2)};
    }
  }

  @Override
  void lookUpIdentities(List<UsageIdentity> identities, Map<UsageIdentity, Long> into) throws SQLException {
    String[] families = new String[identities.size()];
    String[] keys = new String[identities.size()];
    for (int i = 0; i < keys.length; i++) {
      families[i] = identities.get(i).family();
      keys[i] = identities.get(i).key();
    }
    try (PreparedStatement s = connection.prepareStatement("SELECT i.id, i.family, i.key FROM identity i "
        + "JOIN unnest(?::text[], ?::text[]) AS u(family, key) ON i.family = u.family AND i.key = u.key")) {
      Array f = connection.createArrayOf("text", families);
      Array k = connection.createArrayOf("text", keys);
      s.setArray(1, f);
      s.setArray(2, k);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          into.put(UsageIdentity.fromKey(r.getString(2), r.getString(3)), r.getLong(1));
        }
      }
    }
  }

  private static void escape(StringBuilder b, String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> b.append("\\\\");
        case '\t' -> b.append("\\t");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        default -> b.append(c);
      }
    }
  }

  /** The URL with any {@code password=} value replaced, for messages and {@link #location()}. */
  static String withoutPassword(String url) {
    return url.replaceAll("(?i)(password=)[^&]*", "$1***");
  }
}
