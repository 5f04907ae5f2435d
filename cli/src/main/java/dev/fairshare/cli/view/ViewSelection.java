package dev.fairshare.cli.view;

import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The nodes a picture draws: all of a small tree; of a large one, the widest nodes (largest fraction of the
 * whole, so every drawn node's parent is drawn) up to a budget, and for each drawn group whose other
 * children are not, one aggregate standing for them ("+ 4,512 more"), as wide as they are together.
 *
 * <p>Items are numbered in pre-order of the drawn tree: a node's drawn children, then its aggregate.
 */
final class ViewSelection {
  /** One drawn item: a tree node, or an aggregate of a group's undrawn children. */
  record Item(int node, int parentItem, boolean aggregate, double fraction, int hiddenNodes, int hiddenUsers,
      double usage) {}

  final List<Item> items = new ArrayList<>();
  /** The item of each drawn tree node, -1 for an undrawn one. */
  final int[] itemOf;

  /**
   * The items of a tree: every node when it has at most {@code budget}; else the paths from the root to the
   * {@code required} nodes (the users a reader most wants to find: the first and last in the dispatch order,
   * the movers), then the widest other nodes, up to the budget.
   */
  ViewSelection(ShareTree tree, ViewShares shares, double[] usage, int budget, int[] required) {
    int n = tree.size();
    boolean[] drawn = new boolean[n];
    if (n <= budget) {
      Arrays.fill(drawn, true);
    } else {
      int count = 0;
      for (int r : required) {
        for (int a = r; a >= 0 && !drawn[a] && count < budget / 2; a = tree.parent(a)) {
          drawn[a] = true;
          count++;
        }
      }
      PriorityQueue<long[]> widest = new PriorityQueue<>((a, b) -> Double.compare(
          Double.longBitsToDouble(b[0]), Double.longBitsToDouble(a[0])));
      widest.add(new long[] {Double.doubleToLongBits(1.0), 0});
      while (!widest.isEmpty()) {
        int node = (int) widest.poll()[1];
        if (!drawn[node]) {
          if (count >= budget) {
            continue;
          }
          drawn[node] = true;
          count++;
        }
        for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
          if (drawn[c] || count < budget) {
            widest.add(new long[] {Double.doubleToLongBits(shares.global[c]), c});
          }
        }
      }
    }
    int[] usersBelow = new int[n];
    int[] nodesBelow = new int[n];
    for (int i = n - 1; i >= 0; i--) {
      usersBelow[i] += tree.isUser(i) ? 1 : 0;
      nodesBelow[i] += 1;
      if (i > 0) {
        usersBelow[tree.parent(i)] += usersBelow[i];
        nodesBelow[tree.parent(i)] += nodesBelow[i];
      }
    }
    itemOf = new int[n];
    Arrays.fill(itemOf, -1);
    // Pre-order over the drawn nodes; a group's aggregate comes after its drawn children's subtrees.
    int[] stack = new int[2 * n + 2];
    int top = 0;
    stack[top++] = 0;
    while (top > 0) {
      int code = stack[--top];
      if (code < 0) {
        aggregate(tree, shares, usage, drawn, usersBelow, nodesBelow, ~code);
        continue;
      }
      int node = code;
      itemOf[node] = items.size();
      items.add(new Item(node, node == 0 ? -1 : itemOf[tree.parent(node)], false, shares.fraction[node], 0,
          0, usage[node]));
      stack[top++] = ~node;
      int[] children = tree.children(node);
      for (int k = children.length - 1; k >= 0; k--) {
        if (drawn[children[k]]) {
          stack[top++] = children[k];
        }
      }
    }
  }

  private void aggregate(ShareTree tree, ViewShares shares, double[] usage, boolean[] drawn, int[] usersBelow,
      int[] nodesBelow, int group) {
    double fraction = 0;
    double used = 0;
    int hidden = 0;
    int users = 0;
    for (int c = tree.firstChild(group); c >= 0; c = tree.nextSibling(c)) {
      if (!drawn[c]) {
        fraction += shares.fraction[c];
        used += usage[c];
        hidden += nodesBelow[c];
        users += usersBelow[c];
      }
    }
    if (hidden > 0) {
      items.add(new Item(-1, itemOf[group], true, fraction, hidden, users, used));
    }
  }
}
