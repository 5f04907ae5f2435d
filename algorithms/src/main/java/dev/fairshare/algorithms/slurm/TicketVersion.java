package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The Slurm release whose ticket-based fair share {@code slurm.ticket} reproduces (docs/algorithms/slurm.md
 * §11, "Versions"): the setting {@code fairshare.algorithms.slurm.ticket.version}.
 *
 * <ul>
 *   <li>{@code 2.5}: {@code priority/multifactor2} ({@code priority_multifactor2.c} at {@code slurm-2-5-7-1}),
 *       the default.
 *   <li>{@code 2.6}: {@code PriorityFlags=TICKET_BASED} of 2.6 and 14.03 ({@code priority_multifactor.c} at
 *       {@code slurm-2-6-9-1} and {@code slurm-14-03-11-1}): 2.5's values but for F, which is NaN, not 0,
 *       where S is NaN (at and below a level whose shares sum to 0).
 *   <li>{@code 14.11}: {@code PriorityFlags=TICKET_BASED} of 14.11 ({@code priority_multifactor.c} and
 *       {@code src/common/assoc_mgr.c} at {@code slurm-14-11-11-1}): the fair-share parent's lists, no floor
 *       under the root as fair-share parent, a {@code parent} association's S, U and floor from its
 *       fair-share parent, S = 0 on a level whose shares sum to 0 ({@link TicketFsParentPass}).
 * </ul>
 */
public enum TicketVersion {
  V2_5("2.5"),
  V2_6("2.6"),
  V14_11("14.11");

  private final String text;

  TicketVersion(String text) {
    this.text = text;
  }

  /** The version as written in configuration ({@code 14.11}). */
  public String text() {
    return text;
  }

  /** The version written as {@code text}; throws {@link IllegalArgumentException} listing the valid ones. */
  public static TicketVersion of(String text) {
    for (TicketVersion v : values()) {
      if (v.text.equals(text)) {
        return v;
      }
    }
    throw new IllegalArgumentException("Slurm ticket version '" + text + "' is not one of "
        + Arrays.stream(values()).map(TicketVersion::text).collect(Collectors.joining(", ")));
  }

  /**
   * Whether 14.11 can give other values than 2.5 and 2.6 on a tree: some association is {@code parent}, or the
   * shares of some node's children sum to 0 (S is 0 there in 14.11, NaN in 2.5 and 2.6). A scan of the tree;
   * {@code level}, of at least the tree's size, holds the sums of the children's shares (cleared first).
   */
  public static boolean releasesDiffer(ShareTree tree, double[] level) {
    int n = tree.size();
    Arrays.fill(level, 0, n, 0);
    for (int i = 1; i < n; i++) {
      if (tree.usesParentShares(i)) {
        return true;
      }
      level[tree.parent(i)] += tree.shares(i);
    }
    for (int i = 1; i < n; i++) {
      if (level[tree.parent(i)] == 0) {
        return true;
      }
    }
    return false;
  }
}
