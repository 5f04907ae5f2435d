package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithms.support.IntMergeSort;
import dev.fairshare.tree.ShareTree;

/**
 * Fair Tree's order of every children list and its ties (specs/slurm.md §6.2–6.4; {@code fair_tree.c}:
 * {@code _cmp_level_fs} through glibc's merge-sort {@code qsort}, and the walk's {@code prev_level_fs}
 * comparison): LevelFS descending, a user before an account on equal LevelFS, stable otherwise; then, for
 * every list position, whether its LevelFS equals the one before it in the list (NO_VAL before the first,
 * as Slurm starts each level with {@code prev_level_fs = NO_VAL}).
 *
 * <p>Short lists (the usual case) are sorted by a primitive insertion sort on the keys of
 * {@link LevelFsKeys}; longer ones by {@link IntMergeSort}. Both are stable, so the order is the one the
 * comparator defines, whatever the sort.
 */
final class LevelFsOrder {
  /** Lists up to this long are insertion-sorted in place. */
  private static final int SHORT = 16;

  private LevelFsOrder() {}

  /**
   * Sorts every list of {@code lists} and sets {@code tied[i]} for every list position {@code i};
   * {@code scratch} holds at least as many entries as the longest list.
   */
  static void sort(ShareTree tree, FsChildren lists, LevelFsKeys keys, boolean[] tied, int[] scratch) {
    int[] list = lists.list();
    double[] hi = keys.hi;
    double[] lo = keys.lo;
    IntMergeSort.IntComparator order = null;
    int[] nodes = new int[SHORT];
    double[] kh = new double[SHORT];
    for (int p = 0; p < tree.size(); p++) {
      int from = lists.start(p);
      int to = lists.end(p);
      int k = to - from;
      if (k == 0) {
        continue;
      }
      if (k <= SHORT) {
        for (int i = 0; i < k; i++) {
          int a = list[from + i];
          nodes[i] = a;
          kh[i] = hi[a];
        }
        insertion(tree, keys, nodes, kh, k);
      } else {
        if (order == null) {
          order = (a, b) -> compare(tree, keys, a, b);
        }
        IntMergeSort.sort(list, from, to, scratch, order);
        for (int i = 0; i < SHORT; i++) {
          nodes[i] = list[from + i];
          kh[i] = hi[nodes[i]];
        }
      }
      // The first element ties NO_VAL, the walk's starting value, only if it is NO_VAL exactly.
      int a = nodes[0];
      tied[from] = kh[0] == SlurmFairTreeAlgorithm.NO_VAL && (lo[a] == 0 || keys.compare(-1, a) == 0);
      for (int i = 1; i < k; i++) {
        int before = a;
        a = i < SHORT ? nodes[i] : list[from + i];
        list[from + i - 1] = before;
        tied[from + i] = hi[a] == hi[before] && (lo[a] == lo[before] || keys.compare(before, a) == 0);
      }
      list[to - 1] = a;
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
