package dev.fairshare.slurm.sshare;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds a share tree and its usage from {@code sshare -a} output alone: the tree from the Account column's
 * indentation (a row at depth d is a child of the last account row at depth d−1), shares from RawShares
 * ({@code parent} for FairShare=parent), usage from RawUsage (already aggregated: an account's RawUsage is
 * its subtree's, docs/algorithms/slurm.md §1.4).
 *
 * <p>Aligned output cuts names longer than their column ({@code computational-bio+}); the tree then has
 * the printed part as the name (use {@code -P} output for full names). A cut name that is empty (deep
 * indentation fills the column) or equal to a sibling's cannot stand for its node: that row is refused
 * with {@code slurm.sshare.name-cut}.
 *
 * <p>Problems: {@code slurm.sshare.bad-indent} (no root row first, a jump of more than one level, a user
 * row whose account is not the account above it), {@code slurm.sshare.bad-number},
 * {@code slurm.sshare.name-cut} (once per refused row: the rows below a refused account are skipped), and the
 * table reader's and the tree's codes.
 */
final class SshareTreeReader {
  /** The stack entry of an account row that was refused. */
  private static final int REFUSED = -2;

  private SshareTreeReader() {}

  static TreeDocument read(LineSource source) {
    List<SshareRow> rows = SshareTableReader.read(source);
    ShareTreeBuilder builder = new ShareTreeBuilder("root");
    ProblemCollector problems = builder.problems();
    List<Integer> stack = new ArrayList<>();
    List<String> stackNames = new ArrayList<>();
    List<Integer> ids = new ArrayList<>();
    List<Double> usage = new ArrayList<>();
    for (SshareRow row : rows) {
      double rawUsage = SshareNumbers.unsigned(row.rawUsage());
      if (rawUsage < 0) {
        problems.error(source.at(row.line(), 0), "slurm.sshare.bad-number",
            "RawUsage '" + row.rawUsage() + "' is not a whole number >= 0", "RawUsage is an integer");
        rawUsage = 0;
      }
      if (ids.isEmpty()) {
        if (row.depth() != 0 || row.isUser()) {
          problems.error(source.at(row.line(), 1), "slurm.sshare.bad-indent",
              "the first row is not the root account", "give the output of sshare -a, which starts at root");
          return finish(builder, ids, usage);
        }
        builder.rootAttributes(Map.of());
        stack.add(ShareTreeBuilder.ROOT);
        stackNames.add(row.account());
        ids.add(ShareTreeBuilder.ROOT);
        usage.add(rawUsage);
        continue;
      }
      int d = row.depth();
      if (d < 1 || d > stack.size()) {
        problems.error(source.at(row.line(), 1), "slurm.sshare.bad-indent",
            "indentation " + d + " under an account at depth " + (stack.size() - 1),
            "each level is indented by one more space than its parent account");
        continue;
      }
      int parent = stack.get(d - 1);
      if (parent == REFUSED) {
        pushAccount(row, d, REFUSED, stack, stackNames);
        continue;
      }
      String above = stackNames.get(d - 1);
      boolean sameAccount = row.account().equals(above)
          || row.truncated() && (above.startsWith(row.account()) || row.account().startsWith(above));
      if (row.isUser() && !sameAccount) {
        problems.error(source.at(row.line(), 1), "slurm.sshare.bad-indent",
            "user '" + row.user() + "' is listed in account '" + row.account() + "' but sits under '"
                + stackNames.get(d - 1) + "'", "a user row repeats the name of the account above it");
        continue;
      }
      boolean usesParent = row.rawShares().equals("parent");
      double shares = usesParent ? 0 : SshareNumbers.unsigned(row.rawShares());
      if (shares < 0) {
        problems.error(source.at(row.line(), 0), "slurm.sshare.bad-number",
            "RawShares '" + row.rawShares() + "' is neither a whole number nor 'parent'",
            "RawShares is an integer or parent");
        shares = 0;
      }
      String name = row.isUser() ? row.user() : row.account();
      if (row.truncated() && (name.isEmpty() || builder.child(parent, name) >= 0)) {
        problems.error(source.at(row.line(), 1), "slurm.sshare.name-cut",
            name.isEmpty()
                ? "the name at depth " + d + " is cut away entirely by the column width"
                : "the cut name '" + name + "+' cannot be told apart from a sibling's",
            "aligned sshare output cuts long names; give the output of sshare -a -P (or -p) instead");
        pushAccount(row, d, REFUSED, stack, stackNames);
        continue;
      }
      int id = builder.add(parent, name,
          row.isUser() ? NodeKind.USER : NodeKind.GROUP, shares, usesParent, null, source.at(row.line(), 1));
      ids.add(id);
      usage.add(rawUsage);
      pushAccount(row, d, id, stack, stackNames);
    }
    return finish(builder, ids, usage);
  }

  /** Makes an account row the parent of the rows indented below it (a user row changes nothing). */
  private static void pushAccount(SshareRow row, int depth, int id, List<Integer> stack,
      List<String> stackNames) {
    if (row.isUser()) {
      return;
    }
    while (stack.size() > depth) {
      stack.remove(stack.size() - 1);
      stackNames.remove(stackNames.size() - 1);
    }
    stack.add(id);
    stackNames.add(row.account());
  }

  private static TreeDocument finish(ShareTreeBuilder builder, List<Integer> ids, List<Double> usage) {
    ShareTree tree = builder.build();
    double[] totals = new double[tree.size()];
    for (int k = 0; k < ids.size(); k++) {
      totals[builder.treeIndex(ids.get(k))] = usage.get(k);
    }
    return new TreeDocument(tree, UsageSnapshot.fromTotals(tree, totals, Instant.EPOCH), Settings.none(),
        builder.problems().warnings());
  }
}
