package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.LedgerAccounts;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.lsf.ledger.LsbAcctIngester;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The top-level {@code default} accounts mbatchd makes for the users a usage ledger shows with jobs in the
 * converted queue scope, for {@code convert --ledger}. When a job arrives in a fair-share queue and its user
 * has no share account of their own name ({@code updAliveUserInFSTree}: the policy's table of leaf accounts
 * by name), mbatchd gives them one beside the queue's {@code default} account, with its shares
 * ({@code appendAliveUser}: {@code newSA->share = ref->sacct->share}, under the root when the
 * {@code default} is the queue's own, whose members are all users); jobs then charge it, so lsb.acct's
 * {@code chargedSAAP} is {@code /USER}. The tree read from the configuration has no such account (lsb.users
 * does not name the user), so the ledger's {@code queue, /USER} usage would match nothing; here each such user
 * with usage in one of the scope's queues gets the account LSF made, an {@code lsf.account = default} user of
 * the {@code [default, n]} pair's shares, at that pair's place, reported with the other accounts
 * {@code default} expanded to, and the pair is no longer a loss that dropped it.
 */
final class LsfLedgerAccounts {
  private LsfLedgerAccounts() {}

  /** The tree with the accounts, or empty when the scope has no top-level {@code default} or no user needs one. */
  static Optional<LedgerAccounts> of(ShareTree tree, List<Loss> losses, LedgerSnapshot ledger) {
    String shares = tree.attribute(0, LsfAttributes.DEFAULT_SHARES);
    String queues = tree.attribute(0, LsfAttributes.QUEUES);
    if (shares == null || queues == null || !"queue".equals(tree.attribute(0, LsfAttributes.SCOPE))) {
      return Optional.empty();
    }
    Set<String> scope = Set.of(queues.strip().split("\\s+"));
    // mbatchd's userTab: the leaf accounts by name (users, and groups whose members share one account)
    Set<String> own = new HashSet<>();
    for (int i = 1; i < tree.size(); i++) {
      if (!tree.hasChildren(i)) {
        own.add(tree.name(i));
      }
    }
    Set<String> users = new TreeSet<>();
    for (int i = 0; i < ledger.size(); i++) {
      UsageIdentity id = ledger.identity(i);
      if (!id.family().equals(LsbAcctIngester.FAMILY) || id.parts().size() != 2 || !scope.contains(id.part(0))
          || !(ledger.usage(i) > 0)) {
        continue;
      }
      String account = id.part(1).startsWith("/") ? id.part(1).substring(1) : id.part(1);
      if (!account.isEmpty() && !account.contains("/") && !own.contains(account)) {
        users.add(account);
      }
    }
    if (users.isEmpty()) {
      return Optional.empty();
    }
    SourceLocation at = LsfScopeRule.parse(tree.attribute(0, LsfAttributes.DEFAULT_ORIGIN));
    double n = Double.parseDouble(shares);
    ShareTreeBuilder b = new ShareTreeBuilder(tree.name(0)).ensureCapacity(tree.size() + users.size());
    b.rootAttributes(tree.attributes(0));
    b.rootShares(tree.shares(0));
    b.rootOrigin(tree.origin(0));
    int[] ids = new int[tree.size()];
    for (int i = 1; i < tree.size(); i++) {
      ids[i] = b.add(ids[tree.parent(i)], tree.name(i), tree.kind(i), tree.shares(i), tree.usesParentShares(i),
          tree.attributes(i), tree.origin(i));
    }
    for (String user : users) {
      b.add(ShareTreeBuilder.ROOT, user, NodeKind.USER, n, false, Map.of(LsfAttributes.ACCOUNT, "default"), at);
    }
    // the pair that expanded to nobody now has accounts: they are reported as its expansion
    List<Loss> kept = losses.stream().filter(l -> !(l.construct().equals("lsf.default")
        && l.action() == LossAction.DROPPED && java.util.Objects.equals(l.location(), at))).toList();
    return Optional.of(new LedgerAccounts(b.build(), kept));
  }
}
