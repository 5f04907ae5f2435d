package dev.fairshare.convert.impact;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/**
 * The warnings of an impact report over a tree with nodes that take their parent's share (Slurm's
 * {@code FairShare=parent}) when some of the algorithms compared count such a node as 0 shares
 * ({@link FairshareAlgorithm#readsParentShares}): the report runs every algorithm on the same tree, so
 * their users stand there as no share at all, where {@code convert} would have made them compete at the
 * parent's level (docs/migration.md).
 */
public final class ParentSharesNotes {
  /** The warning's code (docs/errors.md). */
  public static final String CODE = "compare.parent-shares";

  private ParentSharesNotes() {}

  /** One warning per node that takes its parent's share, or none when every algorithm reads them. */
  public static List<Problem> of(ShareTree tree, List<FairshareAlgorithm> algorithms) {
    List<String> zero = new ArrayList<>();
    for (FairshareAlgorithm a : algorithms) {
      if (!a.readsParentShares()) {
        zero.add(a.name());
      }
    }
    List<Problem> notes = new ArrayList<>();
    if (zero.isEmpty()) {
      return notes;
    }
    for (int node = 1; node < tree.size(); node++) {
      if (!tree.usesParentShares(node) || tree.usesParentShares(tree.parent(node))) {
        continue;
      }
      SourceLocation where = tree.origin(node) != null ? tree.origin(node) : SourceLocation.of(tree.path(node));
      notes.add(Problem.warning(where, CODE, "'" + tree.path(node) + "' takes its parent's share "
          + "(FairShare=parent); " + String.join(", ", zero) + (zero.size() == 1 ? " counts" : " count")
          + " it as 0 shares, which leaves "
          + users(tree, node) + " with no share there",
          "`fairshare convert` to their scheduler splices it out (its users compete at its parent's level, as "
              + "the conversion report says); compare on the converted files for that view (docs/migration.md)"));
    }
    return notes;
  }

  private static String users(ShareTree tree, int node) {
    if (tree.isUser(node)) {
      return "the user";
    }
    List<String> names = new ArrayList<>();
    for (int i = node + 1; i < tree.subtreeEnd(node); i++) {
      if (tree.isUser(i)) {
        names.add(tree.path(i));
      }
    }
    return names.isEmpty() ? "the users later under it" : String.join(", ", names);
  }
}
