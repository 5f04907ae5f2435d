package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.AppendResult;
import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.Batches;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.LedgerException;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.ingest.IngestSummary;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What the SQL ledgers share: one connection, the identity and source tables (ids cached once committed),
 * snapshots and export; each dialect appends charges its own fastest way, in one transaction.
 */
abstract class JdbcLedger implements UsageLedger {
  private static final int ATTEMPTS = 5;

  private final String location;
  protected final Connection connection;
  private final Map<UsageIdentity, Long> identityIds = new HashMap<>();
  private final Map<String, Long> sourceIds = new HashMap<>();
  /** The identities read so far, by id (ids are dense but may have gaps: a sequence skips on conflicts). */
  private UsageIdentity[] identitiesById = new UsageIdentity[16];
  private long knownMaxIdentity;

  JdbcLedger(String location, Connection connection) {
    this.location = location;
    this.connection = connection;
  }

  @Override
  public String location() {
    return location;
  }

  /** Whether this is the PostgreSQL dialect. */
  abstract boolean postgres();

  /**
   * Appends charges whose identities and sources have ids, inside the open transaction; returns added and
   * extended (the rest were present).
   */
  abstract long[] appendCharges(List<Charge> charges, long[] identity, long[] source) throws SQLException;

  /**
   * Hands the builder every charge starting at or before {@code at} (seconds), inside the snapshot's open
   * transaction.
   */
  abstract void readCharges(long at, LedgerSnapshot.Builder builder) throws SQLException;

  /** Whether a failure is worth retrying the whole batch (a deadlock, a serialization failure, a busy file). */
  abstract boolean transient_(SQLException e);

  /** Work on a new connection before it becomes a ledger's: settings, the schema, a temporary table. */
  @FunctionalInterface
  interface Setup {
    /** Sets {@code c} up. */
    void on(Connection c) throws SQLException;
  }

  /** One unit of work on the ledger's connection, inside its transaction. */
  @FunctionalInterface
  private interface Work<T> {
    /** Does the work; returns what it found. */
    T run() throws SQLException;
  }

  /**
   * A connection to {@code url} made ready by {@code setup}; one that cannot be set up (a full disk, a
   * read-only file, a schema too new) is closed, not left open.
   */
  static Connection connect(String url, Setup setup) throws SQLException {
    Connection c = DriverManager.getConnection(url);
    try {
      setup.on(c);
    } catch (SQLException | RuntimeException e) {
      try {
        c.close();
      } catch (SQLException suppressed) {
        e.addSuppressed(suppressed);
      }
      throw e;
    }
    return c;
  }

  /**
   * Runs {@code work} as one transaction: committed when it ends, rolled back and reported as a failure to
   * {@code what} the ledger when it fails.
   */
  private <T> T transaction(String what, Work<T> work) {
    try {
      T found = work.run();
      connection.commit();
      return found;
    } catch (SQLException e) {
      rollback();
      throw failure(what, e);
    }
  }

  @Override
  public synchronized AppendResult append(List<Charge> charges) {
    if (charges.isEmpty()) {
      return AppendResult.NONE;
    }
    Batches batch = Batches.reduce(charges);
    List<Charge> sorted = new ArrayList<>(batch.charges());
    sorted.sort(Comparator.comparing(Charge::jobKey));
    for (int attempt = 1; ; attempt++) {
      Map<UsageIdentity, Long> newIdentities = new HashMap<>();
      Map<String, Long> newSources = new HashMap<>();
      try {
        long[] identity = new long[sorted.size()];
        long[] source = new long[sorted.size()];
        resolve(sorted, identity, source, newIdentities, newSources);
        long[] counts = appendCharges(sorted, identity, source);
        connection.commit();
        identityIds.putAll(newIdentities);
        sourceIds.putAll(newSources);
        return new AppendResult(counts[0], counts[1], sorted.size() - counts[0] - counts[1] + batch.collapsed());
      } catch (SQLException e) {
        rollback();
        if (attempt >= ATTEMPTS || !transient_(e)) {
          throw failure("append to", e);
        }
      }
    }
  }

  private void resolve(List<Charge> charges, long[] identity, long[] source, Map<UsageIdentity, Long> newIds,
      Map<String, Long> newSources) throws SQLException {
    List<UsageIdentity> missing = new ArrayList<>();
    List<String> missingSources = new ArrayList<>();
    for (Charge c : charges) {
      if (!identityIds.containsKey(c.identity()) && !newIds.containsKey(c.identity())) {
        newIds.put(c.identity(), -1L);
        missing.add(c.identity());
      }
      if (!sourceIds.containsKey(c.source()) && !newSources.containsKey(c.source())) {
        newSources.put(c.source(), -1L);
        missingSources.add(c.source());
      }
    }
    if (!missing.isEmpty()) {
      missing.sort(Comparator.comparing(UsageIdentity::family).thenComparing(UsageIdentity::key));
      insertNames("INSERT INTO identity (family, key) VALUES (?, ?) ON CONFLICT DO NOTHING", missing);
      lookUpIdentities(missing, newIds);
    }
    if (!missingSources.isEmpty()) {
      missingSources.sort(Comparator.naturalOrder());
      try (PreparedStatement insert = connection.prepareStatement(
          "INSERT INTO source (name) VALUES (?) ON CONFLICT DO NOTHING");
          PreparedStatement select = connection.prepareStatement("SELECT id FROM source WHERE name = ?")) {
        for (String s : missingSources) {
          insert.setString(1, s);
          insert.executeUpdate();
          select.setString(1, s);
          try (ResultSet r = select.executeQuery()) {
            r.next();
            newSources.put(s, r.getLong(1));
          }
        }
      }
    }
    for (int i = 0; i < charges.size(); i++) {
      Charge c = charges.get(i);
      Long id = identityIds.get(c.identity());
      identity[i] = id != null ? id : newIds.get(c.identity());
      Long s = sourceIds.get(c.source());
      source[i] = s != null ? s : newSources.get(c.source());
    }
  }

