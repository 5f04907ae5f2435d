package dev.fairshare.tree;

import dev.fairshare.format.SourceLocation;
import java.util.Map;

/**
 * A read-only view of one node of a {@link ShareTree}, for the API; the hot path reads the tree's arrays by
 * index instead.
 *
 * @param index the node's pre-order index in its tree (0 is the root)
 * @param name the node's own name
 * @param path the names below the root joined by {@code /} ({@code ""} for the root)
 * @param kind group or user
 * @param shares the raw shares (meaningless when {@code usesParentShares})
 * @param usesParentShares whether the node takes its parent's share (Slurm {@code FairShare=parent})
 * @param attributes scheduler-specific attributes kept for round trips
 * @param origin where the node was defined, or {@code null} for trees built in code
 */
public record ShareNode(int index, String name, String path, NodeKind kind, double shares,
    boolean usesParentShares, Map<String, String> attributes, SourceLocation origin) {

  /** Whether this node is a user leaf. */
  public boolean isUser() {
    return kind == NodeKind.USER;
  }
}
