package dev.fairshare.flux.usage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The bank totals {@code update-usage} writes ({@code job_usage_calculation.calc_parent_bank_usage}): from
 * the root, a bank without sub-banks gets the sum of {@code job_usage} of all its associations, inactive
 * ones included, in rowid order; any other bank the sum of its sub-banks' totals, inactive ones included,
 * in rowid order.
 */
final class BankTotals {
  private BankTotals() {}

  static void update(Connection c, String root) throws SQLException {
    Deque<Object[]> stack = new ArrayDeque<>();
    Set<String> onPath = new HashSet<>();
    stack.push(new Object[] {root, subBanks(c, root), 0, new double[] {0.0}});
    onPath.add(root);
    double finished = 0;
    while (!stack.isEmpty()) {
      Object[] f = stack.peek();
      String bank = (String) f[0];
      @SuppressWarnings("unchecked")
      List<String> subs = (List<String>) f[1];
      double[] total = (double[]) f[3];
      int next = (Integer) f[2];
      if (subs.isEmpty()) {
        total[0] = leafSum(c, bank);
        write(c, bank, total[0]);
      }
      if (subs.isEmpty() || next == subs.size()) {
        write(c, bank, total[0]);
        finished = total[0];
        stack.pop();
        onPath.remove(bank);
        if (!stack.isEmpty()) {
          ((double[]) stack.peek()[3])[0] += finished;
        }
        continue;
      }
      f[2] = next + 1;
      String sub = subs.get(next);
      if (!onPath.add(sub)) {
        throw new IllegalStateException("bank '" + sub + "' is its own ancestor");
      }
      stack.push(new Object[] {sub, subBanks(c, sub), 0, new double[] {0.0}});
    }
  }

  private static List<String> subBanks(Connection c, String bank) throws SQLException {
    List<String> out = new ArrayList<>();
    try (PreparedStatement p = c.prepareStatement(
        "SELECT bank FROM bank_table WHERE parent_bank=? ORDER BY rowid")) {
      p.setString(1, bank);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          out.add(r.getString(1));
        }
      }
    }
    return out;
  }

  private static double leafSum(Connection c, String bank) throws SQLException {
    double total = 0.0;
    try (PreparedStatement p = c.prepareStatement(
        "SELECT job_usage FROM association_table WHERE bank=? ORDER BY rowid")) {
      p.setString(1, bank);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          total += r.getDouble(1);
        }
      }
    }
    return total;
  }

  private static void write(Connection c, String bank, double total) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("UPDATE bank_table SET job_usage=? WHERE bank=?")) {
      p.setDouble(1, total);
      p.setString(2, bank);
      p.executeUpdate();
    }
  }
}
