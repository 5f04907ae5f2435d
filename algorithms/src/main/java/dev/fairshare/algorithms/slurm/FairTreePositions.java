package dev.fairshare.algorithms.slurm;

/**
 * One user's place in Fair Tree's walk, read from {@link FairTreeGroups} in time proportional to its depth:
 * the rank position {@code p} that gives its factor {@code (N − p) / N} and its RANK {@code p + 1}
 * (docs/algorithms/slurm.md §6.2–6.4; {@code fair_tree.c}: {@code _calc_tree_fs}).
 *
 * <p>The walk meets the user after the users under the entries sorted ahead of each of its fair-share
 * ancestors' entries: its walk position is the sum of their {@code ahead}. A user not tied takes the rank of
 * its walk position. A tie reaches it from its own entry (its LevelFS equals the entry's before it) or, for
 * the first entry of a list, from the list's owner reached tied (passed down chains of first entries); a tied
 * user keeps the rank of the last untied user before it in the walk, or N (position 0) when there is none.
 * That user is found level by level upward: the last untied user under the entries ahead of the chain's
 * entry in the lowest list that has one. Reads only; safe from several threads while no update runs.
 */
final class FairTreePositions {
  private final SlurmHierarchy h;
  private final FairTreeGroups g;

  FairTreePositions(SlurmHierarchy h, FairTreeGroups g) {
    this.h = h;
    this.g = g;
  }

  /** The rank position of a user: 0 for the most deserving, ties sharing the first position of their run. */
  int of(int user) {
    int walk = 0;
    for (int e = user; e > 0; e = h.fsParent(e)) {
      walk += g.ahead[g.slot[e]];
    }
    return reachedTied(user) ? lastUntiedBefore(user, walk) : walk;
  }

  /** Whether the walk reaches an entry tied: its own tie, or a first entry whose owner is reached tied. */
  private boolean reachedTied(int entry) {
    for (int e = entry; e > 0; ) {
      int k = g.slot[e];
      if (g.tied[k]) {
        return true;
      }
      int owner = h.fsParent(e);
      if (k != g.start(owner)) {
        return false;
      }
      e = owner;
    }
    return false;
  }

  /**
   * The walk position of the last untied user before a user at walk position {@code walk}, or 0: the chain
   * of fair-share ancestors and whether each is reached tied, then upward to the first list that has an
   * untied user ahead of the chain's entry.
   */
  private int lastUntiedBefore(int user, int walk) {
    int m = 0;
    for (int e = user; e > 0; e = h.fsParent(e)) {
      m++;
    }
    int[] chain = new int[m];
    m = 0;
    for (int e = user; e > 0; e = h.fsParent(e)) {
      chain[m++] = e;
    }
    // reached[j]: whether chain[j] is reached tied; reached[m] is the root's, never.
    boolean[] reached = new boolean[m + 1];
    for (int j = m - 1; j >= 0; j--) {
      int k = g.slot[chain[j]];
      reached[j] = g.tied[k] || k == g.start(h.fsParent(chain[j])) && reached[j + 1];
    }
    int segment = walk;
    for (int j = 0; j < m; j++) {
      int e = chain[j];
      int k = g.slot[e];
      int owner = h.fsParent(e);
      segment -= g.ahead[k];
      if (k > g.start(owner)) {
        int c = g.before[k];
        if (c < 0) {
          c = g.first[2 * owner + (reached[j + 1] ? 1 : 0)];
        }
        if (c >= 0) {
          return segment + c;
        }
      }
    }
    return 0;
  }
}
