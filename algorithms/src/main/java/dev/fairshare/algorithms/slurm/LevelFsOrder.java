package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.sort.IntMergeSort;
import dev.fairshare.tree.ShareTree;

/**
 * Fair Tree's order of every children list and its ties (docs/algorithms/slurm.md §6.2–6.4; {@code fair_tree.c}:
 * {@code _cmp_level_fs} through glibc's merge-sort {@code qsort}, and the walk's {@code prev_level_fs}
 * comparison): LevelFS descending, a user before an account on equal LevelFS, stable otherwise; then, for
 * every list entry, whether its LevelFS equals the one before it in the list (NO_VAL before the first,
 * as Slurm starts each level with {@code prev_level_fs = NO_VAL}) and whether it is an account, as flags
 * in the entry itself.
 *
 * <p>Short lists (the usual case) are sorted on packed primitive keys by {@link ShortLevelFsSort}; the
 * few it refuses (distinct LevelFS values too close for its keys) by a primitive insertion sort on a copy of
 * their keys of {@link LevelFsKeys}; longer ones by {@link IntMergeSort}. All are stable, so the order is
 * the one the comparator defines, whatever the sort. A sorter holds its own buffers and keys' state; the
 * parallel recompute runs one per worker, each on the lists of its own owners.
 */
final class LevelFsOrder {
  /** The flag of a list entry that ties the entry before it (NO_VAL before the first). */
  static final int TIED = 1 << 31;
  /** The flag of a list entry that is an account (or the root), not a user. */
  static final int ACCOUNT = 1 << 30;
  /** The node index of a list entry. */
  static final int NODE = ACCOUNT - 1;
  /** Lists up to this long are sorted in place with the keys copied aside. */
  private static final int SHORT = ShortLevelFsSort.MAX;

  private final ShareTree tree;
  private final FsChildren lists;
  private final LevelFsKeys keys;
  private final int[] scratch;
  private final int[] sorted;
  private final Sink sink;
  private final IntMergeSort.IntComparator order;
  private final int[] nodes = new int[SHORT];
  private final double[] kh = new double[SHORT];
  private final ShortLevelFsSort shortSort;

  /**
   * A sorter of the lists of {@code lists} with the keys {@code keys} (whose {@link X87} state is this
   * sorter's alone), handing each list to {@code sink}. {@code scratch} and {@code sorted} hold at least as
   * many entries as the lists; each list uses them at its own positions, so sorters of different owners
   * can share them and run at the same time.
   */
  LevelFsOrder(ShareTree tree, FsChildren lists, LevelFsKeys keys, int[] scratch, int[] sorted, Sink sink) {
    if (tree.size() > NODE) {
      throw new IllegalArgumentException("a tree of " + tree.size() + " nodes is beyond Fair Tree's lists");
    }
    this.tree = tree;
    this.lists = lists;
    this.keys = keys;
    this.scratch = scratch;
    this.sorted = sorted;
    this.sink = sink;
    this.order = (a, b) -> compare(tree, keys, a, b);
    this.shortSort = new ShortLevelFsSort(tree, keys);
  }

  /** What takes each list once sorted and flagged. */
  interface Sink {
    /** Takes the sorted, flagged list of {@code owner}: {@code entries[from..to)}, valid during the call. */
    void list(int owner, int[] entries, int from, int to);

    /**
     * Takes the short list of {@code owner} as the {@code k} keys {@code sorter} sorted
     * ({@link ShortLevelFsSort#sortKeys}), or returns false, having kept nothing, when the keys cannot
     * decide the order (the list then comes again by {@link #list}, sorted by the full comparison). This
     * one flags the entries ({@link ShortLevelFsSort#flag}) and hands them to {@link #list}; a sink may
     * take the keys in its own pass with the flag pass's tests instead, so that the entries are not
     * written and read again.
     */
    default boolean shortList(int owner, ShortLevelFsSort sorter, long[] keys, int k) {
      if (!sorter.flag(keys, k)) {
        return false;
      }
      list(owner, sorter.entries(), 0, k);
      return true;
    }
  }

