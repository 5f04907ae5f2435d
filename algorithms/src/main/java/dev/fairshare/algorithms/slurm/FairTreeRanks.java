package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * Fair Tree's ranks, the ones its depth-first walk over the sorted children lists gives (docs/algorithms/slurm.md
 * §6.2–6.4; {@code fair_tree.c}: {@code _apply_priority_fs}, {@code _calc_tree_fs}), computed without
 * walking: one forward pass hands each account the number of users the walk meets before its subtree.
 *
 * <p>The walk meets the users of a list entry's fair-share subtree one after another, starting after the
 * users of its parent's subtree that come before: those of the entries sorted ahead of it. So a user's
 * walk position {@code s} (users met before it) is its list owner's start plus the users under the
 * entries ahead of it, and the counts come from the pre-order (an account's fair-share subtree holds
 * exactly the users of its subtree, a {@code parent} account's holds none). {@link LevelFsOrder} hands over
 * each list as soon as it is sorted, owner by owner in the pre-order, so an owner's start is known before its
 * list (an association comes after its fair-share parent in the pre-order) and the list is still in cache.
 *
 * <p>The walk gives a user not tied with the element before it rank {@code N − s}; a tied one keeps the
 * current rank, that of the last untied user before it (N before the first). A tie reaches a user from
 * its own list flag or, for the first entry of a list, from its owner's tie (passed down chains of first
 * entries; lost in an empty list). Tied users are marked by walk position in a bit set and resolved after
 * the pass: rank = N − (the largest untied position before, or 0).
 */
final class FairTreeRanks implements LevelFsOrder.Sink {
  /** The flag of a start that is tied to the element before it. */
  private static final int TIED = LevelFsOrder.TIED;

  private final ShareTree tree;
  private final double[] factor;
  private final double[] position;
  private final int users;
  private final double total;
  /** usersBefore[i]: the users among the nodes before i in the pre-order. */
  private final int[] usersBefore;
  /** start[a]: the walk position of the first user of account a's subtree, TIED if a's tie reaches it. */
  private final int[] start;
  private final long[] tiedAt;
  private final int[] tied;
  private int tiedCount;

  /**
   * The ranks of a tree, to fill {@code factor} (rank / N) and {@code position} (N − rank + 1) for every
   * user and NaN for every other node (every entry is written) as the sorted lists come in, then
   * {@link #finish}. The counts live in scratch arrays of {@code out}; {@code kept} says that its
   * users-before counts are this very tree's already (they depend on the tree alone).
   */
  FairTreeRanks(ShareTree tree, double[] factor, double[] position, FairshareResult.Builder out,
      boolean kept) {
    this.tree = tree;
    this.factor = factor;
    this.position = position;
    int n = tree.size();
    users = tree.userCount();
    total = users;
    usersBefore = out.scratchInts("fair-tree.ranks.before", n + 1);
    if (!kept) {
      int c = 0;
      for (int i = 0; i < n; i++) {
        usersBefore[i] = c;
        c += tree.isUser(i) ? 1 : 0;
      }
      usersBefore[n] = c;
    }
    start = out.scratchInts("fair-tree.ranks.start", n);
    tiedAt = out.scratchLongs("fair-tree.ranks.tied-at", (users + 63) >>> 6);
    Arrays.fill(tiedAt, 0);
    tied = out.scratchInts("fair-tree.ranks.tied", users);
    start[0] = 0;
    // Accounts (and the root) have no factor or rank: they are written NaN, as the arrays are not filled.
    factor[0] = Double.NaN;
    position[0] = Double.NaN;
  }

  /** Takes the sorted, flagged list of {@code owner}: {@code entries[from..to)}. */
  @Override
  public void list(int owner, int[] entries, int from, int to) {
    int s = start[owner];
    boolean inherited = s < 0;
    s &= ~TIED;
    for (int i = from; i < to; i++) {
      int entry = entries[i];
      int a = entry & LevelFsOrder.NODE;
      boolean isTied = entry < 0 || inherited;
      inherited = false;
      if ((entry & LevelFsOrder.ACCOUNT) == 0) {
        if (isTied) {
          tiedAt[s >>> 6] |= 1L << s;
          start[a] = s;
          tied[tiedCount++] = a;
        } else {
          factor[a] = (users - s) / total;
          position[a] = s + 1;
        }
        s++;
      } else {
        factor[a] = Double.NaN;
        position[a] = Double.NaN;
        start[a] = s | (isTied ? TIED : 0);
        if (!tree.usesParentShares(a)) {
          s += usersBefore[tree.subtreeEnd(a)] - usersBefore[a];
        }
      }
    }
  }

  /** Gives the tied users their ranks, once every list is in. */
  void finish() {
    for (int k = 0; k < tiedCount; k++) {
      int a = tied[k];
      int from = lastUntied(tiedAt, start[a]);
      factor[a] = (users - from) / total;
      position[a] = from + 1;
    }
  }

  /** The largest position at most {@code s} whose bit is clear, or 0 when there is none. */
  private static int lastUntied(long[] tiedAt, int s) {
    int w = s >>> 6;
    long clear = ~tiedAt[w] & (-1L >>> (63 - (s & 63)));
    while (clear == 0) {
      if (w == 0) {
        return 0;
      }
      w--;
      clear = ~tiedAt[w];
    }
    return (w << 6) + 63 - Long.numberOfLeadingZeros(clear);
  }
}
