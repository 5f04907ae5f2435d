package dev.fairshare.explain;

import dev.fairshare.usage.UsageSnapshot;

/**
 * One user's factor from the current usage without recomputing the tree: what depends on the tree alone is
 * prepared once, then each query reads the usage of the nodes on the user's path (and, where the algorithm
 * needs them, of their siblings), so it takes time proportional to the user's depth. The factor is the one
 * the algorithm's {@code compute} gives, bit for bit. Safe for use by several threads.
 */
public interface FactorQuery {

  /** The factor of a node of the prepared tree under the given usage (a snapshot of that tree). */
  double factor(UsageSnapshot usage, int node);
}
