package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.sort.IntMergeSort;
import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * Fair Tree's sorted children lists kept between charges, with what the ranks need of each list as numbers
 * relative to the list's owner, so that re-sorting one list changes nothing outside it and its owner's
 * summary (docs/algorithms/slurm.md §6.2–6.4; {@code fair_tree.c}: {@code _calc_tree_fs},
 * {@code _cmp_level_fs}).
 *
 * <p>Each list is in Slurm's order: LevelFS descending (exact x87 comparisons), a user before an account on
 * equal LevelFS, the built order (the pre-order, so the node index) otherwise, which is what the full
 * recompute's stable sort of the list as built gives. Per list position: the entry, whether its LevelFS
 * equals the entry's before it (NO_VAL before the first), and {@code ahead}, the users the walk meets under
 * the entries sorted before it, so that a user's walk position is the sum of {@code ahead} over its
 * fair-share ancestors' entries. For the ranks of tied users (the rank of the last untied user before them
 * in the walk): per position, {@code before}, the walk offset (within the owner's users) of the last untied
 * user under entries 1 .. k−1 ahead of it; per owner, that of entry 0 when the owner is reached untied and
 * tied, and {@code lastRest}, the last untied user under entries 1 .. end. An offset is −1 when there is
 * none. An account's numbers depend on its own list and its child accounts' numbers alone.
 */
final class FairTreeGroups {
  private final ShareTree tree;
  private final SlurmHierarchy h;
  private final FsChildren lists;
  private final LevelFsKeys keys;
  private final IntMergeSort.IntComparator order;
  /** usersBefore[i]: the users among the nodes before i in the pre-order. */
  private final int[] usersBefore;
  /** The sorted lists, at the positions of the built lists. */
  final int[] entries;
  /** slot[node]: the node's position in {@link #entries}. */
  final int[] slot;
  /** tied[k]: whether the entry at k ties the one before it (NO_VAL before the first). */
  final boolean[] tied;
  /** ahead[k]: the users under the entries sorted ahead of position k in its list. */
  final int[] ahead;
  /** before[k]: the offset of the last untied user under entries 1 .. k−1 of k's list, or −1. */
  final int[] before;
  /** first[2·owner + t]: the offset of the last untied user under entry 0, the owner reached tied (t = 1) or not. */
  final int[] first;
  /** lastRest[owner]: the offset of the last untied user under entries 1 .. end of its list, or −1. */
  final int[] lastRest;
  private final int[] scratch;

  /** The lists of a tree, unsorted until {@link #sortAll}. */
  FairTreeGroups(ShareTree tree, SlurmHierarchy h, LevelFsKeys keys) {
    int n = tree.size();
    this.tree = tree;
    this.h = h;
    this.keys = keys;
    this.lists = new FsChildren(tree, h);
    this.order = (a, b) -> compare(a, b);
    usersBefore = new int[n + 1];
    for (int i = 0; i < n; i++) {
      usersBefore[i + 1] = usersBefore[i] + (tree.isUser(i) ? 1 : 0);
    }
    int positions = lists.list().length;
    entries = lists.list().clone();
    slot = new int[n];
    tied = new boolean[positions];
    ahead = new int[positions];
    before = new int[positions];
    first = new int[2 * n];
    lastRest = new int[n];
    Arrays.fill(first, -1);
    Arrays.fill(lastRest, -1);
    scratch = new int[positions];
  }

  /** The first position of an owner's list. */
  int start(int owner) {
    return lists.start(owner);
  }

  /** Whether a node owns a non-empty list. */
  boolean ownsList(int node) {
    return lists.start(node) != lists.end(node);
  }

  /** The number of nodes that own a non-empty list. */
  int owners() {
    int owners = 0;
    for (int node = 0; node < tree.size(); node++) {
      owners += ownsList(node) ? 1 : 0;
    }
    return owners;
  }

  /**
   * Recomputes every key from the current usage in one pass over the pre-order (every node but the root is
   * in one list), then re-sorts every list, owners from the last in pre-order to the root, so each child's
   * numbers come first.
   */
  void sortAll() {
    for (int node = 1; node < tree.size(); node++) {
      keys.store(node);
    }
    for (int owner = tree.size() - 1; owner >= 0; owner--) {
      if (ownsList(owner)) {
        order(owner);
      }
    }
  }

  /**
   * Recomputes the keys of an owner's list from the current usage, re-sorts it from its last order and
   * recomputes its positions' and the owner's numbers; the numbers of its child accounts must be current.
   */
  void sort(int owner) {
    for (int k = lists.start(owner); k < lists.end(owner); k++) {
      keys.store(entries[k]);
    }
    order(owner);
  }

  /** {@link #sort} of a list whose keys are current. */
  private void order(int owner) {
    int from = lists.start(owner);
    int to = lists.end(owner);
    if (to - from <= 16) {
      insertion(from, to);
    } else if (!sorted(from, to)) {
      IntMergeSort.sort(entries, from, to, scratch, from, order);
    }
    numbers(owner);
  }

  /** Recomputes the positions' and the owner's numbers of a sorted list. */
  private void numbers(int owner) {
    int from = lists.start(owner);
    int to = lists.end(owner);
    int offset = 0;
    int last = -1;
    for (int k = from; k < to; k++) {
      int e = entries[k];
      slot[e] = k;
      ahead[k] = offset;
      boolean t = keys.compare(k == from ? -1 : entries[k - 1], e) == 0;
      tied[k] = t;
      before[k] = last;
      if (k == from) {
        first[2 * owner] = untiedUnder(e, t, offset);
        first[2 * owner + 1] = untiedUnder(e, true, offset);
      } else {
        int c = untiedUnder(e, t, offset);
        if (c >= 0) {
          last = c;
        }
      }
      offset += usersUnder(e);
    }
    lastRest[owner] = last;
  }

  /** The offset of the last untied user under an account reached tied or not, or −1. */
  int lastUntied(int account, boolean reachedTied) {
    int rest = lastRest[account];
    return rest >= 0 ? rest : first[2 * account + (reachedTied ? 1 : 0)];
  }

  /** The users the walk meets under one list entry: 1 for a user, a non-parent account's users, else 0. */
  int usersUnder(int entry) {
    if (tree.isUser(entry)) {
      return 1;
    }
    return tree.usesParentShares(entry) ? 0 : usersBefore[tree.subtreeEnd(entry)] - usersBefore[entry];
  }

  /** The offset of the last untied user under an entry at {@code offset}, reached tied or not; or −1. */
  private int untiedUnder(int entry, boolean reachedTied, int offset) {
    if (tree.isUser(entry)) {
      return reachedTied ? -1 : offset;
    }
    if (tree.usesParentShares(entry)) {
      return -1;
    }
    int c = lastUntied(entry, reachedTied);
    return c >= 0 ? offset + c : -1;
  }

  /** The list order: LevelFS descending, a user before an account, then the built (pre-)order. */
  private int compare(int a, int b) {
    int c = keys.compare(b, a);
    if (c != 0) {
      return c;
    }
    boolean ua = tree.isUser(a);
    if (ua != tree.isUser(b)) {
      return ua ? -1 : 1;
    }
    return Integer.compare(a, b);
  }

  private boolean sorted(int from, int to) {
    for (int k = from + 1; k < to; k++) {
      if (compare(entries[k - 1], entries[k]) > 0) {
        return false;
      }
    }
    return true;
  }

  private void insertion(int from, int to) {
    for (int i = from + 1; i < to; i++) {
      int v = entries[i];
      int j = i - 1;
      while (j >= from && compare(entries[j], v) > 0) {
        entries[j + 1] = entries[j];
        j--;
      }
      entries[j + 1] = v;
    }
  }
}
