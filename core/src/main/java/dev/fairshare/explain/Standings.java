package dev.fairshare.explain;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/**
 * The users of a result in dispatch order (by rank, then tree order), to tell where one user stands. Made
 * once per result, in O(n log n); each {@link #around} is then O(k). A leaf account that the algorithm ranks
 * (LSF's collective account, which its members share) stands among them as a user does.
 */
public final class Standings {
  private final FairshareResult result;
  private final int[] order;
  private final int[] position;
  /** For each position in {@link #order}, the first and last position with the same rank. */
  private final int[] tieFirst;
  private final int[] tieLast;

  private Standings(FairshareResult result) {
    this.result = result;
    ShareTree tree = result.tree();
    int n = tree.size();
    int count = 0;
    for (int i = 0; i < n; i++) {
      if (result.rank(i) > 0 && (tree.isUser(i) || !tree.hasChildren(i))) {
        count++;
      }
    }
    long[] keys = new long[count];
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (result.rank(i) > 0 && (tree.isUser(i) || !tree.hasChildren(i))) {
        keys[k++] = ((long) result.rank(i) << 32) | i;
      }
    }
    java.util.Arrays.sort(keys);
    order = new int[count];
    position = new int[n];
    java.util.Arrays.fill(position, -1);
    for (int j = 0; j < count; j++) {
      order[j] = (int) keys[j];
      position[order[j]] = j;
    }
    tieFirst = new int[count];
    tieLast = new int[count];
    for (int j = 0; j < count; j++) {
      tieFirst[j] = j > 0 && result.rank(order[j - 1]) == result.rank(order[j]) ? tieFirst[j - 1] : j;
    }
    for (int j = count - 1; j >= 0; j--) {
      tieLast[j] = j + 1 < count && result.rank(order[j + 1]) == result.rank(order[j]) ? tieLast[j + 1] : j;
    }
  }

  /** The standings of a result. */
  public static Standings of(FairshareResult result) {
    return new Standings(result);
  }

  /** The ranked users in dispatch order. */
  public int[] order() {
    return order.clone();
  }

  /**
   * A user's rank, the {@code k} users before and after its rank, and the users tied with it: how many, and
   * the {@code k} on each side of it in tree order.
   */
  public Standing around(int user, int k) {
    int at = position[user];
    if (at < 0) {
      return new Standing(0, order.length, List.of(), List.of(), List.of(), 0);
    }
    int rank = result.rank(user);
    int first = tieFirst[at];
    int last = tieLast[at];
    List<Neighbour> tied = new ArrayList<>();
    for (int j = Math.max(first, at - k); j <= Math.min(last, at + k); j++) {
      if (j != at) {
        tied.add(neighbour(order[j]));
      }
    }
    List<Neighbour> above = new ArrayList<>();
    for (int j = Math.max(0, first - k); j < first; j++) {
      above.add(neighbour(order[j]));
    }
    List<Neighbour> below = new ArrayList<>();
    for (int j = last + 1; j < Math.min(order.length, last + 1 + k); j++) {
      below.add(neighbour(order[j]));
    }
    return new Standing(rank, order.length, above, below, tied, last - first);
  }

  private Neighbour neighbour(int user) {
    return new Neighbour(result.tree().path(user), result.rank(user), result.factor(user));
  }
}
