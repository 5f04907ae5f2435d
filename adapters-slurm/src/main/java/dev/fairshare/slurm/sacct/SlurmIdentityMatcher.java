package dev.fairshare.slurm.sacct;

import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.tree.ShareTree;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Matches Slurm identities ({@code cluster, account, user, partition}) to the associations of a
 * {@code sacctmgr dump} tree, as slurmctld picks a job's association: the user's association in the account
 * for the job's partition if there is one, else the user's association in the account without a partition.
 * Account names are unique in a Slurm cluster, so the account is found by name wherever it sits; users
 * directly under the root are in account {@code root}. An identity without a user (a seed of the usage of an
 * account's deleted users) is charged to the account itself, where Slurm keeps it.
 *
 * <p>Usage of clusters outside the chosen set matches nothing (and is reported as unmatched); choosing
 * several clusters sums their usage, which is global fair share over them (docs/ledger.md).
 */
public final class SlurmIdentityMatcher implements IdentityMatcher {
  private final Set<String> clusters;
  private final Map<String, Integer> accounts = new HashMap<>();
  private final Map<String, Integer> users = new HashMap<>();

  /** A matcher for a tree; {@code clusters} empty takes every cluster. */
  public SlurmIdentityMatcher(ShareTree tree, Set<String> clusters) {
    this.clusters = Set.copyOf(clusters);
    accounts.put("root", 0);
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        String user = tree.attribute(i, DumpAttributes.USER);
        String partition = tree.attribute(i, DumpAttributes.PARTITION);
        users.putIfAbsent(userKey(tree.parent(i), user != null ? user : tree.name(i),
            partition == null ? "" : partition), i);
      } else {
        accounts.putIfAbsent(tree.name(i), i);
      }
    }
  }

  /** A matcher for the tree's own cluster (the dump's {@code Cluster} line), or every cluster if it has none. */
  public static SlurmIdentityMatcher ownCluster(ShareTree tree) {
    String cluster = tree.attribute(0, DumpAttributes.CLUSTER);
    return new SlurmIdentityMatcher(tree, cluster == null ? Set.of() : Set.of(cluster));
  }

  /** A dump's associations are one cluster's: the clusters chosen say whose usage counts on them. */
  @Override
  public boolean readsClusters() {
    return true;
  }

  @Override
  public int node(UsageIdentity identity) {
    if (!identity.family().equals(SacctReader.FAMILY) || identity.parts().size() != 4) {
      return -1;
    }
    if (!clusters.isEmpty() && !clusters.contains(identity.part(0))) {
      return -1;
    }
    Integer account = accounts.get(identity.part(1));
    if (account == null) {
      return -1;
    }
    String user = identity.part(2);
    if (user.isEmpty()) {
      return account;
    }
    Integer node = users.get(userKey(account, user, identity.part(3)));
    if (node == null && !identity.part(3).isEmpty()) {
      node = users.get(userKey(account, user, ""));
    }
    return node == null ? -1 : node;
  }

  private static String userKey(int account, String user, String partition) {
    return account + "\t" + user + "\t" + partition;
  }
}
