package dev.fairshare.explain;

import dev.fairshare.usage.UsageSnapshot;

/**
 * One user's factor from the current usage without recomputing the tree: what depends on the tree alone is
 * prepared once, then each query reads the usage of the nodes on the user's path, so it takes time
 * proportional to the user's depth. The factor is the one the algorithm's {@code compute} gives for the same
 * snapshot, bit for bit. Safe for use by several threads.
 *
 * <p>The current usage is the snapshot handed to each call: snapshots are immutable, and usage that changed
 * (a charge, a decay) is a new snapshot. What an algorithm needs beyond the path (sums over sibling lists, a
 * scheduler's own per-node usage) it derives from the snapshot itself and may keep for the next query about
 * the same snapshot object, never for another one (docs/design.md, "One user's factor").
 */
public interface FactorQuery {

  /**
   * The factor of a node of the prepared tree under the given usage (a snapshot of that very tree; one of
   * another tree is refused with {@link IllegalArgumentException}).
   */
  double factor(UsageSnapshot usage, int node);
}
