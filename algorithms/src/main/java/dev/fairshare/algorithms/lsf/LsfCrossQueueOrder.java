package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.FairshareResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The order in which a cross-queue fair-share set hands out its pending work: pairs of (queue, user
 * account), from the ranks {@code lsf.fairshare} computed for the set's one tree (docs/algorithms/lsf.md §6.2; seed
 * 004, "Controlling job dispatch order in cross-queue fairshare").
 *
 * <ul>
 *   <li>Without {@code DISPATCH_ORDER=QUEUE}: the user with the highest priority across the set first, from
 *       whichever queue holds their work (higher queue PRIORITY first, then the queues' file order).
 *   <li>With {@code DISPATCH_ORDER=QUEUE}: queues by PRIORITY first, then users by priority within them;
 *       queues of equal priority are taken together, ordered by user priority.
 * </ul>
 */
public final class LsfCrossQueueOrder {
  private LsfCrossQueueOrder() {}

  /** A queue of the set: its name, PRIORITY and position in lsb.queues. */
  public record Queue(String name, int priority, int fileOrder) {}

  /** One dispatch: a queue and the tree index of a user account with work pending in it. */
  public record Entry(String queue, int account) {}

  /**
   * The dispatch order; {@code pending} maps each queue's name to the user accounts (tree indexes) with work
   * pending in it.
   */
  public static List<Entry> order(List<Queue> queues, boolean dispatchOrderQueue, Map<String, int[]> pending,
      FairshareResult result) {
    List<Entry> entries = new ArrayList<>();
    for (Queue q : queues) {
      for (int account : pending.getOrDefault(q.name(), new int[0])) {
        entries.add(new Entry(q.name(), account));
      }
    }
    Comparator<Entry> byQueue = Comparator.comparingInt((Entry e) -> -queue(queues, e).priority());
    Comparator<Entry> byUser = Comparator.comparingInt((Entry e) -> rank(result, e.account()));
    Comparator<Entry> byFile = Comparator.comparingInt((Entry e) -> queue(queues, e).fileOrder());
    entries.sort(dispatchOrderQueue ? byQueue.thenComparing(byUser).thenComparing(byFile)
        : byUser.thenComparing(byQueue).thenComparing(byFile));
    return entries;
  }

  private static int rank(FairshareResult result, int account) {
    int r = result.rank(account);
    return r == 0 ? Integer.MAX_VALUE : r;
  }

  private static Queue queue(List<Queue> queues, Entry e) {
    for (Queue q : queues) {
      if (q.name().equals(e.queue())) {
        return q;
      }
    }
    throw new IllegalArgumentException("queue '" + e.queue() + "' is not in the set");
  }
}
