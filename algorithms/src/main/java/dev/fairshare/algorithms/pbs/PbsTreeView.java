package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.support.KeptMark;
import dev.fairshare.tree.ShareTree;

/**
 * A neutral {@link ShareTree} seen the way PBS holds it (docs/algorithms/pbs.md §1): integer shares, the unknown group,
 * the leaves PBS writes, the percentages {@code calc_fair_share_perc} gives them, and the user counts the
 * ranking needs.
 *
 * <p>The unknown group is the depth-1 node whose {@link PbsKeys#BUILTIN} attribute says {@code unknown}; a tree
 * without one (from another scheduler) gets a virtual unknown group whose {@code unknown_shares} count in
 * TREEROOT's share sum, as PBS would add it. PBS's newest-first child lists (its first child is our last
 * one) matter only for the order in which usage is written, which {@link PbsNodeUsage} follows.
 *
 * <p>Everything here depends on the tree and {@code unknown_shares} alone, and a tree is immutable, so the
 * view lives in scratch arrays of the result being built and is only rebuilt when the previous result was
 * for another tree or other settings ({@link #rebuilt}); a recompute every cycle on the same tree reads it
 * as it is.
 */
final class PbsTreeView {
  final ShareTree tree;
  /** PBS's int shares per node; a Slurm {@code parent} node counts as 0. */
  final int[] shares;
  /** The sum of the children's shares per node (TREEROOT's includes a virtual unknown group). */
  final int[] childShares;
  /** Whether the node is a leaf named {@code unknown}, whose usage PBS never writes. */
  final boolean[] unknownLeaf;
  /** The number of users in each node's subtree, the node included. */
  final int[] users;
  /** {@code group_percentage} per node, float32. */
  final float[] gp;
  /** {@code tree_percentage} per node, float32. */
  final float[] tp;
  /** Whether the arrays were filled now, not kept from the previous result for this tree. */
  final boolean rebuilt;

  PbsTreeView(ShareTree tree, int unknownShares) {
    this(tree, unknownShares, new int[tree.size()], new int[tree.size()], new boolean[tree.size()],
        new int[tree.size()], new float[tree.size()], new float[tree.size()], true);
  }

  /**
   * The view in scratch arrays of the result being built: kept as they are when {@code previous} is a
   * {@code pbs.fairshare} result for the same tree with the same {@code unknown_shares}, filled otherwise.
   */
  static PbsTreeView reusing(ShareTree tree, int unknownShares, FairshareResult previous,
      FairshareResult.Builder out) {
    int n = tree.size();
    int[] key = out.scratchInts("pbs.view.key", 2);
    boolean kept = KeptMark.sameTree(previous, PbsFairshareAlgorithm.NAME, tree) && key[0] == 1
        && key[1] == unknownShares;
    key[0] = 0;
    PbsTreeView view = new PbsTreeView(tree, unknownShares, out.scratchInts("pbs.view.shares", n),
        out.scratchInts("pbs.view.child-shares", n), out.scratchBooleans("pbs.view.unknown-leaf", n),
        out.scratchInts("pbs.view.users", n), out.scratchFloats("pbs.gp", n), out.scratchFloats("pbs.tp", n), !kept);
    key[0] = 1;
    key[1] = unknownShares;
    return view;
  }

  private PbsTreeView(ShareTree tree, int unknownShares, int[] shares, int[] childShares,
      boolean[] unknownLeaf, int[] users, float[] gp, float[] tp, boolean rebuild) {
    this.tree = tree;
    this.shares = shares;
    this.childShares = childShares;
    this.unknownLeaf = unknownLeaf;
    this.users = users;
    this.gp = gp;
    this.tp = tp;
    this.rebuilt = rebuild;
    if (rebuild) {
      fill(unknownShares);
      percentages();
    }
  }

  private void fill(int unknownShares) {
    int n = tree.size();
    java.util.Arrays.fill(childShares, 0);
    boolean builtinUnknown = false;
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      shares[i] = tree.usesParentShares(i) ? 0 : (int) tree.shares(i);
      childShares[p] += shares[i];
      unknownLeaf[i] = !tree.hasChildren(i) && "unknown".equals(tree.name(i));
      if (p == 0 && !builtinUnknown && PbsKeys.UNKNOWN.equals(tree.attribute(i, PbsKeys.BUILTIN))) {
        builtinUnknown = true;
      }
    }
    for (int i = 0; i < n; i++) {
      users[i] = tree.isUser(i) ? 1 : 0;
    }
    for (int i = n - 1; i > 0; i--) {
      users[tree.parent(i)] += users[i];
    }
    shares[0] = -1;
    unknownLeaf[0] = false;
    if (!builtinUnknown) {
      childShares[0] += unknownShares;
    }
  }

  /** {@code calc_fair_share_perc} as one forward pass: parents precede children in pre-order. */
  private void percentages() {
    tp[0] = 1.0f;
    gp[0] = 0f;
    for (int i = 1; i < tree.size(); i++) {
      int p = tree.parent(i);
      int sum = childShares[p];
      if (sum * tp[p] == 0) {
        gp[i] = 0;
        tp[i] = 0;
      } else {
        gp[i] = (float) shares[i] / sum;
        tp[i] = gp[i] * tp[p];
      }
    }
  }

  /** Whether PBS sees the node as a leaf (no children), which is what it writes and propagates. */
  boolean isLeaf(int node) {
    return !tree.hasChildren(node);
  }
}
