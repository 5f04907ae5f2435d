package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * The users' factors of {@code slurm.ticket} from their tickets, and their dispatch positions by counting
 * those tickets, when every user's factor is its own tickets over the most any user got (docs/algorithms/slurm.md §11:
 * {@code _get_fairshare_priority} at {@code slurm-2-5-7-1}; positions as {@code Ranking}: 1 for the
 * highest factor, ties sharing the lowest position). The recompute writes the factors ({@link #factors});
 * the positions are computed on demand, when first read ({@link #fill}; docs/performance.md, "Ranks on
 * demand"), since Slurm ranks nothing in this mode.
 *
 * <p>A user's tickets are a whole number t in [0, max] (a {@code uint32_t}, 0 when inactive), and its
 * factor {@code t / max} is a strictly increasing function of t: two different counts a &lt; b ≤ 2<sup>32</sup>
 * differ by at least 2<sup>-32</sup> relative, far more than the 2<sup>-53</sup> a rounded quotient moves.
 * So a user's position is 1 plus the number of users with more tickets: one pass counts the users of each
 * count, one pass from the top turns the counts into positions, one pass reads each user's. This takes the
 * place of sorting the factors when no user is a {@code parent} association (whose factor is an ancestor's
 * tickets) and max is below {@link #capacity}, which the 1,111,111-node benchmark tree meets (max 436,478
 * for 1,000,000 users); the ticket counts of small trees are far larger than their user count.
 */
final class TicketRanks {
  private TicketRanks() {}

  /** The length of the counts array for a tree of this many users: counts up to it take this path. */
  static int capacity(int users) {
    return 2 * users + 4096;
  }

  /** Whether {@link #fill} can rank a tree with no {@code parent} user whose users got at most max tickets. */
  static boolean fits(int users, double max) {
    return max < capacity(users);
  }

  /**
   * Writes the factor of every node of {@code from .. to−1} when no user is a {@code parent} association:
   * a user's tickets over max (0 when max is 0), NaN for a group.
   */
  static void factors(ShareTree tree, double[] tickets, double max, double[] factor, int from, int to) {
    if (max == 0) {
      for (int i = from; i < to; i++) {
        factor[i] = tree.isUser(i) ? 0 : Double.NaN;
      }
      return;
    }
    for (int i = from; i < to; i++) {
      factor[i] = tree.isUser(i) ? tickets[i] / max : Double.NaN;
    }
  }

  /**
   * Writes every user's position, NaN as the position of every group and of the root; {@code counts} has
   * {@link #capacity} entries and is overwritten. Every user's tickets must be a whole number in [0, max]
   * and max must {@link #fits}.
   */
  static void fill(ShareTree tree, double[] tickets, double max, int[] counts, double[] rank) {
    int n = tree.size();
    int top = (int) max;
    Arrays.fill(counts, 0, top + 1, 0);
    rank[0] = Double.NaN;
    count(tree, tickets, counts, rank, 1, n);
    positions(counts, top, 0, 0);
    read(tree, tickets, counts, rank, 1, n);
  }

  /**
   * The counting step of {@link #fill} over nodes {@code from .. to−1}: adds each user's tickets to
   * {@code counts}, writes NaN as every group's position.
   */
  static void count(ShareTree tree, double[] tickets, int[] counts, double[] rank, int from, int to) {
    for (int i = from; i < to; i++) {
      if (tree.isUser(i)) {
        counts[(int) tickets[i]]++;
      } else {
        rank[i] = Double.NaN;
      }
    }
  }

  /**
   * The step of {@link #fill} that turns the counts of tickets {@code high} down to {@code low} into
   * positions, {@code above} users having more tickets than {@code high}; returns the users counted with
   * {@code above}.
   */
  static int positions(int[] counts, int high, int low, int above) {
    for (int t = high; t >= low; t--) {
      int c = counts[t];
      counts[t] = above + 1;
      above += c;
    }
    return above;
  }

  /** The last step of {@link #fill} over nodes {@code from .. to−1}: each user's position. */
  static void read(ShareTree tree, double[] tickets, int[] positions, double[] rank, int from, int to) {
    for (int i = from; i < to; i++) {
      if (tree.isUser(i)) {
        rank[i] = positions[(int) tickets[i]];
      }
    }
  }
}
