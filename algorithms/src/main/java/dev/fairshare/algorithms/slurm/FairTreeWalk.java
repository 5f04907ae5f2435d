package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;

/**
 * Fair Tree's ranking walk over the sorted children lists (specs/slurm.md §6.2–6.4; {@code fair_tree.c}:
 * {@code _apply_priority_fs}, {@code _calc_tree_fs}), with an explicit stack instead of recursion.
 *
 * <p>Each stack frame is one children list being walked: its owner, the next position, whether the list
 * starts tied (the account that owns it tied the element before it) and the LevelFS of the element last
 * visited (initially NO_VAL, as in Slurm). The ranks are Slurm's: N for the best, counting down.
 */
final class FairTreeWalk {
  private final ShareTree tree;
  private final FsChildren lists;
  private final long[] lfMant;
  private final int[] lfExp;
  private final boolean[] lfNeg;

  FairTreeWalk(ShareTree tree, FsChildren lists, long[] lfMant, int[] lfExp, boolean[] lfNeg) {
    this.tree = tree;
    this.lists = lists;
    this.lfMant = lfMant;
    this.lfExp = lfExp;
    this.lfNeg = lfNeg;
  }

  /**
   * Fills {@code factor} (rank / N) and {@code position} (N − rank + 1) for every user; the stack lives in
   * scratch arrays of {@code out}.
   */
  void rank(double[] factor, double[] position, FairshareResult.Builder out) {
    int users = tree.userCount();
    int cap = tree.maxDepth() + 2;
    int[] owner = out.scratchInts("fair-tree.walk.owner", cap);
    int[] next = out.scratchInts("fair-tree.walk.next", cap);
    boolean[] tiedIn = out.scratchBooleans("fair-tree.walk.tied", cap);
    long[] prevMant = out.scratchLongs("fair-tree.walk.prev-mant", cap);
    int[] prevExp = out.scratchInts("fair-tree.walk.prev-exp", cap);
    boolean[] prevNeg = out.scratchBooleans("fair-tree.walk.prev-neg", cap);
    X87 noVal = new X87().set(SlurmFairTreeAlgorithm.NO_VAL);
    int[] list = lists.list();
    long rank = users;
    long rnt = users;
    int top = 0;
    owner[0] = 0;
    next[0] = lists.start(0);
    tiedIn[0] = false;
    prevMant[0] = noVal.mant;
    prevExp[0] = noVal.exp;
    prevNeg[0] = false;
    while (top >= 0) {
      int i = next[top];
      if (i == lists.end(owner[top])) {
        top--;
        continue;
      }
      int a = list[i];
      next[top] = i + 1;
      boolean tied = i == lists.start(owner[top]) && tiedIn[top]
          || X87.compare(prevMant[top], prevExp[top], prevNeg[top], lfMant[a], lfExp[a], lfNeg[a]) == 0;
      prevMant[top] = lfMant[a];
      prevExp[top] = lfExp[a];
      prevNeg[top] = lfNeg[a];
      if (tree.isUser(a)) {
        if (!tied) {
          rank = rnt;
        }
        factor[a] = rank / (double) users;
        position[a] = users - rank + 1;
        rnt--;
      } else {
        top++;
        owner[top] = a;
        next[top] = lists.start(a);
        tiedIn[top] = tied;
        prevMant[top] = noVal.mant;
        prevExp[top] = noVal.exp;
        prevNeg[top] = false;
      }
    }
  }
}
