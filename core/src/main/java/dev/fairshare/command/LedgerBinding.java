package dev.fairshare.command;

import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.NumberText;
import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.tree.ShareTree;
import java.io.PrintWriter;
import java.util.Optional;

/**
 * Binds a ledger snapshot to a command's tree and says on standard error how much usage found no node
 * (never dropped silently).
 */
public final class LedgerBinding {
  /** Unmatched identities named in the warning before the rest are only counted. */
  static final int NAMED = 5;

  private LedgerBinding() {}

  /**
   * The matcher for a tree: the first family (by name) that recognizes the tree as its own gives it
   * ({@link SchedulerFamily#identityMatcher}: a Slurm dump's tree matches Slurm identities of the chosen
   * clusters, {@code all}, a comma list, or by default the dump's own cluster); any other tree matches
   * identities whose parts are its paths, in the family given.
   */
  public static IdentityMatcher matcher(FamilyRegistry families, ShareTree tree, String clusters, String family) {
    for (SchedulerFamily f : families.all()) {
      Optional<IdentityMatcher> own = f.identityMatcher(tree, clusters);
      if (own.isPresent()) {
        return own.get();
      }
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
      b.append("\n    hint: a user the tree does not hold (no association, an LSF default account) has usage but no"
          + " node; other clusters' Slurm usage counts with compute's --clusters all (sshare's --ledger-clusters all);"
          + " other queues' and schedulers' usage"
          + " belongs to their own trees");
      err.println(b);
    }
    return bound;
  }
}
