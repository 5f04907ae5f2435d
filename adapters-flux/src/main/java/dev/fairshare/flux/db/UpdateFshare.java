package dev.fairshare.flux.db;

import dev.fairshare.flux.text.SqliteReal;
import dev.fairshare.flux.weighted.BankUsage;
import dev.fairshare.flux.weighted.WeightedWalk;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

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

  /**
   * The users of the tree with their fairshare, in the order flux's writer updates them (pre-order over the
   * children as the walk sorted them), so that where one (user, bank) appears twice the last one wins.
   */
  public static Map<AssociationRow, Double> compute(FshareTree tree) {
    double[] usage = tree.usage().clone();
    BankUsage.fill(tree.walk(), tree.parent(), usage);
    double[] fairshare = new double[tree.walk().size()];
    Arrays.fill(fairshare, Double.NaN);
    WeightedWalk walk = new WeightedWalk(tree.walk());
    walk.run(usage, fairshare, null, new double[fairshare.length]);
    int[] sorted = walk.sortedChildren();
    int[] start = tree.walk().childStart();
    Map<String, AssociationRow> rowOf = new HashMap<>();
    Map<AssociationRow, Double> out = new LinkedHashMap<>();
    Deque<Integer> stack = new ArrayDeque<>();
    stack.push(0);
    while (!stack.isEmpty()) {
      int n = stack.pop();
      AssociationRow row = tree.association()[n];
      if (row != null) {
        AssociationRow first = rowOf.computeIfAbsent(row.username() + "\u0000" + row.bank(), k -> row);
        out.put(first, fairshare[n]);
      }
      for (int k = start[n + 1] - 1; k >= start[n]; k--) {
        stack.push(sorted[k]);
      }
    }
    return out;
  }

  /** Reads, computes and writes; returns the number of associations updated. */
  public static int run(FluxDatabase db) throws SQLException {
    Connection c = db.connection();
    try (Statement s = c.createStatement()) {
      s.execute("PRAGMA journal_mode=WAL");
      s.execute("PRAGMA synchronous=NORMAL");
    }
    return SqlTransaction.run(c, () -> {
      int updated = 0;
      try (PreparedStatement update = c.prepareStatement(
          "UPDATE association_table SET fairshare=? WHERE username=? AND bank=?")) {
        FshareTree tree = FshareTreeReader.read(db.path().toString(), db.banks(), db.associations());
        for (Map.Entry<AssociationRow, Double> e : compute(tree).entrySet()) {
          AssociationRow row = e.getKey();
          update.setDouble(1, SqliteReal.storedFixed6(e.getValue()));
          update.setString(2, row.username());
          update.setString(3, row.bank());
          update.addBatch();
          updated++;
        }
        update.executeBatch();
      }
      return updated;
    });
  }
}
