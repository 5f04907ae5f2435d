package dev.fairshare.lsf.ledger;

import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.lsf.model.LsfScopes;
import dev.fairshare.tree.ShareTree;
import java.util.Set;

/**
 * Where LSF identities ({@code queue, /share/account/path}, as {@code lsf.lsb-acct} and {@code lsf.lsb-events}
 * charge them) belong in a queue scope's tree ({@code lsb.queues} with {@code lsb.users}, rooted at the
 * queue): a charge of any queue of the scope (the root's {@code lsf.queues}; a cross-queue set has one tree
 * and one usage, docs/algorithms/lsf.md §6.2) goes to the node whose path below the root is the share-account
 * path. Other queues' usage, and accounts the tree does not hold, are reported unmatched (docs/ledger.md,
 * "Binding to a tree").
 */
public final class LsfIdentityMatcher implements IdentityMatcher {
  private final ShareTree tree;
  private final Set<String> queues;

  private LsfIdentityMatcher(ShareTree tree) {
    this.tree = tree;
    this.queues = Set.of(tree.attribute(0, LsfScopes.QUEUES).strip().split("\\s+"));
  }

  /** The matcher of a queue scope's tree; {@code null} for any other tree. */
  public static LsfIdentityMatcher of(ShareTree tree) {
    boolean queueScope = tree.size() > 0 && "queue".equals(tree.attribute(0, LsfScopes.KIND))
        && tree.attribute(0, LsfScopes.QUEUES) != null;
    return queueScope ? new LsfIdentityMatcher(tree) : null;
  }

  @Override
  public int node(UsageIdentity identity) {
    if (!identity.family().equals(LsbAcctIngester.FAMILY) || identity.parts().size() != 2
        || !queues.contains(identity.part(0))) {
      return -1;
    }
    String account = identity.part(1);
    int node = tree.indexOf(account.startsWith("/") ? account.substring(1) : account);
    return node > 0 ? node : -1;
  }
}
