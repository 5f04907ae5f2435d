package dev.fairshare.flux.ledger;

import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.tree.ShareTree;
import java.util.HashMap;
import java.util.Map;

/**
 * Where flux-accounting identities ({@code bank, user}, as {@code flux.jobs} charges them) belong in a tree read
 * from a flux-accounting database ({@code flux.db}): the user leaf named {@code user} under the bank named
 * {@code bank}, whatever the bank's depth (the first in tree order where flux allows a bank name twice).
 * Usage of an association the tree does not load (inactive) is reported unmatched (docs/ledger.md, "Binding
 * to a tree").
 */
public final class FluxIdentityMatcher implements IdentityMatcher {
  /** The root attribute every tree read from a flux-accounting database has. */
  static final String FLUX_TREE_MARK = "flux.priority";

  private final Map<String, Integer> leaves = new HashMap<>();

  /** The matcher of one tree. */
  public FluxIdentityMatcher(ShareTree tree) {
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        leaves.putIfAbsent(tree.name(tree.parent(i)) + '\u0000' + tree.name(i), i);
      }
    }
  }

  /** Whether a tree was read from a flux-accounting database. */
  public static boolean recognizes(ShareTree tree) {
    return tree.size() > 0 && tree.attribute(0, FLUX_TREE_MARK) != null;
  }

  @Override
  public int node(UsageIdentity identity) {
    if (!identity.family().equals(FluxJobsIngester.FAMILY) || identity.parts().size() != 2) {
      return -1;
    }
    Integer node = leaves.get(identity.parts().get(0) + '\u0000' + identity.parts().get(1));
    return node == null ? -1 : node;
  }
}
