package dev.fairshare.pbs.state;

import dev.fairshare.tree.ShareTree;

/**
 * The orders in which PBS walks its tree, whose child lists run newest first, the reverse of the neutral
 * tree's file order (docs/algorithms/pbs.md §1, §10, §11, gotcha 18). Iterative, with explicit stacks.
 */
public final class PbsOrder {
  private PbsOrder() {}

  /**
   * {@code print_fairshare}'s order ({@code pbsfs -p}, {@code -t}): the node, its child list's subtrees
   * newest first, then the next sibling.
   */
  public static int[] printOrder(ShareTree tree) {
    return walk(tree, true);
  }

  /**
   * {@code rec_write_usage}'s order: the node, then its whole sibling chain (newest first), then its child
   * list. For the tree of docs/algorithms/pbs.md §11 this writes pbsuser1, pbsuser, pbsuser3.
   */
  public static int[] writeOrder(ShareTree tree) {
    return walk(tree, false);
  }

  private static int[] walk(ShareTree tree, boolean childFirst) {
    int n = tree.size();
    int[] pbsChild = new int[n];
    int[] pbsSibling = new int[n];
    java.util.Arrays.fill(pbsChild, -1);
    java.util.Arrays.fill(pbsSibling, -1);
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      pbsSibling[i] = pbsChild[p];
      pbsChild[p] = i;
    }
    int[] order = new int[n];
    int[] stack = new int[n];
    int top = 0;
    int k = 0;
    stack[top++] = 0;
    while (top > 0) {
      int x = stack[--top];
      order[k++] = x;
      int first = childFirst ? pbsSibling[x] : pbsChild[x];
      int second = childFirst ? pbsChild[x] : pbsSibling[x];
      if (first >= 0) {
        stack[top++] = first;
      }
      if (second >= 0) {
        stack[top++] = second;
      }
    }
    return order;
  }
}
