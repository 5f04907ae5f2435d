package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;

/**
 * Fair Tree's ranking walk over the sorted children lists (specs/slurm.md §6.2–6.4; {@code fair_tree.c}:
 * {@code _apply_priority_fs}, {@code _calc_tree_fs}), with an explicit stack instead of recursion.
 *
 * <p>Each stack frame is one children list being walked: the next position, the end, and whether the
 * list starts tied (the account that owns it tied the element before it). Whether an element ties the one
 * before it (Slurm's {@code prev_level_fs} comparison, NO_VAL before the first) and whether it is an
 * account are flags that {@link LevelFsOrder} set in the list entries when it sorted the lists, so the walk
 * reads nothing but the lists. The ranks are Slurm's: N for the best, counting down.
 */
final class FairTreeWalk {
  private final ShareTree tree;
  private final FsChildren lists;

  /** A walk over lists sorted and flagged by {@link LevelFsOrder}. */
  FairTreeWalk(ShareTree tree, FsChildren lists) {
    this.tree = tree;
    this.lists = lists;
  }

  /**
   * Fills {@code factor} (rank / N) and {@code position} (N − rank + 1) for every user; the stack lives in
   * scratch arrays of {@code out}.
   */
  void rank(double[] factor, double[] position, FairshareResult.Builder out) {
    int users = tree.userCount();
    int cap = tree.maxDepth() + 2;
    int[] next = out.scratchInts("fair-tree.walk.next", cap);
    int[] end = out.scratchInts("fair-tree.walk.end", cap);
    boolean[] tiedIn = out.scratchBooleans("fair-tree.walk.tied", cap);
    int[] list = lists.list();
    long rank = users;
    long rnt = users;
    int top = 0;
    next[0] = lists.start(0);
    end[0] = lists.end(0);
    tiedIn[0] = false;
    frames:
    while (top >= 0) {
      int i = next[top];
      int e = end[top];
      boolean startTied = tiedIn[top];
      tiedIn[top] = false;
      while (i < e) {
        int entry = list[i];
        int a = entry & LevelFsOrder.NODE;
        boolean tied = startTied || entry < 0;
        startTied = false;
        i++;
        if ((entry & LevelFsOrder.ACCOUNT) == 0) {
          if (!tied) {
            rank = rnt;
          }
          factor[a] = rank / (double) users;
          position[a] = users - rank + 1;
          rnt--;
        } else {
          next[top] = i;
          top++;
          next[top] = lists.start(a);
          end[top] = lists.end(a);
          tiedIn[top] = tied;
          continue frames;
        }
      }
      top--;
    }
  }
}
