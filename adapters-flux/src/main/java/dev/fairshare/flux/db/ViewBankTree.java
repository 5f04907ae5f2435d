package dev.fairshare.flux.db;

import dev.fairshare.flux.text.PythonFloat;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The text of {@code flux account view-bank -t [-P] BANK} (flux-accounting's Python
 * {@code BankFormatter.as_tree} and {@code as_parsable_tree}): the bank, then its sub-banks depth first in
 * rowid order, and under each bank without sub-banks its users in rowid order, inactive ones included.
 *
 * <p>Values print as Python's {@code str()} of what SQLite stores; the bank's own usage is
 * {@code round(job_usage, 2)}; names are padded to 20 characters with {@code ljust}/{@code rjust}, which never
 * cut. The text ends with the newline {@code print()} adds after the formatter's final one.
 */
public final class ViewBankTree {
  private static final String[] HEADER = {"Bank", "Username", "Active", "RawShares", "RawUsage", "Fairshare"};

  private ViewBankTree() {}

  /** flux's error when the bank has no row. */
  public static String notFound(String bank) {
    return "bank " + bank + " not found in bank_table";
  }

  /**
   * The text for {@code bank}, or {@code null} when {@code bank_table} has no such bank; a parent cycle
   * below the bank (where flux recurses without end) is a {@code flux.db.cycle} problem.
   */
  public static String render(String source, List<BankRow> banks, List<AssociationRow> associations, String bank,
      boolean parsable) {
    BankRow root = null;
    Map<String, List<BankRow>> subBanks = new HashMap<>();
    for (BankRow b : banks) {
      if (root == null && b.bank().equals(bank)) {
        root = b;
      }
      if (b.parentBank() != null) {
        subBanks.computeIfAbsent(b.parentBank(), k -> new ArrayList<>()).add(b);
      }
    }
    if (root == null) {
      return null;
    }
    Map<String, List<AssociationRow>> users = new HashMap<>();
    for (AssociationRow a : associations) {
      users.computeIfAbsent(a.bank(), k -> new ArrayList<>()).add(a);
    }
    StringBuilder out = new StringBuilder();
    if (parsable) {
      out.append(String.join("|", HEADER)).append('\n');
      out.append(root.bank()).append("||").append(active(root.active())).append('|')
          .append(root.shares().pythonStr()).append('|').append(roundedUsage(root.jobUsage())).append('\n');
    } else {
      out.append(ljust(HEADER[0], 20));
      for (int i = 1; i < HEADER.length; i++) {
        out.append(rjust(HEADER[i], 20));
      }
      out.append('\n');
      out.append(ljust(root.bank(), 20)).append(rjust("", 20)).append(rjust(active(root.active()), 20))
          .append(rjust(root.shares().pythonStr(), 20)).append(rjust(roundedUsage(root.jobUsage()), 20))
          .append('\n');
    }
    ProblemCollector problems = new ProblemCollector();
    Deque<Object[]> stack = new ArrayDeque<>();
    Set<String> onPath = new HashSet<>();
    onPath.add(root.bank());
    stack.push(new Object[] {root.bank(), "", 0});
    while (!stack.isEmpty()) {
      Object[] frame = stack.peek();
      String name = (String) frame[0];
      String indent = (String) frame[1];
      int next = (Integer) frame[2];
      List<BankRow> subs = subBanks.getOrDefault(name, List.of());
      String prefix = indent + " ";
      if (subs.isEmpty()) {
        for (AssociationRow a : users.getOrDefault(name, List.of())) {
          userLine(out, name, a, prefix, parsable);
        }
        onPath.remove(name);
        stack.pop();
        continue;
      }
      if (next == subs.size()) {
        onPath.remove(name);
        stack.pop();
        continue;
      }
      frame[2] = next + 1;
      BankRow sub = subs.get(next);
      bankLine(out, sub, prefix, parsable);
      if (!onPath.add(sub.bank())) {
        problems.error(SourceLocation.of(source + "#bank_table", FshareTreeReader.line(sub.rowid())),
            "flux.db.cycle", "bank '" + sub.bank() + "' is its own ancestor",
            "fix parent_bank so that every bank leads to the root");
        problems.throwIfErrors();
      }
      stack.push(new Object[] {sub.bank(), prefix, 0});
    }
    return out.append('\n').toString();
  }

  private static void bankLine(StringBuilder out, BankRow b, String prefix, boolean parsable) {
    String usage = b.jobUsage().pythonStr();
    if (parsable) {
      out.append(prefix).append(b.bank()).append("||").append(active(b.active())).append('|')
          .append(b.shares().pythonStr()).append('|').append(usage).append('\n');
      return;
    }
    out.append(prefix).append(ljust(b.bank(), 20)).append(rjust("", 20 - length(prefix)))
        .append(rjust(active(b.active()), 20)).append(rjust(b.shares().pythonStr(), 20))
        .append(rjust(usage, 20)).append('\n');
  }

  private static void userLine(StringBuilder out, String bank, AssociationRow a, String prefix, boolean parsable) {
    if (parsable) {
      out.append(prefix).append(bank).append('|').append(a.username()).append('|').append(active(a.active()))
          .append('|').append(a.shares().pythonStr()).append('|').append(a.jobUsage().pythonStr()).append('|')
          .append(a.fairshare().pythonStr()).append('\n');
      return;
    }
    out.append(prefix).append(ljust(bank, 20)).append(rjust(a.username(), 20 - length(prefix)))
        .append(rjust(active(a.active()), 20)).append(rjust(a.shares().pythonStr(), 20))
        .append(rjust(a.jobUsage().pythonStr(), 20)).append(rjust(a.fairshare().pythonStr(), 20)).append('\n');
  }

  private static String active(SqlValue v) {
    return v.equalsOne() ? "true" : "false";
  }

  /** {@code str(round(job_usage, 2))}: an int stays an int. */
  private static String roundedUsage(SqlValue v) {
    if (v.value() instanceof Double d) {
      return PythonFloat.repr(PythonFloat.round(d, 2));
    }
    return v.pythonStr();
  }

  private static int length(String s) {
    return s.codePointCount(0, s.length());
  }

  static String ljust(String s, int width) {
    int pad = width - length(s);
    return pad <= 0 ? s : s + " ".repeat(pad);
  }

  static String rjust(String s, int width) {
    int pad = width - length(s);
    return pad <= 0 ? s : " ".repeat(pad) + s;
  }
}
