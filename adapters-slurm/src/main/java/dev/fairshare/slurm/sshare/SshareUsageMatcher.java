package dev.fairshare.slurm.sshare;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.FileLines;
import dev.fairshare.io.InputFiles;
import dev.fairshare.io.Limits;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.nio.file.Path;
import java.time.Instant;

/**
 * Takes the usage of a dump's associations from {@code sshare -a} output, checking that the rows are those
 * associations: each row names an association of the dump (an account, or a user in an account; a user's
 * n-th row in one account is its n-th association there), at the dump's depth, with the dump's shares; each
 * association has one row.
 *
 * <p>The rows are taken as they are read, never kept: sshare prints the associations in the tree's order,
 * so row k is node k as long as the names agree, and only a table that leaves that order is matched through
 * an index of the tree ({@link AssociationKeys}), a row of aligned output with a cut name through an index of
 * the printed parts ({@link CutNameIndex}). What is kept is per node: the usage, the line of its row,
 * and the TRES cells when the output has them.
 *
 * <p>Problems: {@code slurm.sshare.unknown-row} (no such association in the dump),
 * {@code slurm.sshare.wrong-place} (indented to another depth), {@code slurm.sshare.shares-mismatch},
 * {@code slurm.sshare.duplicate-row}, {@code slurm.sshare.bad-number} (at the sshare file's line), and
 * {@code slurm.sshare.missing-row} (at the dump's line of an association without a row).
 */
public final class SshareUsageMatcher {
  /**
   * The heap a line of a streamed sshare output may cost at most: the row's problem, if every row were
   * one (the usage itself is kept per node of the dump).
   */
  static final int BYTES_PER_LINE = 200;

  private final ShareTree tree;
  private final String sourceName;
  private final ProblemCollector problems = new ProblemCollector();
  private final int[] rowOf;
  private final double[] totals;
  private String[] grp;
  private String[] run;
  /** The node row k names while the rows follow the tree's order; -1 once they left it. */
  private int next;
  private AssociationKeys keys;
  private CutNameIndex cutNames;

  private SshareUsageMatcher(ShareTree tree, String sourceName) {
    this.tree = tree;
    this.sourceName = sourceName;
    rowOf = new int[tree.size()];
    totals = new double[tree.size()];
  }

  /** The usage for {@code tree} from the rows of {@code source}; throws with every problem. */
  public static SshareUsage match(ShareTree tree, LineSource source) {
    SshareUsageMatcher matcher = new SshareUsageMatcher(tree, source.name());
    SshareTableReader.read(source).forEach(matcher::row);
    return matcher.finish();
  }

  /**
   * The usage for {@code tree} from the rows of a file read a line at a time; throws with every problem. A
   * file of more lines than the heap allows is refused before it is read.
   */
  public static SshareUsage match(ShareTree tree, Path file) {
    long lines = FileLines.count(file);
    long limit = Limits.streamedLines(BYTES_PER_LINE, InputFiles.size(file));
    if (lines > limit) {
      throw new TooLargeException(file + ": lines", lines, limit, Limits.raise());
    }
    SshareUsageMatcher matcher = new SshareUsageMatcher(tree, file.toString());
    SshareTableReader.read(file, matcher::row);
    return matcher.finish();
  }

  private void row(SshareRow row) {
    int node = nodeOf(row);
    SourceLocation at = SourceLocation.of(sourceName, row.line(), 1);
    if (node < 0) {
      problems.error(at, "slurm.sshare.unknown-row", describe(row) + " is not an association of the dump",
          "give sshare output and a dump taken from the same cluster at the same time");
      return;
    }
    if (rowOf[node] != 0) {
      problems.error(at, "slurm.sshare.duplicate-row", describe(row) + " is listed twice (line "
          + rowOf[node] + ")", "each association has one row");
      return;
    }
    rowOf[node] = row.line();
    if (row.depth() != tree.depth(node)) {
      problems.error(at, "slurm.sshare.wrong-place", describe(row) + " is indented to depth " + row.depth()
          + " but is at depth " + tree.depth(node) + " in the dump" + where(node),
          "the sshare tree and the dump's Parent lines disagree");
    }
    if (!sharesMatch(node, row.rawShares())) {
      problems.error(at, "slurm.sshare.shares-mismatch", describe(row) + " has RawShares '"
          + row.rawShares() + "' but the dump gives " + expectedShares(node) + where(node),
          "give sshare output and a dump taken at the same time");
    }
    double usage = SshareNumbers.unsigned(row.rawUsage());
    if (usage < 0) {
      problems.error(at, "slurm.sshare.bad-number", "RawUsage '" + row.rawUsage()
          + "' is not a whole number >= 0", "RawUsage is an integer");
      usage = 0;
    }
    totals[node] = usage;
    if (row.grpTresMins() != null) {
      if (grp == null) {
        grp = new String[tree.size()];
      }
      grp[node] = row.grpTresMins();
    }
    if (row.tresRunMins() != null) {
      if (run == null) {
        run = new String[tree.size()];
      }
      run[node] = row.tresRunMins();
    }
  }

  /**
   * The node a row names, or -1: the next node of the tree's order while the rows follow it; else the n-th
   * association of the row's account and user, or for a cut name the first unmatched node whose names start
   * with the printed parts.
   */
  private int nodeOf(SshareRow row) {
    if (keys == null) {
      if (next < tree.size() && AssociationKeys.names(tree, next, row)) {
        return next++;
      }
      keys = new AssociationKeys(tree, next);
    }
    int node = keys.next(row);
    if (node < 0 && row.truncated()) {
      if (cutNames == null) {
        cutNames = new CutNameIndex(tree, rowOf);
      }
      node = cutNames.first(row);
    }
    return node;
  }

  private SshareUsage finish() {
    for (int i = 0; i < tree.size(); i++) {
      if (rowOf[i] == 0) {
        SourceLocation origin = tree.origin(i);
        problems.error(origin != null ? origin : SourceLocation.of(sourceName), "slurm.sshare.missing-row",
            "association '" + (i == 0 ? "root" : tree.path(i)) + "' has no row in " + sourceName,
            "give the output of sshare -a (all users), taken from the same cluster");
      }
    }
    problems.throwIfErrors();
    return new SshareUsage(UsageSnapshot.fromTotals(tree, totals, Instant.EPOCH), grp, run);
  }

  private boolean sharesMatch(int node, String text) {
    if (node == 0) {
      return text.isEmpty();
    }
    if (tree.usesParentShares(node)) {
      return text.equals("parent");
    }
    return SshareNumbers.unsigned(text) == tree.shares(node);
  }

  private String expectedShares(int node) {
    if (node == 0) {
      return "none (root)";
    }
    if (tree.usesParentShares(node)) {
      return "parent";
    }
    return Long.toString((long) tree.shares(node));
  }

  private String where(int node) {
    SourceLocation origin = tree.origin(node);
    return origin == null ? "" : " (" + origin + ")";
  }

  private static String describe(SshareRow row) {
    return row.isUser() ? "user '" + row.user() + "' in account '" + row.account() + "'"
        : "account '" + row.account() + "'";
  }
}
