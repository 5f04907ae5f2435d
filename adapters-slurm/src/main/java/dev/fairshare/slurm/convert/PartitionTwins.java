package dev.fairshare.slurm.convert;

import dev.fairshare.conversion.WorkNode;
import dev.fairshare.slurm.dump.DumpAttributes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sibling each per-partition association of one account is merged into, for
 * {@link SlurmAssociationRule}: the last other user among the account's children that bears, when the
 * association is reached in pre-order, the name of the association's user. Earlier per-partition siblings
 * bear their user's name by then (or are gone, merged); later ones still bear their own.
 *
 * <p>The children are read once, when the account's first per-partition association is reached; then each
 * association's twin is a lookup, so an account of many such associations costs time in proportion to its
 * children, not to their square.
 */
final class PartitionTwins {
  private final List<WorkNode> children;
  private final Map<WorkNode, Integer> positions;
  /** The last position of a user child by the name it was read with. */
  private final Map<String, Integer> lastByReadName;
  /** The last position before {@link #swept} of a user child by the name it bears now. */
  private final Map<String, Integer> lastBefore = new HashMap<>();
  private int swept;
  private long visits;

  /**
   * The twins among {@code parent}'s children, read when its first per-partition association is reached (the
   * children before it are as read).
   */
  PartitionTwins(WorkNode parent) {
    children = parent.children();
    int n = children.size();
    positions = new HashMap<>(n * 2);
    lastByReadName = new HashMap<>(n * 2);
    for (int i = 0; i < n; i++) {
      WorkNode c = children.get(i);
      positions.put(c, i);
      if (c.isUser()) {
        lastByReadName.put(c.name(), i);
      }
      visits++;
    }
  }

  /**
   * The sibling per-partition association {@code n} of user {@code user} is merged into, or {@code null}:
   * the last user child but {@code n} named {@code user}, the ones after it with the names read, the ones
   * before it with the names they bear now.
   */
  WorkNode twin(WorkNode n, String user) {
    int at = positions.get(n);
    sweep(at);
    Integer after = lastByReadName.get(user);
    if (after != null && after > at) {
      return children.get(after);
    }
    Integer before = lastBefore.get(user);
    return before == null ? null : children.get(before);
  }

  /** Records that per-partition association {@code n}, with no twin, was renamed to its user {@code user}. */
  void renamed(WorkNode n, String user) {
    if (n.isUser()) {
      lastBefore.merge(user, positions.get(n), Math::max);
    }
  }

  /** The children read so far, counted each time one is: for tests that the work is linear. */
  long visits() {
    return visits;
  }

  /**
   * Takes in the children before position {@code at} not yet taken in: a user of no partition under the name
   * it was read with; a per-partition one was reached before, and {@link #renamed} took it in if it stays.
   */
  private void sweep(int at) {
    for (; swept < at; swept++) {
      WorkNode c = children.get(swept);
      visits++;
      if (c.isUser() && c.attribute(DumpAttributes.PARTITION) == null) {
        lastBefore.merge(c.name(), swept, Math::max);
      }
    }
  }
}
