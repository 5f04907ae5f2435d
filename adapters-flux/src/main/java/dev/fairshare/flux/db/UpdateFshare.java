package dev.fairshare.flux.db;

import dev.fairshare.flux.text.SqliteReal;
import dev.fairshare.flux.weighted.BankUsage;
import dev.fairshare.flux.weighted.WeightedWalk;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;

/**
 * {@code flux account-update-fshare -p DB} ({@code src/cmd/flux_account_update_fshare.cpp}): loads the tree
 * as flux's reader does, runs the weighted walk, and writes each user's fairshare in one transaction.
 *
 * <p>As flux does, the database is switched to WAL journal mode, and the fairshare is bound as the text of
 * {@code std::to_string(rank / N)} (six decimals), stored as SQLite 3.40 converts that text
 * ({@link SqliteReal}). Only users in the tree are updated: inactive rows, rows under inactive banks and
 * rows of banks that have sub-banks keep their fairshare. A failure or a kill leaves the database as it was.
 */
public final class UpdateFshare {
  private UpdateFshare() {}

  /** The fairshare computed for each node of the tree ({@code NaN} for banks), before it is stored. */
  public static double[] compute(FshareTree tree) {
    double[] usage = tree.usage().clone();
    BankUsage.fill(tree.walk(), tree.parent(), usage);
    double[] fairshare = new double[tree.walk().size()];
    Arrays.fill(fairshare, Double.NaN);
    new WeightedWalk(tree.walk()).run(usage, fairshare, null, new double[fairshare.length]);
    return fairshare;
  }

  /** Reads, computes and writes; returns the number of associations updated. */
  public static int run(FluxDatabase db) throws SQLException {
    Connection c = db.connection();
    try (Statement s = c.createStatement()) {
      s.execute("PRAGMA journal_mode=WAL");
      s.execute("PRAGMA synchronous=NORMAL");
    }
    int updated = 0;
    c.setAutoCommit(false);
    boolean done = false;
    try (PreparedStatement update = c.prepareStatement(
        "UPDATE association_table SET fairshare=? WHERE username=? AND bank=?")) {
      FshareTree tree = FshareTreeReader.read(db.path().toString(), db.banks(), db.associations());
      double[] fairshare = compute(tree);
      for (int i = 0; i < fairshare.length; i++) {
        AssociationRow row = tree.association()[i];
        if (row == null) {
          continue;
        }
        update.setDouble(1, SqliteReal.storedFixed6(fairshare[i]));
        update.setString(2, row.username());
        update.setString(3, row.bank());
        update.addBatch();
        updated++;
      }
      update.executeBatch();
      c.commit();
      done = true;
    } finally {
      if (!done) {
        c.rollback();
      }
      c.setAutoCommit(true);
    }
    return updated;
  }
}