  private void insertNames(String sql, List<UsageIdentity> identities) throws SQLException {
    try (PreparedStatement insert = connection.prepareStatement(sql)) {
      for (UsageIdentity id : identities) {
        insert.setString(1, id.family());
        insert.setString(2, id.key());
        insert.addBatch();
      }
      insert.executeBatch();
    }
  }

  /** Finds the ids of identities just inserted (or inserted by another writer). */
  void lookUpIdentities(List<UsageIdentity> identities, Map<UsageIdentity, Long> into) throws SQLException {
    try (PreparedStatement select = connection.prepareStatement(
        "SELECT id FROM identity WHERE family = ? AND key = ?")) {
      for (UsageIdentity id : identities) {
        select.setString(1, id.family());
        select.setString(2, id.key());
        try (ResultSet r = select.executeQuery()) {
          r.next();
          into.put(id, r.getLong(1));
        }
      }
    }
  }

  @Override
  public synchronized LedgerSnapshot snapshot(AsOf asOf) {
    return transaction("read", () -> {
      if (postgres()) {
        try (Statement s = connection.createStatement()) {
          s.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
        }
      }
      loadIdentities();
      LedgerSnapshot.Builder builder = new LedgerSnapshot.Builder(asOf, (int) knownMaxIdentity + 1);
      for (int id = 0; id <= knownMaxIdentity; id++) {
        if (identitiesById[id] != null) {
          builder.identity(id, identitiesById[id]);
        }
      }
      readCharges(asOf.at().getEpochSecond(), builder);
      return builder.build();
    });
  }

  /** Loads the identities added since the last load (identities are never removed or changed). */
  private void loadIdentities() throws SQLException {
    try (PreparedStatement s = connection.prepareStatement(
        "SELECT id, family, key FROM identity WHERE id > ? ORDER BY id")) {
      s.setFetchSize(50_000);
      s.setLong(1, knownMaxIdentity);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          long id = r.getLong(1);
          if (id > Integer.MAX_VALUE) {
            throw new LedgerException("ledger.too-many-identities", "identity id " + id + " is too large",
                "a ledger holds at most 2^31 identities");
          }
          if (id >= identitiesById.length) {
            identitiesById = Arrays.copyOf(identitiesById, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(id + 1,
                2L * identitiesById.length)));
          }
          identitiesById[(int) id] = UsageIdentity.fromKey(r.getString(2), r.getString(3));
          knownMaxIdentity = Math.max(knownMaxIdentity, id);
        }
      }
    }
  }

  @Override
  public synchronized void forEach(Consumer<Charge> action) {
    String sql = "SELECT i.family, i.key, s.name, c.job_key, c.amount, c.start_s, c.end_s FROM charge c "
        + "JOIN identity i ON i.id = c.identity_id JOIN source s ON s.id = c.source_id "
        + "ORDER BY i.family, i.key, c.start_s, c.job_key";
    transaction("read", () -> {
      try (Statement s = connection.createStatement()) {
        s.setFetchSize(10_000);
        try (ResultSet r = s.executeQuery(sql)) {
          while (r.next()) {
            action.accept(new Charge(UsageIdentity.fromKey(r.getString(1), r.getString(2)), r.getString(3),
                r.getString(4), r.getDouble(5), r.getLong(6), r.getLong(7)));
          }
        }
      }
      return null;
    });
  }

  @Override
  public synchronized long size() {
    return transaction("read", () -> {
      try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery("SELECT count(*) FROM charge")) {
        r.next();
        return r.getLong(1);
      }
    });
  }

  @Override
  public synchronized void logIngest(List<String> inputs, long finishedSeconds, IngestSummary summary) {
    transaction("write to", () -> {
      try (PreparedStatement s = connection.prepareStatement("INSERT INTO ingest_log (finished_s, inputs, read, "
          + "added, extended, present, skipped) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
        s.setLong(1, finishedSeconds);
        s.setString(2, String.join("\n", inputs));
        s.setLong(3, summary.read());
        s.setLong(4, summary.added());
        s.setLong(5, summary.extended());
        s.setLong(6, summary.present());
        s.setLong(7, summary.skippedTotal());
        return s.executeUpdate();
      }
    });
  }

  /** The schema version of this ledger. */
  synchronized int schemaVersion() {
    return transaction("read", () -> Schema.version(connection));
  }

  @Override
  public synchronized void close() {
    try {
      connection.close();
    } catch (SQLException e) {
      throw failure("close", e);
    }
  }

  private void rollback() {
    try {
      connection.rollback();
    } catch (SQLException ignored) {
      // the connection is broken; the failure that brought us here is the one to report
    }
  }

  LedgerException failure(String what, SQLException e) {
    return new LedgerException("ledger.io", "cannot " + what + " the ledger: " + e.getMessage(),
        "check that the ledger is reachable and writable", e);
  }
}
