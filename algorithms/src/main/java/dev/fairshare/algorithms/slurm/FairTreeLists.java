package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fair Tree's children lists sorted one at a time, for explanations ({@code fair_tree.c}:
 * {@code _cmp_level_fs}, {@code _calc_tree_fs}; docs/algorithms/slurm.md §6.2–6.4): each list in the order Slurm
 * sorts it (LevelFS descending with exact x87 comparisons, a user before an account on equal LevelFS,
 * stable otherwise), each entry's tie with the one before it, and the users the walk meets under the
 * entries ahead of a node. Lists are sorted when first asked for and kept.
 */
final class FairTreeLists {
  /** One sorted list: the entries and whether each ties the entry before it (NO_VAL before the first). */
  record Sorted(int[] entries, boolean[] tied) {
    int indexOf(int node) {
      for (int k = 0; k < entries.length; k++) {
        if (entries[k] == node) {
          return k;
        }
      }
      return -1;
    }
  }

  private final ShareTree tree;
  private final SlurmHierarchy h;
  private final FsChildren lists;
  private final LevelFsKeys keys;
  private final boolean[] keyed;
  private final int[] usersBefore;
  private final Map<Integer, Sorted> sorted = new HashMap<>();

  FairTreeLists(ShareTree tree, UsageSnapshot usage) {
    this.tree = tree;
    this.h = new SlurmHierarchy().compute(tree);
    this.lists = new FsChildren(tree, h);
    int n = tree.size();
    this.keys = new LevelFsKeys(tree, usage, h, new double[n], new double[n]);
    this.keyed = new boolean[n];
    this.usersBefore = new int[n + 1];
    for (int i = 0; i < n; i++) {
      usersBefore[i + 1] = usersBefore[i] + (tree.isUser(i) ? 1 : 0);
    }
  }

  SlurmHierarchy hierarchy() {
    return h;
  }

  /** A node's LevelFS rounded to a double (its exact key orders it). */
  double levelFs(int node) {
    key(node);
    return keys.hi[node];
  }

  /** The list of an owner, sorted. */
  Sorted list(int owner) {
    Sorted known = sorted.get(owner);
    if (known != null) {
      return known;
    }
    List<Integer> entries = new ArrayList<>();
    for (int k = lists.start(owner); k < lists.end(owner); k++) {
      int a = lists.list()[k];
      key(a);
      entries.add(a);
    }
    // List.sort is stable, as glibc's merge-sort qsort is on these lists.
    entries.sort((a, b) -> LevelFsOrder.compare(tree, keys, a, b));
    int[] order = entries.stream().mapToInt(Integer::intValue).toArray();
    boolean[] tied = new boolean[order.length];
    for (int k = 0; k < order.length; k++) {
      tied[k] = keys.compare(k == 0 ? -1 : order[k - 1], order[k]) == 0;
    }
    Sorted s = new Sorted(order, tied);
    sorted.put(owner, s);
    return s;
  }

  /** The users the walk meets under one list entry: 1 for a user, a non-parent account's users, else 0. */
  int usersUnder(int entry) {
    if (tree.isUser(entry)) {
      return 1;
    }
    return tree.usesParentShares(entry) ? 0 : usersBefore[tree.subtreeEnd(entry)] - usersBefore[entry];
  }

  /** The users under the entries sorted ahead of a node in its fair-share parent's list. */
  int usersAhead(int node) {
    Sorted s = list(h.fsParent(node));
    int count = 0;
    for (int k = 0; k < s.entries().length && s.entries()[k] != node; k++) {
      count += usersUnder(s.entries()[k]);
    }
    return count;
  }

  /**
   * Whether the walk reaches a node tied: its own entry ties the one before it, or it is the first entry
   * of a list whose owner was reached tied (the tie passes to an account's first child only).
   */
  boolean reachedTied(int node) {
    for (int a = node; a > 0; a = h.fsParent(a)) {
      Sorted s = list(h.fsParent(a));
      int k = s.indexOf(a);
      if (s.tied()[k]) {
        return true;
      }
      if (k != 0) {
        return false;
      }
    }
    return false;
  }

  private void key(int node) {
    if (node > 0 && !keyed[node]) {
      keys.storeExact(node);
      keyed[node] = true;
    }
  }
}
