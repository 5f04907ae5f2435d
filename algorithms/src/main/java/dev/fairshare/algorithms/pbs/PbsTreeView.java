package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;

/**
 * A neutral {@link ShareTree} seen the way PBS holds it (specs/pbs.md §1): integer shares, the unknown group,
 * and PBS's newest-first child lists.
 *
 * <p>The neutral tree keeps siblings in file order; PBS prepends every new child, so its list runs the other
 * way: PBS's first child is our last one ({@link #pbsChild}) and PBS's next sibling is our previous one
 * ({@link #pbsSibling}). The unknown group is the depth-1 node whose {@link PbsKeys#BUILTIN} attribute says
 * {@code unknown}; a tree without one (from another scheduler) gets a virtual unknown group whose
 * {@code unknown_shares} count in TREEROOT's share sum, as PBS would add it.
 */
final class PbsTreeView {
  final ShareTree tree;
  /** PBS's int shares per node; a Slurm {@code parent} node counts as 0. */
  final int[] shares;
  /** The sum of the children's shares per node (TREEROOT's includes a virtual unknown group). */
  final int[] childShares;
  final int[] pbsChild;
  final int[] pbsSibling;
  /** The unknown group's index, or -1 when it is virtual. */
  final int unknown;

  PbsTreeView(ShareTree tree, int unknownShares) {
    this(tree, unknownShares, new int[tree.size()], new int[tree.size()], new int[tree.size()],
        new int[tree.size()]);
  }

  /** The view in scratch arrays of the result being built (reused from its previous result). */
  static PbsTreeView reusing(ShareTree tree, int unknownShares, FairshareResult.Builder out) {
    int n = tree.size();
    return new PbsTreeView(tree, unknownShares, out.scratchInts("pbs.view.shares", n),
        out.scratchInts("pbs.view.child-shares", n), out.scratchInts("pbs.view.child", n),
        out.scratchInts("pbs.view.sibling", n));
  }

  private PbsTreeView(ShareTree tree, int unknownShares, int[] shares, int[] childShares, int[] pbsChild,
      int[] pbsSibling) {
    this.tree = tree;
    int n = tree.size();
    this.shares = shares;
    this.childShares = childShares;
    this.pbsChild = pbsChild;
    this.pbsSibling = pbsSibling;
    java.util.Arrays.fill(shares, 0);
    java.util.Arrays.fill(childShares, 0);
    java.util.Arrays.fill(pbsChild, -1);
    java.util.Arrays.fill(pbsSibling, -1);
    int unknownIndex = -1;
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      shares[i] = tree.usesParentShares(i) ? 0 : (int) tree.shares(i);
      childShares[p] += shares[i];
      pbsSibling[i] = pbsChild[p];
      pbsChild[p] = i;
      if (p == 0 && unknownIndex < 0 && PbsKeys.UNKNOWN.equals(tree.attribute(i, PbsKeys.BUILTIN))) {
        unknownIndex = i;
      }
    }
    shares[0] = -1;
    if (unknownIndex < 0) {
      childShares[0] += unknownShares;
    }
    this.unknown = unknownIndex;
  }

  /** Whether PBS sees the node as a leaf (no children), which is what it writes and propagates. */
  boolean isLeaf(int node) {
    return !tree.hasChildren(node);
  }

  /**
   * The nodes in the order PBS's {@code rec_write_usage} visits them: the node, then its sibling chain
   * (newest first), then its child list; iterative, with an explicit stack.
   */
  int[] writeOrder() {
    return writeOrder(new int[tree.size()], new int[tree.size()]);
  }

  /** {@link #writeOrder()} into given arrays of the tree's size. */
  int[] writeOrder(int[] order, int[] stack) {
    int top = 0;
    int k = 0;
    stack[top++] = 0;
    while (top > 0) {
      int x = stack[--top];
      order[k++] = x;
      if (pbsChild[x] >= 0) {
        stack[top++] = pbsChild[x];
      }
      if (pbsSibling[x] >= 0) {
        stack[top++] = pbsSibling[x];
      }
    }
    return order;
  }
}
