package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * The positions of {@link TicketRanks#fill} on a tree cut for a parallel recompute ({@link SubtreeTasks};
 * docs/performance.md, "Parallel recompute"): the same positions, each step shared among the workers,
 * computed on demand as the sequential ones are (docs/performance.md, "Ranks on demand").
 *
 * <p>Each worker counts the tickets of the users of the tasks it takes into counts of its own (cleared
 * when it takes its first task; the top's users go to the caller's, cleared before them when the top has
 * users); the counts are then added up and
 * turned into positions by ranges of ticket counts, each range's users with more tickets being the sum of
 * the ranges above it; last, each task reads its users' positions. The counts are whole numbers, so the
 * order in which they are added does not matter: the positions are those of {@link TicketRanks#fill}.
 * The workers' counts take {@code slots × (max + 1)} ints, so this is used only when that is at most
 * {@link #SPACE_PER_USER} per user of the tree (16 workers on the 1,111,111-node benchmark tree, max
 * 436,478, so 2<sup>19</sup> counts each, take 8.4 per user); otherwise the caller ranks by sorting the factors, which
 * gives the same positions.
 */
final class ParallelTicketRanks {
  /** The most ints of workers' counts per user of the tree. */
  static final int SPACE_PER_USER = 16;
  /** The ranges of ticket counts per worker when the counts are added up and turned into positions. */
  private static final int RANGES_PER_SLOT = 4;

  private ParallelTicketRanks() {}

  /**
   * Whether {@link #fill} ranks the users of a tree with no {@code parent} user whose users got at most
   * {@code max} tickets: {@link TicketRanks#fits}, and the workers' counts are small enough.
   */
  static boolean fits(SubtreeTasks tasks, double max) {
    int users = tasks.tree().userCount();
    return TicketRanks.fits(users, max)
        && (long) tasks.slots() * length(max) <= (long) SPACE_PER_USER * users + 65_536;
  }

  /** The length of a worker's counts: max + 1 rounded up to a power of two, so it rarely changes. */
  private static int length(double max) {
    return Math.max(2, Integer.highestOneBit((int) max) * 2);
  }

  /**
   * {@link TicketRanks#fill} of the cut tree: writes every user's position, NaN as the position of every
   * group and of the root. The users' tickets must be whole numbers in [0, max] and {@link #fits} must
   * hold.
   */
  static void fill(SubtreeTasks tasks, double[] tickets, double max, FairshareResult.Builder out,
      double[] rank) {
    ShareTree tree = tasks.tree();
    int top = (int) max;
    int slots = tasks.slots();
    int[][] counts = new int[slots][];
    for (int s = 0; s < slots; s++) {
      counts[s] = out.scratchInts("ticket.rank-counts." + s, length(max));
    }
    int[] merged = out.scratchInts("ticket.rank-counts", TicketRanks.capacity(tree.userCount()));
    boolean[] used = new boolean[slots];
    rank[0] = Double.NaN;
    if (tasks.topUsers() > 0) {
      // The caller's counts are cleared here only when the top has users to count; otherwise by the caller
      // as a worker, like every worker's, when it takes its first task (a clear of max + 1 ints each).
      Arrays.fill(counts[0], 0, top + 1, 0);
      used[0] = true;
    }
    for (int k = 0; k <= tasks.count(); k++) {
      TicketRanks.count(tree, tickets, counts[0], rank, Math.max(1, tasks.from(k)), tasks.to(k));
    }
    tasks.run((t, slot) -> {
      if (!used[slot]) {
        Arrays.fill(counts[slot], 0, top + 1, 0);
        used[slot] = true;
      }
      TicketRanks.count(tree, tickets, counts[slot], rank, tasks.root(t) + 1, tasks.end(t));
    });
    int ranges = Math.min(top + 1, RANGES_PER_SLOT * slots);
    int[] users = new int[ranges];
    tasks.parallelism().run(ranges, (r, slot) -> users[r] = add(counts, used, merged, low(r, ranges, top),
        low(r + 1, ranges, top)));
    int[] above = new int[ranges];
    for (int r = ranges - 1, sum = 0; r >= 0; r--) {
      above[r] = sum;
      sum += users[r];
    }
    tasks.parallelism().run(ranges, (r, slot) -> TicketRanks.positions(merged, low(r + 1, ranges, top) - 1,
        low(r, ranges, top), above[r]));
    for (int k = 0; k <= tasks.count(); k++) {
      TicketRanks.read(tree, tickets, merged, rank, Math.max(1, tasks.from(k)), tasks.to(k));
    }
    tasks.run((t, slot) -> TicketRanks.read(tree, tickets, merged, rank, tasks.root(t) + 1, tasks.end(t)));
  }

  /** The first ticket count of range {@code r} of {@code ranges} over 0 .. top ({@code top + 1} for r = ranges). */
  private static int low(int r, int ranges, int top) {
    return (int) ((long) r * (top + 1) / ranges);
  }

  /** Adds the used workers' counts of tickets {@code from .. to−1} into {@code merged}; returns their sum. */
  private static int add(int[][] counts, boolean[] used, int[] merged, int from, int to) {
    Arrays.fill(merged, from, to, 0);
    for (int s = 0; s < counts.length; s++) {
      if (used[s]) {
        int[] c = counts[s];
        for (int t = from; t < to; t++) {
          merged[t] += c[t];
        }
      }
    }
    int sum = 0;
    for (int t = from; t < to; t++) {
      sum += merged[t];
    }
    return sum;
  }
}
