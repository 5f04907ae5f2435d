package dev.fairshare.ledger;

import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * A ledger snapshot bound to one tree: the usage each node is charged with, as the recompute path's flat
 * array, and the usage that matched no node, reported rather than dropped.
 *
 * @param snapshot the tree's usage, aggregated to ancestors
 * @param unmatched every identity with usage that the tree has no node for, largest usage first
 */
public record BoundUsage(UsageSnapshot snapshot, List<Unmatched> unmatched) {

  /** Usage that found no node. */
  public record Unmatched(UsageIdentity identity, double usage) {}

  public BoundUsage {
    unmatched = List.copyOf(unmatched);
  }

  /** The total usage that matched no node. */
  public double unmatchedTotal() {
    double sum = 0;
    for (Unmatched u : unmatched) {
      sum += u.usage();
    }
    return sum;
  }
}
