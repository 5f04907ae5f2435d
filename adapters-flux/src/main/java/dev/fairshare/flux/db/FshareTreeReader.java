package dev.fairshare.flux.db;

import dev.fairshare.flux.weighted.WalkTree;
import dev.fairshare.format.Columns;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Loads the tree that flux-accounting's C++ reader loads ({@code src/fairness/reader/data_reader_db.cpp}):
 * the root is the first bank (rowid order) whose parent is {@code ''}; a bank's sub-banks are taken in
 * BINARY order of their names, and only the active ones are followed; a bank with at least one sub-bank row,
 * active or not, ignores its users; a bank without sub-bank rows holds its active users in BINARY order of
 * their names. Bank shares are the {@code stoll} of their text; user shares {@code sqlite3_column_int64}.
 *
 * <p>As in flux, banks are looked up by name: where two rows share a name (flux's {@code add-bank} allows one
 * name under different parents), each is a node with the shares of the first row of that name (rowid
 * order) and the sub-banks and users of every row of that name.
 *
 * <p>Refused with a {@link dev.fairshare.format.ConfigParseException}, with every problem at once: no root
 * (flux prints {@code root bank not found, exiting}), a bank that is its own ancestor by name (where flux
 * recurses until it crashes), bank shares that are not a number, negative or non-finite usage, and, first, a
 * bank or association whose name is NULL ({@code flux.db.null-name}; flux's reader builds a string from it).
 */
public final class FshareTreeReader {
  private FshareTreeReader() {}

  /** Reads the tree from the rows of {@code bank_table} and {@code association_table}. */
  public static FshareTree read(String source, List<BankRow> banks, List<AssociationRow> associations) {
    ProblemCollector problems = new ProblemCollector();
    for (BankRow b : banks) {
      if (b.bank() == null) {
        problems.error(SourceLocation.of(source + "#bank_table", line(b.rowid())), "flux.db.null-name",
            "a bank has no name (bank is NULL)", "give the row a bank name, or delete it");
      }
    }
    for (AssociationRow a : associations) {
      if (a.username() == null || a.bank() == null) {
        problems.error(SourceLocation.of(source + "#association_table", line(a.rowid())), "flux.db.null-name",
            "an association has no " + (a.username() == null ? "username" : "bank") + " (NULL)",
            "give the row a username and a bank, or delete it");
      }
    }
    problems.throwIfErrors();
    Map<String, BankRow> byName = new HashMap<>();
    Map<String, List<BankRow>> subBanks = new HashMap<>();
    BankRow root = null;
    for (BankRow b : banks) {
      byName.putIfAbsent(b.bank(), b);
      if (b.parentBank() != null) {
        subBanks.computeIfAbsent(b.parentBank(), k -> new ArrayList<>()).add(b);
        if (root == null && b.parentBank().isEmpty()) {
          root = b;
        }
      }
    }
    if (root == null) {
      problems.error(SourceLocation.of(source + "#bank_table"), "flux.db.no-root",
          "root bank not found, exiting", "add a bank whose parent_bank is ''");
      problems.throwIfErrors();
    }
    Map<String, List<AssociationRow>> users = new HashMap<>();
    for (AssociationRow a : associations) {
      users.computeIfAbsent(a.bank(), k -> new ArrayList<>()).add(a);
    }
    subBanks.values().forEach(l -> l.sort((x, y) -> BinaryOrder.compare(x.bank(), y.bank())));
    users.values().forEach(l -> l.sort((x, y) -> BinaryOrder.compare(x.username(), y.username())));

    Nodes nodes = new Nodes();
    Deque<int[]> stack = new ArrayDeque<>();
    Map<Integer, BankRow> bankOf = new HashMap<>();
    Set<String> onPath = new HashSet<>();
    int rootId = nodes.bank(-1, root, byName.get(root.bank()).sharesText(), source, problems);
    bankOf.put(rootId, root);
    // each frame: node id, next sub-bank position
    stack.push(new int[] {rootId, 0});
    onPath.add(root.bank());
    while (!stack.isEmpty()) {
      int[] frame = stack.peek();
      BankRow bank = bankOf.get(frame[0]);
      List<BankRow> subs = subBanks.getOrDefault(bank.bank(), List.of());
      if (subs.isEmpty()) {
        for (AssociationRow a : users.getOrDefault(bank.bank(), List.of())) {
          if (a.activeC() != 0) {
            nodes.user(frame[0], a, source, problems);
          }
        }
        onPath.remove(bank.bank());
        stack.pop();
        continue;
      }
      if (frame[1] == subs.size()) {
        onPath.remove(bank.bank());
        stack.pop();
        continue;
      }
      BankRow sub = subs.get(frame[1]++);
      if (sub.activeC() == 0) {
        continue;
      }
      if (!onPath.add(sub.bank())) {
        problems.error(SourceLocation.of(source + "#bank_table", line(sub.rowid())), "flux.db.cycle",
            "bank '" + sub.bank() + "' is its own ancestor", "fix parent_bank so that every bank leads to the root");
        continue;
      }
      int id = nodes.bank(frame[0], sub, byName.get(sub.bank()).sharesText(), source, problems);
      bankOf.put(id, sub);
      stack.push(new int[] {id, 0});
    }
    problems.throwIfErrors();
    return nodes.finish();
  }

  static int line(long rowid) {
    return (int) Math.max(1, Math.min(Integer.MAX_VALUE, rowid));
  }

  /** The growing node arrays. */
  private static final class Nodes {
    final Columns columns = new Columns(16);
    final Columns.Ints parent = columns.ints();
    final Columns.Booleans user = columns.booleans();
    final Columns.Longs shares = columns.longs();
    final Columns.Doubles usage = columns.doubles();
    final Columns.Objects<String> name = columns.objects(String[]::new);
    final Columns.Objects<AssociationRow> rows = columns.objects(AssociationRow[]::new);

    int bank(int parentId, BankRow row, String sharesText, String source, ProblemCollector problems) {
      Long value = CxxStoll.parse(sharesText);
      if (value == null) {
        problems.error(SourceLocation.of(source + "#bank_table", line(row.rowid())), "flux.db.bad-shares",
            "bank '" + row.bank() + "' has shares '" + sharesText + "', not an integer",
            "set bank_table.shares to a whole number");
      }
      return add(parentId, false, value == null ? 0 : value, 0.0, row.bank(), null);
    }

    void user(int parentId, AssociationRow row, String source, ProblemCollector problems) {
      double u = row.jobUsageC();
      if (!(u >= 0) || Double.isInfinite(u)) {
        problems.error(SourceLocation.of(source + "#association_table", line(row.rowid())),
            "flux.db.bad-usage", "association " + row.username() + "@" + row.bank() + " has job_usage " + u,
            "job_usage must be a finite number >= 0");
      }
      add(parentId, true, row.sharesC(), u, row.username(), row);
    }

    int add(int parentId, boolean isUser, long s, double u, String n, AssociationRow row) {
      int k = columns.add();
      parent.values[k] = parentId;
      user.values[k] = isUser;
      shares.values[k] = s;
      usage.values[k] = u;
      name.values[k] = n;
      rows.values[k] = row;
      return k;
    }

    FshareTree finish() {
      int size = columns.size();
      int[] p = Arrays.copyOf(parent.values, size);
      boolean[] u = Arrays.copyOf(user.values, size);
      return new FshareTree(WalkTree.fromParents(p, u, Arrays.copyOf(shares.values, size)), p,
          Arrays.copyOf(usage.values, size), Arrays.copyOf(name.values, size), Arrays.copyOf(rows.values, size));
    }
  }
}
