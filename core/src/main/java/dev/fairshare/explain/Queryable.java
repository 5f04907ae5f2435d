package dev.fairshare.explain;

import dev.fairshare.tree.ShareTree;

/**
 * An algorithm that answers one user's factor without recomputing the tree: {@link #factorQuery} prepares
 * what depends on the tree alone, once per tree.
 */
public interface Queryable {

  /** The query over a tree; its factors are this algorithm's {@code compute}'s, bit for bit. */
  FactorQuery factorQuery(ShareTree tree);
}
