package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The sums of U over each fair-share children list of one snapshot that {@code slurm.depth-oblivious}'s E
 * reads (docs/algorithms/slurm.md §5), each list's made the first time it is asked for and kept: O(the list)
 * once, O(1) after. In the steady state, the sum of every member (not {@code parent} ones); after a restart,
 * the sum of the account members and, for each user member, the sum of the users up to it. Each is added
 * in list order, as {@link SlurmDepthObliviousAlgorithm}'s pass adds it, so the values are the pass's.
 *
 * <p>Safe for several threads: a list's values are the same whoever makes them; a user's running sums are
 * written before the list's sum is published (release), and read after it is seen (acquire).
 */
final class ListSums {
  private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
  /**
   * Stored sums are the double's bits xor this (a NaN pattern no sum of U has), so that 0, the new array's
   * value, means "not made yet"; a sum with exactly these bits would only be made again each time.
   */
  private static final long MARK = 0x7ff4_6a1b_3c5d_9e27L;

  private final ShareTree tree;
  private final FsChildren lists;
  private final UsageSnapshot usage;
  private final boolean restart;
  private final long[] sums;
  private final double[] usersDone;

  ListSums(ShareTree tree, FsChildren lists, UsageSnapshot usage, boolean restart) {
    this.tree = tree;
    this.lists = lists;
    this.usage = usage;
    this.restart = restart;
    this.sums = new long[tree.size()];
    this.usersDone = restart ? new double[tree.size()] : null;
  }

  /** The sum over list {@code fp}: of every member's U, or after a restart of the account members' U. */
  double of(int fp) {
    long known = (long) LONGS.getAcquire(sums, fp);
    if (known != 0) {
      return Double.longBitsToDouble(known ^ MARK);
    }
    double total = usage.total();
    double sum = 0;
    double users = 0;
    int[] list = lists.list();
    for (int k = lists.start(fp), end = lists.end(fp); k < end; k++) {
      int c = list[k];
      if (tree.usesParentShares(c)) {
        continue;
      }
      double u = total == 0 ? 0 : Math.min(1, usage.usage(c) / total);
      if (!restart) {
        sum += u;
      } else if (tree.isUser(c)) {
        users += u;
        usersDone[c] = users;
      } else {
        sum += u;
      }
    }
    LONGS.setRelease(sums, fp, Double.doubleToRawLongBits(sum) ^ MARK);
    return sum;
  }

  /** After a restart: the sum of U of the users of i's list up to i, i included ({@link #of} its list first). */
  double usersDone(int i) {
    return usersDone[i];
  }
}
