package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.support.IntMergeSort;
import dev.fairshare.tree.ShareTree;

/**
 * The order in which LSF's descent reaches the users of a share tree (specs/lsf.md §4.4; seed 004): from the
 * root, at each level the child with the highest dynamic priority first, down to a user or a group without
 * subgroups.
 *
 * <p>A user's position is the order in which a depth-first walk visits it when every node's children are
 * taken by descending priority: the user each dispatch would pick first if priorities stood still. Siblings
 * with equal priority keep their tree order (LSF breaks such ties by the earliest pending job, which the
 * tree cannot know). When some nodes have pending jobs, siblings whose subtree has one come first, as LSF
 * only descends into accounts with dispatchable jobs. Iterative, O(n log n).
 */
final class LsfDispatchOrder {
  private LsfDispatchOrder() {}

  /**
   * Fills {@code rank} (1 first) for every user of the tree; {@code pendingBelow} marks nodes whose subtree
   * has a pending job, or is {@code null} when demand is unknown. The stack and the sort buffers are
   * scratch arrays of {@code out}; children are sorted as ints (no boxing).
   */
  static void rank(ShareTree tree, double[] priority, boolean[] pendingBelow, double[] rank,
      FairshareResult.Builder out) {
    int n = tree.size();
    int[] stack = out.scratchInts("lsf.dispatch.stack", n);
    int[] children = out.scratchInts("lsf.dispatch.children", n);
    int[] sortBuffer = out.scratchInts("lsf.dispatch.sort", n);
    IntMergeSort.IntComparator order = (a, b) -> compare(a, b, priority, pendingBelow);
    int top = 0;
    stack[top++] = 0;
    int position = 0;
    while (top > 0) {
      int node = stack[--top];
      if (tree.isUser(node)) {
        rank[node] = ++position;
      }
      int count = 0;
      for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
        children[count++] = c;
      }
      if (count > 1) {
        IntMergeSort.sort(children, 0, count, sortBuffer, order);
      }
      for (int j = count - 1; j >= 0; j--) {
        stack[top++] = children[j];
      }
    }
  }

  private static int compare(int a, int b, double[] priority, boolean[] pendingBelow) {
    if (pendingBelow != null) {
      boolean pa = pendingBelow[a];
      boolean pb = pendingBelow[b];
      if (pa != pb) {
        return pa ? -1 : 1;
      }
    }
    int byPriority = Double.compare(priority[b], priority[a]);
    return byPriority != 0 ? byPriority : Integer.compare(a, b);
  }
}
