package dev.fairshare.ledger;

import dev.fairshare.tree.ShareTree;

/**
 * Finds the node of one tree that an identity's usage belongs to: each family says how its identities map
 * onto its trees (Slurm: the user's association in the account, with or without the partition). One
 * matcher serves one tree.
 */
@FunctionalInterface
public interface IdentityMatcher {

  /** The node of the tree for an identity, or -1 if the tree has none. */
  int node(UsageIdentity identity);

  /**
   * Whether the {@code clusters} given to {@link dev.fairshare.family.SchedulerFamily#identityMatcher} narrow
   * this matcher (a Slurm dump's: its associations are one cluster's, and the clusters chosen say whose usage
   * counts on them). {@code false}, the default, is a tree that knows no clusters, whose matcher is the same
   * whatever clusters are given: {@code compute}, {@code explain}, {@code view} and {@code compare} refuse
   * {@code --clusters} on it as misuse rather than ignore it; the check needs the tree, so it runs once the tree
   * is read and before the ledger is. {@code SchedulerFamilyContract} holds every family's
   * matcher to its answer, both ways.
   */
  default boolean readsClusters() {
    return false;
  }

  /**
   * What to do about usage this matcher finds no node for, as the hint of the {@code ledger.unmatched}
   * warning; {@code null}, the default, gives the general hint.
   */
  default String unmatchedHint() {
    return null;
  }

  /**
   * What to do about identities a binding made nodes for (a scheduler's unknown entities), as the hint of the
   * {@code ledger.unknown-entities} warning; {@code null}, the default, gives the general hint.
   */
  default String createdHint() {
    return null;
  }

  /**
   * The plain matcher: the identity's names, joined by {@code /}, are the path of a node
   * ({@code physics/alice}); a part that is itself a path gives its names ({@code normal} and
   * {@code /geosciences/kim}, an LSF queue and share-account path, are {@code normal/geosciences/kim}), and
   * empty names are left out. Identities of other families match nothing.
   */
  static IdentityMatcher byPath(ShareTree tree, String family) {
    return identity -> {
      if (!identity.family().equals(family)) {
        return -1;
      }
      StringBuilder path = new StringBuilder();
      for (String part : identity.parts()) {
        for (String name : part.split("/")) {
          if (!name.isEmpty()) {
            path.append(path.length() == 0 ? "" : "/").append(name);
          }
        }
      }
      return tree.indexOf(path.toString());
    };
  }
}
