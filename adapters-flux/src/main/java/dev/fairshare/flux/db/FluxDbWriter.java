package dev.fairshare.flux.db;

import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeNameTable;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a tree as a new flux-accounting database: {@link FluxSchema}'s tables, a {@code bank_table} row
 * per group (the root's parent is {@code ''}) and an {@code association_table} row per user, in pre-order,
 * in one transaction.
 *
 * <p>A user's job usage is its usage in the document, also put in its first usage bin; each bank's
 * {@code job_usage} is what {@code flux account-update-usage} would write (its users' sum, or its sub-banks'
 * sum). Shares are truncated to integers. Columns that the tree's attributes ({@code flux.<column>}) do not
 * give take flux's defaults, with {@code creation_time} 0 and a user's {@code default_bank} the first bank it
 * appears in. The half-life period ends one half-life after the usage's instant.
 */
public final class FluxDbWriter {
  /** The {@code association_table} columns kept as node attributes. */
  public static final Set<String> USER_COLUMNS = Set.of("creation_time", "mod_time", "userid", "default_bank",
      "max_running_jobs", "max_active_jobs", "max_nodes", "max_cores", "queues", "projects", "default_project",
      "max_sched_jobs");
  private static final List<String> USER_DEFAULTS = List.of("creation_time", "0", "mod_time", "0", "userid",
      "65534", "max_running_jobs", "5", "max_active_jobs", "7", "max_nodes", "2147483647", "max_cores",
      "2147483647", "queues", "", "projects", "*", "default_project", "*", "max_sched_jobs", "2147483647");

  /** How many rows of one statement go to SQLite at once. */
  private static final int BATCH = 10_000;

  private FluxDbWriter() {}

  /**
   * Writes the database file to a stream: made in a temporary file (SQLite writes to a file), copied, then
   * removed, so that the database is never held in memory.
   */
  public static void writeTo(TreeDocument document, java.io.OutputStream out) throws IOException {
    Path file = Files.createTempFile("fairshare-flux", ".db");
    try {
      Files.delete(file);
      write(document, file);
      Files.copy(file, out);
    } catch (SQLException e) {
      throw new IllegalStateException("writing a flux-accounting database failed: " + e.getMessage(), e);
    } finally {
      deleteTemporary(file);
    }
  }

  private static void deleteTemporary(Path file) {
    for (String suffix : new String[] {"", "-journal", "-wal", "-shm"}) {
      try {
        Files.deleteIfExists(Path.of(file + suffix));
      } catch (IOException ignored) {
        // a temporary file left behind
      }
    }
  }

  /** The database file's bytes. */
  public static byte[] toBytes(TreeDocument document) {
    Path file = null;
    try {
      file = Files.createTempFile("fairshare-flux", ".db");
      Files.delete(file);
      write(document, file);
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (SQLException e) {
      throw new IllegalStateException("writing a flux-accounting database failed: " + e.getMessage(), e);
    } finally {
      if (file != null) {
        for (String suffix : new String[] {"", "-journal", "-wal", "-shm"}) {
          try {
            Files.deleteIfExists(Path.of(file + suffix));
          } catch (IOException ignored) {
            // a temporary file left behind
          }
        }
      }
    }
  }

  /** Writes the document to a new database file. */
  public static void write(TreeDocument document, Path file) throws SQLException {
    ShareTree tree = document.tree();
    UsageSnapshot usage = document.usage() != null ? document.usage() : UsageSnapshot.zero(tree);
    FluxSettings settings = settings(document.settings());
    try (FluxDatabase db = FluxDatabase.create(file)) {
      Connection c = db.connection();
      c.setAutoCommit(false);
      FluxSchema.create(c, settings, usage.at().getEpochSecond() + settings.halfLife());
      double[] bankUsage = bankUsage(tree, usage);
      try (PreparedStatement bank = c.prepareStatement("INSERT INTO bank_table (bank, active, parent_bank, shares,"
          + " job_usage, priority, ignore_older_than) VALUES (?, 1, ?, ?, ?, ?, ?)")) {
        Batch banks = new Batch(bank);
        for (int i = 0; i < tree.size(); i++) {
          if (tree.isUser(i)) {
            continue;
          }
          bank.setString(1, tree.name(i));
          bank.setString(2, i == 0 ? "" : tree.name(tree.parent(i)));
          bank.setLong(3, (long) tree.shares(i));
          bank.setDouble(4, bankUsage[i]);
          bank.setString(5, attribute(tree, i, "priority", "0.0"));
          bank.setString(6, attribute(tree, i, "ignore_older_than", "0"));
          bank.addBatch();
        }
        bank.executeBatch();
      }
      writeUsers(c, tree, usage, settings);
      c.commit();
    }
  }

  private static void writeUsers(Connection c, ShareTree tree, UsageSnapshot usage, FluxSettings settings)
      throws SQLException {
    NodeNameTable firstOfName = new NodeNameTable(tree::name);
    int[] firstBank = new int[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        int first = firstOfName.putIfAbsent(i);
        firstBank[i] = tree.parent(first < 0 ? i : first);
      }
    }
    String columns = "username, bank, shares, job_usage, " + String.join(", ", userColumns().keySet());
    String marks = "?, ?, ?, ?" + ", ?".repeat(userColumns().size());
    try (PreparedStatement user = c.prepareStatement(
        "INSERT INTO association_table (" + columns + ") VALUES (" + marks + ")")) {
      Batch batch = new Batch(user);
      for (int i = 0; i < tree.size(); i++) {
        if (!tree.isUser(i)) {
          continue;
        }
        user.setString(1, tree.name(i));
        user.setString(2, tree.name(tree.parent(i)));
        user.setLong(3, (long) tree.shares(i));
        user.setDouble(4, usage.usage(i));
        int k = 5;
        Map<String, String> values = userColumns();
        values.put("default_bank", tree.name(firstBank[i]));
        for (Map.Entry<String, String> e : values.entrySet()) {
          user.setString(k++, attribute(tree, i, e.getKey(), e.getValue()));
        }
        batch.add();
      }
      batch.finish();
    }
    try (PreparedStatement factor = c.prepareStatement(
        "INSERT OR IGNORE INTO job_usage_factor_table (username, userid, bank) VALUES (?, ?, ?)")) {
      Batch batch = new Batch(factor);
      for (int i = 0; i < tree.size(); i++) {
        if (tree.isUser(i)) {
          factor.setString(1, tree.name(i));
          factor.setString(2, attribute(tree, i, "userid", "65534"));
          factor.setString(3, tree.name(tree.parent(i)));
          batch.add();
        }
      }
      batch.finish();
    }
    try (PreparedStatement bins = c.prepareStatement("INSERT OR IGNORE INTO job_usage_per_association_table"
        + " (username, userid, bank, period, value) VALUES (?, ?, ?, ?, ?)")) {
      Batch batch = new Batch(bins);
      for (int i = 0; i < tree.size(); i++) {
        if (!tree.isUser(i)) {
          continue;
        }
        for (int p = 0; p < settings.periods(); p++) {
          bins.setString(1, tree.name(i));
          bins.setString(2, attribute(tree, i, "userid", "65534"));
          bins.setString(3, tree.name(tree.parent(i)));
          bins.setInt(4, p);
          bins.setDouble(5, p == 0 ? usage.usage(i) : 0.0);
          batch.add();
        }
      }
      batch.finish();
    }
  }

  /**
   * The rows of one statement sent to SQLite {@value #BATCH} at a time (the driver holds a batch's values
   * until it runs: ten million users in one batch would be gigabytes), in the one transaction.
   */
  private static final class Batch {
    private final PreparedStatement statement;
    private int pending;

    Batch(PreparedStatement statement) {
      this.statement = statement;
    }

    void add() throws SQLException {
      statement.addBatch();
      if (++pending == BATCH) {
        finish();
      }
    }

    void finish() throws SQLException {
      if (pending > 0) {
        statement.executeBatch();
        pending = 0;
      }
    }
  }

  private static Map<String, String> userColumns() {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < USER_DEFAULTS.size(); i += 2) {
      m.put(USER_DEFAULTS.get(i), USER_DEFAULTS.get(i + 1));
    }
    m.put("default_bank", "");
    return m;
  }

  private static String attribute(ShareTree tree, int node, String column, String fallback) {
    String v = tree.attribute(node, "flux." + column);
    return v != null ? v : fallback;
  }

  /** Each bank's usage as update-usage sums it: users in order, then sub-banks in order. */
  static double[] bankUsage(ShareTree tree, UsageSnapshot usage) {
    double[] sum = new double[tree.size()];
    for (int i = tree.size() - 1; i >= 0; i--) {
      if (tree.isUser(i)) {
        continue;
      }
      double total = 0.0;
      boolean subBanks = false;
      for (int c = tree.firstChild(i); c >= 0; c = tree.nextSibling(c)) {
        subBanks |= !tree.isUser(c);
      }
      for (int c = tree.firstChild(i); c >= 0; c = tree.nextSibling(c)) {
        if (tree.isUser(c) != subBanks) {
          total += tree.isUser(c) ? usage.usage(c) : sum[c];
        }
      }
      sum[i] = total;
    }
    return sum;
  }

  /** The usage settings a document carries, flux's defaults where it has none. */
  static FluxSettings settings(Settings s) {
    return s.get(FluxSettings.class).orElse(FluxSettings.defaults());
  }
}
