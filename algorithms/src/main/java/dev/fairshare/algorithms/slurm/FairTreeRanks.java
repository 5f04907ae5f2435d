package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
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
 * entries; lost in an empty list). Tied users are marked by walk position in a bit set. A tied user whose
 * list entry follows a user's entry (in a short list taken from its keys) comes right after that user in
 * the walk, so it keeps that user's rank: it is written at once, while the list is in cache. The others
 * (after an account's entry, or the first of a list) are also marked as waiting, and resolved after the
 * pass: rank = N − (the largest untied position before, or 0), in one pass over the bits that carries the
 * last untied position along. The factors come from the ranks in loops over the nodes: chunk by chunk
 * behind the lists (task by task in a parallel recompute), the waiting users' when they are resolved.
 */
final class FairTreeRanks implements LevelFsOrder.Sink {
  /** The flag of a start that is tied to the element before it. */
  private static final int TIED = LevelFsOrder.TIED;
  /**
   * The nodes whose factors the sequential pass writes at a time, once the lists have passed them: each
   * chunk's ranks are still in cache, where one loop over the whole tree after the pass reads them back
   * from memory.
   */
  private static final int CHUNK = 4096;
  /** Atomic access to the words of {@link #tiedAt}, for the lists of a parallel recompute. */
  private static final VarHandle WORDS = MethodHandles.arrayElementVarHandle(long[].class);

  private final ShareTree tree;
  private final double[] factor;
  private final double[] position;
  private final int users;
  private final double total;
  /**
   * usersUnder[a]: the users of account a's fair-share subtree, the walk positions its list entry takes:
   * the users of its subtree, none for a {@code parent} account.
   */
  private final int[] usersUnder;
  /** start[a]: the walk position of the first user of account a's subtree, TIED if a's tie reaches it. */
  private final int[] start;
  /** The walk positions of the tied users, a bit each. */
  private final long[] tiedAt;
  /** The walk positions of the tied users whose ranks wait for {@link #finish}, a bit each. */
  private final long[] waitingAt;
  /** tied[s]: the waiting tied user at walk position s (where its bit of {@link #waitingAt} is set). */
  private final int[] tied;
  /** Whether lists may come from several threads at once (the bit sets' words are then set atomically). */
  private final boolean concurrent;
  /** The sequential pass: the nodes below this one have their factors written. */
  private int factorsDone;

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
    usersUnder = out.scratchInts("fair-tree.ranks.users-under", n);
    if (!kept) {
      countUsersUnder(tree, usersUnder);
    }
    start = out.scratchInts("fair-tree.ranks.start", n);
    tiedAt = out.scratchLongs("fair-tree.ranks.tied-at", (users + 63) >>> 6);
    Arrays.fill(tiedAt, 0);
    waitingAt = out.scratchLongs("fair-tree.ranks.waiting-at", tiedAt.length);
    Arrays.fill(waitingAt, 0);
    tied = out.scratchInts("fair-tree.ranks.tied", users);
    concurrent = false;
    start[0] = 0;
    // Accounts (and the root) have no rank: they are written NaN, as the array is not filled; their factor
    // comes out NaN from it.
    position[0] = Double.NaN;
  }

  private FairTreeRanks(FairTreeRanks ranks) {
    this.tree = ranks.tree;
    this.factor = ranks.factor;
    this.position = ranks.position;
    this.users = ranks.users;
    this.total = ranks.total;
    this.usersUnder = ranks.usersUnder;
    this.start = ranks.start;
    this.tiedAt = ranks.tiedAt;
    this.waitingAt = ranks.waitingAt;
    this.tied = ranks.tied;
    this.concurrent = true;
  }

  /**
   * The same ranks taking lists from several threads at once, as a parallel recompute hands them over (the
   * lists of different owners write different entries; only the tied bits share words).
   */
  FairTreeRanks concurrent() {
    return new FairTreeRanks(this);
  }

  /** Takes the sorted, flagged list of {@code owner}: {@code entries[from..to)}. */
  @Override
  public void list(int owner, int[] entries, int from, int to) {
    factorsBefore(owner);
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
          markTied(s);
          markWaiting(s);
          tied[s] = a;
        } else {
          rank(a, s);
        }
        s++;
      } else {
        s = enter(a, s, isTied);
      }
    }
  }

  /**
   * Takes a short list from its sorted keys, as {@link #list} takes its flagged entries, with the flag
   * pass's tests ({@link ShortLevelFsSort#flag}) in the same loop: no entries written and read again. A
   * tied user right after a user of the list takes that user's rank here (the walk meets the two one after
   * the other); the others wait for {@link #finish}. The tied users' marks wait in the sorter's spare
   * entries (a waiting one's position, a ranked one's complemented) until the whole list is accepted, since
   * a list the keys cannot order (refused at an entry) comes again in its exact order, where the users
   * before that entry may stand at other walk positions; every other value written here is written again
   * then.
   */
  @Override
  public boolean shortList(int owner, ShortLevelFsSort sorter, long[] keys, int k) {
    factorsBefore(owner);
    int[] tiedPositions = sorter.entries();
    int ties = 0;
    int s = start[owner];
    boolean inherited = s < 0;
    s &= ~TIED;
    int before = -1;
    long beforeKey = ShortLevelFsSort.BEFORE_FIRST;
    // The rank of the user of the entry before, NaN when that entry is not a user's (or there is none).
    double userBefore = Double.NaN;
    for (int j = 0; j < k; j++) {
      long key = keys[j];
      int a = sorter.node(key);
      boolean isTied = inherited;
      inherited = false;
      if (ShortLevelFsSort.agree(key, beforeKey)) {
        int tie = sorter.tie(before, a);
        if (tie < 0) {
          return false;
        }
        isTied |= tie > 0;
      }
      if (!ShortLevelFsSort.isAccount(key)) {
        if (!isTied) {
          userBefore = s + 1;
          position[a] = userBefore;
        } else if (userBefore == userBefore) {
          position[a] = userBefore;
          tiedPositions[ties++] = ~s;
        } else {
          tiedPositions[ties++] = s;
          tied[s] = a;
        }
        s++;
      } else {
        s = enter(a, s, isTied);
        userBefore = Double.NaN;
      }
      before = a;
      beforeKey = key;
    }
    for (int t = 0; t < ties; t++) {
      int p = tiedPositions[t];
      if (p >= 0) {
        markTied(p);
        markWaiting(p);
      } else {
        markTied(~p);
      }
    }
    return true;
  }

  /**
   * In the sequential pass, writes the factors of the nodes before {@code owner} not yet written, once they
   * make a chunk: the lists come owner by owner in the pre-order, and every node before the owner lies in
   * the list of an owner before it (its fair-share parent, an ancestor), so its rank is written, or waits
   * for {@link #finish}, which writes that user's factor too.
   */
  private void factorsBefore(int owner) {
    if (!concurrent && owner - factorsDone >= CHUNK) {
      factors(factorsDone, owner);
      factorsDone = owner;
    }
  }

  /** Ranks an untied user at walk position {@code s}. */
  private void rank(int a, int s) {
    position[a] = s + 1;
  }

  /** Marks walk position {@code s} as a tied user's. */
  private void markTied(int s) {
    mark(tiedAt, s);
  }

  /** Marks walk position {@code s} as a tied user's whose rank waits for {@link #finish}. */
  private void markWaiting(int s) {
    mark(waitingAt, s);
  }

  /** Sets walk position {@code s}'s bit of {@code bits} (atomically when lists come from several threads). */
  private void mark(long[] bits, int s) {
    if (concurrent) {
      WORDS.getAndBitwiseOr(bits, s >>> 6, 1L << s);
    } else {
      bits[s >>> 6] |= 1L << s;
    }
  }

  /**
   * Enters account {@code a} at walk position {@code s} (tied to the element before it or not): empty
   * factor and rank, the start of its list; returns the walk position after its users.
   */
  private int enter(int a, int s, boolean isTied) {
    position[a] = Double.NaN;
    start[a] = s | (isTied ? TIED : 0);
    return s + usersUnder[a];
  }

  /**
   * Fills {@code under} with each node's users-under count: the users of its subtree (1 for a user), summed
   * up the parents in one backward pass over the pre-order, then 0 for every {@code parent} node, whose
   * fair-share subtree holds no user.
   */
  private static void countUsersUnder(ShareTree tree, int[] under) {
    int n = tree.size();
    for (int i = 0; i < n; i++) {
      under[i] = tree.isUser(i) ? 1 : 0;
    }
    for (int i = n - 1; i > 0; i--) {
      under[tree.parent(i)] += under[i];
    }
    for (int i = 1; i < n; i++) {
      if (tree.usesParentShares(i)) {
        under[i] = 0;
      }
    }
  }

  /** Gives the tied users their ranks, once every list is in, and writes the factors not yet written. */
  void finish() {
    finish(0, tiedAt.length);
    factors(factorsDone, tree.size());
  }

  /**
   * {@link #finish} of a parallel recompute, whose tasks wrote their interiors' factors ({@link #factors},
   * each task once its lists are in): the top's factors, then the tied users' ranks and factors, the words
   * of the tied bits cut among the workers.
   */
  void finish(SubtreeTasks tasks) {
    for (int s = 0; s <= tasks.count(); s++) {
      factors(tasks.from(s), tasks.to(s));
    }
    int words = tiedAt.length;
    int slots = tasks.slots();
    tasks.parallelism().run(slots, (w, slot) ->
        finish((int) ((long) words * w / slots), (int) ((long) words * (w + 1) / slots)));
  }

  /**
   * Writes the factors of nodes {@code from .. to−1} from their ranks: a user at walk position s (rank
   * s + 1) has (N − s) / N, the same quotient of the same integers; an account's NaN rank gives NaN. One
   * loop over the arrays, which the JIT makes vector divisions, rather than a division per user in the
   * ranking loop. A tied user whose rank waits for {@link #finish} gets its factor there.
   */
  void factors(int from, int to) {
    double[] factor = this.factor;
    double[] position = this.position;
    double next = users + 1.0;
    double n = total;
    for (int i = from; i < to; i++) {
      factor[i] = (next - position[i]) / n;
    }
  }

  /**
   * Ranks the waiting tied users whose positions are in words {@code fromWord .. toWord−1}, in increasing
   * order, carrying the last untied position along (one scan back from the first word, then none).
   */
  private void finish(int fromWord, int toWord) {
    int lastClear = fromWord == 0 ? 0 : lastUntied(tiedAt, (fromWord << 6) - 1);
    for (int w = fromWord; w < toWord; w++) {
      long clear = ~tiedAt[w];
      for (long left = waitingAt[w]; left != 0; left &= left - 1) {
        int bit = Long.numberOfTrailingZeros(left);
        long below = clear & ((1L << bit) - 1);
        int from = below != 0 ? (w << 6) + 63 - Long.numberOfLeadingZeros(below) : lastClear;
        int a = tied[(w << 6) + bit];
        double p = from + 1;
        position[a] = p;
        factor[a] = (users + 1.0 - p) / total;
      }
      if (clear != 0) {
        lastClear = (w << 6) + 63 - Long.numberOfLeadingZeros(clear);
      }
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
