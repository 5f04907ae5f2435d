package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * What {@code slurm.depth-oblivious}'s one-user queries learn about one usage snapshot and keep for the
 * next (docs/algorithms/slurm.md §5): the sum of U over each fair-share children list, and the effective
 * usage E of each account a query passed through. Each value is made the first time it is asked for (a list's
 * sum in O(the list), an account's E by the walk down to it) and then read in O(1). A list's sum is added
 * in list order, as {@link SlurmDepthObliviousAlgorithm}'s pass adds it: in the steady state the sum of every
 * member (not {@code parent} ones); after a restart, the sum of the account members and, for each user
 * member, the sum of the users up to it. E is the pass's value (the same operations on the same inputs).
 *
 * <p>Safe for several threads: a value is the same whoever makes it; a user's running sums are written
 * before its list's sum is published (release) and read after it is seen (acquire).
 */
final class DepthObliviousMemo {
  private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
  /**
   * Stored values are the double's bits xor this (a NaN pattern no sum of U or E has), so that 0, the new
   * array's value, means "not made yet"; a value with exactly these bits would only be made again each time.
   */
  private static final long MARK = 0x7ff4_6a1b_3c5d_9e27L;

  private final ShareTree tree;
  private final FsChildren lists;
  private final UsageSnapshot usage;
  private final boolean restart;
  /** values[2i]: the sum over i's own list; values[2i + 1]: the E of i. Side by side, one cache line. */
  private final long[] values;
  private final double[] usersDone;

  DepthObliviousMemo(ShareTree tree, FsChildren lists, UsageSnapshot usage, boolean restart) {
    this.tree = tree;
    this.lists = lists;
    this.usage = usage;
    this.restart = restart;
    this.values = new long[2 * tree.size()];
    this.usersDone = restart ? new double[tree.size()] : null;
  }

  /** The sum over list {@code fp}: of every member's U, or after a restart of the account members' U. */
  double listSum(int fp) {
    long known = (long) LONGS.getAcquire(values, 2 * fp);
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
    LONGS.setRelease(values, 2 * fp, Double.doubleToRawLongBits(sum) ^ MARK);
    return sum;
  }

  /** After a restart: the sum of U of the users of i's list up to i, i included ({@link #listSum} first). */
  double usersDone(int i) {
    return usersDone[i];
  }

  /** Whether the E of node i is known. */
  boolean knowsE(int i) {
    return (long) LONGS.getOpaque(values, 2 * i + 1) != 0;
  }

  /** The E of node i, once {@link #knowsE} says it is known. */
  double e(int i) {
    return Double.longBitsToDouble((long) LONGS.getOpaque(values, 2 * i + 1) ^ MARK);
  }

  /** Keeps the E of node i. */
  void keepE(int i, double e) {
    LONGS.setOpaque(values, 2 * i + 1, Double.doubleToRawLongBits(e) ^ MARK);
  }
}
