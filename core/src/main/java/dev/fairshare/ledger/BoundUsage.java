package dev.fairshare.ledger;

import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * A ledger snapshot bound to one tree: the usage each node is charged with, as the recompute path's flat
 * array, and the usage that matched no node, reported rather than dropped.
 *
 * @param snapshot the tree's usage, aggregated to ancestors
 * @param unmatched every identity with usage that the tree has no node for, largest usage first
 * @param created every identity with usage for which the binding made a node, as its scheduler makes one for
 *     an entity its tree lacks (PBS: under {@code unknown} with 1 share), largest usage first; empty for a
 *     binding that makes none
 */
public record BoundUsage(UsageSnapshot snapshot, List<Unmatched> unmatched, List<Unmatched> created) {

  /** An identity and its usage (one that found no node, or one the binding made a node for). */
  public record Unmatched(UsageIdentity identity, double usage) {}

  public BoundUsage {
    unmatched = List.copyOf(unmatched);
    created = List.copyOf(created);
  }

  /** A binding that made no node. */
  public BoundUsage(UsageSnapshot snapshot, List<Unmatched> unmatched) {
    this(snapshot, unmatched, List.of());
  }

  /** The total usage that matched no node. */
  public double unmatchedTotal() {
    return total(unmatched);
  }

  /** The total usage of the identities of a list. */
  public static double total(List<Unmatched> identities) {
    double sum = 0;
    for (Unmatched u : identities) {
      sum += u.usage();
    }
    return sum;
  }
}
