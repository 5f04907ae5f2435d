package dev.fairshare.pbs.ledger;

import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.tree.NodeNameTable;
import dev.fairshare.tree.ShareTree;

/**
 * Where PBS identities (a fair-share entity, as {@code pbs.accounting} and {@code pbs.usage} charge it) belong
 * in a PBS tree (one read from {@code resource_group}: its root's first child is the unknown group): the node
 * named as the entity, wherever it is, as the scheduler's {@code find_group_info} finds it by name alone
 * (names are unique in a PBS tree; docs/algorithms/pbs.md §2, §4.1, §4.2). Whatever {@code fairshare_entity}
 * made the entity (a user, a group, an account, a queue, {@code group:user}), PBS looks its text up among the
 * names of {@code resource_group}, so the ledger's entities must be of the kind the tree names.
 *
 * <p>Only the nodes whose usage PBS keeps are matched: leaves, but not one named {@code unknown}
 * ({@code write_usage} writes neither a group nor {@code unknown}, so usage on them is gone at the next read
 * of the usage file). An entity the tree lacks, which PBS would put under its unknown group, and one that
 * names a group are reported unmatched (docs/ledger.md, "Binding to a tree"): this binds a ledger to a tree
 * read as given ({@code convert}); the commands that compute read a ledger into the tree as PBS would hold it,
 * its unknown entities made ({@link PbsLedgerRecords}), and take this matcher's hints.
 */
public final class PbsIdentityMatcher implements IdentityMatcher {
  /** The hint of {@code ledger.unmatched} for a PBS tree. */
  static final String UNMATCHED_HINT = "PBS counts an entity's usage on the resource_group entry of its name, or"
      + " under unknown when resource_group lacks it, but keeps none for a group, unknown or a name its usage file"
      + " cannot hold: ingest the accounting with the fairshare_entity the scheduler uses"
      + " (fairshare.ledger.pbs.entity: euser, egroup, Account_Name...) so the entities are those resource_group"
      + " names; other schedulers' usage belongs to their own trees";
  /** The hint of {@code ledger.unknown-entities} for a PBS tree. */
  static final String CREATED_HINT = "PBS makes them under unknown with 1 share, whose shares are sched_config's"
      + " unknown_shares (0 by default: then their factor is 0); add them to resource_group to give them shares"
      + " of their own";

  private final ShareTree tree;
  /** The leaves by name, made on the first match (a matcher asked only for its hints makes none). */
  private NodeNameTable leaves;

  private PbsIdentityMatcher(ShareTree tree) {
    this.tree = tree;
  }

  private NodeNameTable leaves() {
    if (leaves == null) {
      leaves = new NodeNameTable(tree.size(), tree::name);
      for (int i = 1; i < tree.size(); i++) {
        if (!tree.hasChildren(i) && !PbsAttributes.UNKNOWN.equals(tree.name(i))) {
          leaves.putIfAbsent(i);
        }
      }
    }
    return leaves;
  }

  /** The matcher of a PBS tree, or {@code null} for a tree that is not PBS's. */
  public static PbsIdentityMatcher of(ShareTree tree) {
    return recognizes(tree) ? new PbsIdentityMatcher(tree) : null;
  }

  /** Whether a tree is PBS's: its root's first child is the unknown group ({@code pbs.builtin = unknown}). */
  static boolean recognizes(ShareTree tree) {
    return tree.size() > 1 && tree.parent(1) == 0
        && PbsAttributes.UNKNOWN.equals(tree.attribute(1, PbsAttributes.BUILTIN));
  }

  @Override
  public int node(UsageIdentity identity) {
    if (!identity.family().equals(PbsAccountingIngester.FAMILY) || identity.parts().size() != 1) {
      return -1;
    }
    return leaves().get(identity.part(0));
  }

  @Override
  public String unmatchedHint() {
    return UNMATCHED_HINT;
  }

  @Override
  public String createdHint() {
    return CREATED_HINT;
  }
}
