package dev.fairshare.cli.explain;

import dev.fairshare.explain.ExplainExtension;
import dev.fairshare.tree.ShareTree;
import java.util.List;

/**
 * The members of a tree's shared leaf accounts (LSF's collective accounts), as the scheduler families' explain
 * extensions give them ({@link ExplainExtension#sharedBy}): what {@code explain} and {@code view} ask to find such
 * an account by a member's name and to say who shares it.
 *
 * @param extensions the families' explain extensions
 */
public record SharedAccounts(List<ExplainExtension> extensions) {
  public SharedAccounts {
    extensions = List.copyOf(extensions);
  }

  /** The users who share a node, the first extension's that names any; empty for a node no one shares. */
  public List<String> members(ShareTree tree, int node) {
    for (ExplainExtension e : extensions) {
      List<String> members = e.sharedBy(tree, node);
      if (!members.isEmpty()) {
        return members;
      }
    }
    return List.of();
  }
}