  /**
   * Sorts every non-empty list of {@code lists}, owner by owner in the pre-order (the lists themselves stay
   * as built), flags each entry ({@link #TIED}, {@link #ACCOUNT}; the node is {@code entry & NODE}), so
   * that the walk reads nothing else of the list's nodes, and hands it to {@code sink}; {@code scratch}
   * and {@code sorted} hold at least as many entries as the lists. An owner whose list is its whole subtree
   * below it is followed by nodes that own no list: the pass goes on past them.
   */
  static void sort(ShareTree tree, FsChildren lists, LevelFsKeys keys, int[] scratch, int[] sorted,
      Sink sink) {
    new LevelFsOrder(tree, lists, keys, scratch, sorted, sink).owners(0, tree.size());
  }

  /** Sorts, flags and hands over the lists of owners {@code from .. to−1}, in pre-order. */
  void owners(int fromOwner, int toOwner) {
    int[] list = lists.list();
    double[] hi = keys.hi;
    double[] lo = keys.lo;
    int[] nodes = this.nodes;
    double[] kh = this.kh;
    for (int p = fromOwner; p < toOwner; p++) {
      int from = lists.start(p);
      int to = lists.end(p);
      int k = to - from;
      if (k == 0) {
        continue;
      }
      // A list as long as the owner's subtree below it is that whole subtree (a list holds descendants
      // only), whose nodes then own no list: the next owner is past them.
      int end = tree.subtreeEnd(p);
      int last = k == end - p - 1 ? Math.min(end, toOwner) - 1 : p;
      if (k <= SHORT) {
        long[] sortedKeys = shortSort.sortKeys(list, from, k);
        if (sortedKeys != null && sink.shortList(p, shortSort, sortedKeys, k)) {
          p = last;
          continue;
        }
        for (int i = 0; i < k; i++) {
          int a = list[from + i];
          nodes[i] = a;
          kh[i] = hi[a];
        }
        insertion(tree, keys, nodes, kh, k);
      } else {
        System.arraycopy(list, from, sorted, from, k);
        IntMergeSort.sort(sorted, from, to, scratch, from, order);
        for (int i = 0; i < SHORT; i++) {
          nodes[i] = sorted[from + i];
          kh[i] = hi[nodes[i]];
        }
      }
      // The first element ties NO_VAL, the walk's starting value, only if it is NO_VAL exactly.
      // The sorted keys of the first SHORT entries are at hand in kh (both branches gathered them).
      int before = -1;
      double beforeH = SlurmFairTreeAlgorithm.NO_VAL;
      for (int i = 0; i < k; i++) {
        int a;
        double ah;
        if (i < SHORT) {
          a = nodes[i];
          ah = kh[i];
        } else {
          a = sorted[from + i];
          ah = hi[a];
        }
        boolean tied = ah == beforeH && (before < 0
            ? lo[a] == 0 || keys.compare(-1, a) == 0
            : lo[a] == lo[before] || keys.compare(before, a) == 0);
        sorted[from + i] = a | (tied ? TIED : 0) | (tree.isUser(a) ? 0 : ACCOUNT);
        before = a;
        beforeH = ah;
      }
      sink.list(p, sorted, from, to);
      p = last;
    }
  }

  /** The list order: negative if {@code a} goes before {@code b}. */
  static int compare(ShareTree tree, LevelFsKeys keys, int a, int b) {
    int c = keys.compare(b, a);
    if (c != 0) {
      return c;
    }
    boolean ua = tree.isUser(a);
    return ua == tree.isUser(b) ? 0 : ua ? -1 : 1;
  }

  /** Sorts the first k entries of {@code nodes} (keys {@code kh}) stably, by insertion. */
  private static void insertion(ShareTree tree, LevelFsKeys keys, int[] nodes, double[] kh, int k) {
    for (int i = 1; i < k; i++) {
      int v = nodes[i];
      double vh = kh[i];
      int j = i - 1;
      while (j >= 0) {
        double wh = kh[j];
        // w stays before v unless v goes first: a larger LevelFS, or an equal one and v a user, w not.
        if (wh > vh || wh == vh && compare(tree, keys, v, nodes[j]) >= 0) {
          break;
        }
        nodes[j + 1] = nodes[j];
        kh[j + 1] = wh;
        j--;
      }
      nodes[j + 1] = v;
      kh[j + 1] = vh;
    }
  }
}
