package dev.fairshare.flux.db;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * One transaction on a connection: the work is committed whole, or rolled back and its own failure thrown
 * (a rollback that fails too, as after SQLite gave up the transaction for a full disk, is added to it as
 * suppressed and never hides the reason).
 */
public final class SqlTransaction {
  /** Work on the connection inside the transaction. */
  @FunctionalInterface
  public interface Work<T> {
    /** Does the work; its result is returned after the commit. */
    T run() throws SQLException;
  }

  private SqlTransaction() {}

  /** Runs {@code work} in one transaction of {@code c} and commits it. */
  public static <T> T run(Connection c, Work<T> work) throws SQLException {
    c.setAutoCommit(false);
    T result;
    try {
      result = work.run();
      c.commit();
    } catch (SQLException | RuntimeException e) {
      try {
        c.rollback();
      } catch (SQLException r) {
        e.addSuppressed(r);
      }
      restoreAutoCommit(c);
      throw e;
    }
    c.setAutoCommit(true);
    return result;
  }

  private static void restoreAutoCommit(Connection c) {
    try {
      c.setAutoCommit(true);
    } catch (SQLException e) {
      // the connection is closed by the command right after; the failure being thrown says why
    }
  }
}
