package dev.fairshare.slurm.sshare;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * Takes the usage of a dump's associations from {@code sshare -a} output, checking that the rows are those
 * associations: each row names an association of the dump (an account, or a user in an account; a user's
 * n-th row in one account is its n-th association there), at the dump's depth, with the dump's shares; each
 * association has one row.
 *
 * <p>Problems: {@code slurm.sshare.unknown-row} (no such association in the dump),
 * {@code slurm.sshare.wrong-place} (indented to another depth), {@code slurm.sshare.shares-mismatch},
 * {@code slurm.sshare.duplicate-row}, {@code slurm.sshare.bad-number} (at the sshare file's line), and
 * {@code slurm.sshare.missing-row} (at the dump's line of an association without a row).
 */
public final class SshareUsageMatcher {
  private SshareUsageMatcher() {}

  /** The usage for {@code tree} from the rows of {@code source}; throws with every problem. */
  public static SshareUsage match(ShareTree tree, LineSource source) {
    var rows = SshareTableReader.read(source);
    ProblemCollector problems = new ProblemCollector();
    Map<String, Integer> nodes = keys(tree);
    Map<String, Integer> seen = new HashMap<>();
    int[] rowOf = new int[tree.size()];
    double[] totals = new double[tree.size()];
    String[] grp = new String[tree.size()];
    String[] run = new String[tree.size()];
    for (SshareRow row : rows) {
      String base = row.isUser() ? "U\u0000" + row.account() + "\u0000" + row.user() : "A\u0000" + row.account();
      int n = seen.merge(base, 1, Integer::sum);
      Integer node = nodes.get(base + "\u0000" + n);
      if (node == null && row.truncated()) {
        node = byPrefix(tree, row, rowOf);
      }
      SourceLocation at = source.at(row.line(), 1);
      if (node == null) {
        problems.error(at, "slurm.sshare.unknown-row", describe(row) + " is not an association of the dump",
            "give sshare output and a dump taken from the same cluster at the same time");
        continue;
      }
      if (rowOf[node] != 0) {
        problems.error(at, "slurm.sshare.duplicate-row", describe(row) + " is listed twice (line "
            + rowOf[node] + ")", "each association has one row");
        continue;
      }
      rowOf[node] = row.line();
      if (row.depth() != tree.depth(node)) {
        problems.error(at, "slurm.sshare.wrong-place", describe(row) + " is indented to depth " + row.depth()
            + " but is at depth " + tree.depth(node) + " in the dump" + where(tree, node),
            "the sshare tree and the dump's Parent lines disagree");
      }
      if (!sharesMatch(tree, node, row.rawShares())) {
        problems.error(at, "slurm.sshare.shares-mismatch", describe(row) + " has RawShares '"
            + row.rawShares() + "' but the dump gives " + expectedShares(tree, node) + where(tree, node),
            "give sshare output and a dump taken at the same time");
      }
      double usage = SshareNumbers.unsigned(row.rawUsage());
      if (usage < 0) {
        problems.error(at, "slurm.sshare.bad-number", "RawUsage '" + row.rawUsage()
            + "' is not a whole number >= 0", "RawUsage is an integer");
        usage = 0;
      }
      totals[node] = usage;
      grp[node] = row.grpTresMins();
      run[node] = row.tresRunMins();
    }
    for (int i = 0; i < tree.size(); i++) {
      if (rowOf[i] == 0) {
        SourceLocation origin = tree.origin(i);
        problems.error(origin != null ? origin : SourceLocation.of(source.name()), "slurm.sshare.missing-row",
            "association '" + (i == 0 ? "root" : tree.path(i)) + "' has no row in " + source.name(),
            "give the output of sshare -a (all users), taken from the same cluster");
      }
    }
    problems.throwIfErrors();
    return new SshareUsage(UsageSnapshot.fromTotals(tree, totals, Instant.EPOCH), grp, run);
  }

  /** Keys of every node: kind, account, user, occurrence. */
  private static Map<String, Integer> keys(ShareTree tree) {
    Map<String, Integer> keys = new HashMap<>();
    Map<String, Integer> count = new HashMap<>();
    for (int i = 0; i < tree.size(); i++) {
      String base;
      if (tree.isUser(i)) {
        String user = tree.attribute(i, DumpAttributes.USER);
        base = "U\u0000" + tree.name(tree.parent(i)) + "\u0000" + (user != null ? user : tree.name(i));
      } else {
        base = "A\u0000" + tree.name(i);
      }
      int n = count.merge(base, 1, Integer::sum);
      keys.put(base + "\u0000" + n, i);
    }
    return keys;
  }

  /**
   * The node an aligned row with a cut name stands for: the first node at the row's depth, after the
   * previously matched row, whose names start with the printed parts (sshare prints in tree order).
   */
  private static Integer byPrefix(ShareTree tree, SshareRow row, int[] rowOf) {
    for (int i = 0; i < tree.size(); i++) {
      if (rowOf[i] != 0 || tree.depth(i) != row.depth() || tree.isUser(i) != row.isUser()) {
        continue;
      }
      String account = row.isUser() ? tree.name(tree.parent(i)) : tree.name(i);
      String user = tree.attribute(i, DumpAttributes.USER);
      user = user != null ? user : tree.name(i);
      if (account.startsWith(row.account()) && (!row.isUser() || user.startsWith(row.user()))) {
        return i;
      }
    }
    return null;
  }

  private static boolean sharesMatch(ShareTree tree, int node, String text) {
    if (node == 0) {
      return text.isEmpty();
    }
    if (tree.usesParentShares(node)) {
      return text.equals("parent");
    }
    return SshareNumbers.unsigned(text) == tree.shares(node);
  }

  private static String expectedShares(ShareTree tree, int node) {
    if (node == 0) {
      return "none (root)";
    }
    if (tree.usesParentShares(node)) {
      return "parent";
    }
    return Long.toString((long) tree.shares(node));
  }

  private static String where(ShareTree tree, int node) {
    SourceLocation origin = tree.origin(node);
    return origin == null ? "" : " (" + origin + ")";
  }

  private static String describe(SshareRow row) {
    return row.isUser() ? "user '" + row.user() + "' in account '" + row.account() + "'"
        : "account '" + row.account() + "'";
  }
}
