package dev.fairshare.cli.ledger;

import dev.fairshare.format.NumberText;
import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.slurm.sacct.SlurmIdentityMatcher;
import dev.fairshare.tree.ShareTree;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Binds a ledger snapshot to a command's tree and says on standard error how much usage found no node
 * (never dropped silently).
 */
public final class LedgerBinding {
  /** Unmatched identities named in the warning before the rest are only counted. */
  static final int NAMED = 5;

  private LedgerBinding() {}

  /**
   * The matcher for a tree: a Slurm dump's tree (its root names a cluster) matches Slurm identities of the
   * chosen clusters ({@code all}, a comma list, or by default the dump's own cluster); any other tree matches
   * identities whose parts are its paths, in the family given.
   */
  public static IdentityMatcher matcher(ShareTree tree, String clusters, String family) {
    if (tree.attribute(0, DumpAttributes.CLUSTER) != null) {
      if (clusters == null) {
        return SlurmIdentityMatcher.ownCluster(tree);
      }
      Set<String> chosen = clusters.equals("all") ? Set.of() : new HashSet<>(Arrays.asList(clusters.split(",")));
      return new SlurmIdentityMatcher(tree, chosen);
    }
    return IdentityMatcher.byPath(tree, family);
  }

  /** Binds and warns about unmatched usage. */
  public static BoundUsage bind(LedgerSnapshot snapshot, ShareTree tree, IdentityMatcher matcher, PrintWriter err) {
    BoundUsage bound = snapshot.bind(tree, matcher);
    if (!bound.unmatched().isEmpty()) {
      StringBuilder b = new StringBuilder("warning: [ledger.unmatched] usage ")
          .append(NumberText.plain(bound.unmatchedTotal())).append(" of ").append(bound.unmatched().size())
          .append(bound.unmatched().size() == 1 ? " identity" : " identities")
          .append(" matches no node of the tree and is not counted: ");
      for (int i = 0; i < Math.min(NAMED, bound.unmatched().size()); i++) {
        BoundUsage.Unmatched u = bound.unmatched().get(i);
        b.append(i == 0 ? "" : ", ").append(u.identity().describe()).append(' ').append(NumberText.plain(u.usage()));
      }
      if (bound.unmatched().size() > NAMED) {
        b.append(", ...");
      }
      b.append("\n    hint: other clusters' usage counts with --clusters all; a user missing from the tree "
          + "has usage but no association");
      err.println(b);
    }
    return bound;
  }
}
