package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;

/**
 * The derived structure every Slurm algorithm needs: each association's fair-share parent and the level
 * shares of its sibling list (docs/algorithms/slurm.md §1.1, §2.1; {@code assoc_mgr.c}: {@code _find_assoc_parent},
 * {@code _set_children_level_shares}).
 *
 * <p>The fair-share parent is the nearest proper ancestor that is not {@code FairShare=parent}; an
 * association is a member of its fair-share parent's children list. So the users and sub-accounts of a
 * {@code parent} account compete among its parent's children, and the {@code parent} account itself sits
 * in that list with no children of its own. Level shares are the sum of the raw shares of a children
 * list, where {@code parent} members count 0. Computed in one forward loop. A hierarchy made with
 * {@link #reusing} keeps its arrays in the result being built, so a recompute every cycle allocates
 * nothing per node; one made with the constructor keeps them across calls on trees of the same size.
 */
public final class SlurmHierarchy {
  private final FairshareResult.Builder owner;
  private int[] fsParent = new int[0];
  private double[] childShareSum = new double[0];

  /** A hierarchy with its own arrays. */
  public SlurmHierarchy() {
    this.owner = null;
  }

  private SlurmHierarchy(FairshareResult.Builder owner) {
    this.owner = owner;
  }

  /** A hierarchy whose arrays are scratch arrays of the result being built (reused from its previous). */
  public static SlurmHierarchy reusing(FairshareResult.Builder out) {
    return new SlurmHierarchy(out);
  }

  /** Recomputes the hierarchy for a tree. */
  public SlurmHierarchy compute(ShareTree tree) {
    return compute(tree, false);
  }

  /**
   * The hierarchy of a tree: recomputed, or, when {@code kept} says the scratch arrays of a hierarchy made
   * with {@link #reusing} already hold this very tree's (it depends on the tree alone), taken as they are.
   */
  public SlurmHierarchy compute(ShareTree tree, boolean kept) {
    int n = tree.size();
    if (kept && owner != null) {
      fsParent = owner.scratchInts("slurm.fs-parent", n);
      childShareSum = owner.scratchDoubles("slurm.child-share-sum", n);
      return this;
    }
    start(tree);
    fill(tree, 1, n);
    return this;
  }

  /**
   * The hierarchy of the top of a parallel recompute ({@link SubtreeTasks}): when {@code kept}, the whole
   * tree's as it is; else started and {@linkplain #fill filled} over the top's segments, in pre-order, the
   * subtrees' interiors left to their tasks.
   */
  public SlurmHierarchy computeTop(SubtreeTasks tasks, boolean kept) {
    ShareTree tree = tasks.tree();
    if (kept) {
      return compute(tree, true);
    }
    start(tree);
    for (int s = 0; s <= tasks.count(); s++) {
      fill(tree, Math.max(1, tasks.from(s)), tasks.to(s));
    }
    return this;
  }

  /**
   * Computes the nodes {@code from .. to−1} ({@code from ≥ 1}) of a hierarchy being {@linkplain #compute
   * computed} part by part, as a parallel recompute does (SubtreeTasks): the top's segments in pre-order,
   * then the interiors. Each node's sum is cleared when it is reached and gets its children list's shares
   * in pre-order, so the parts give the one pass's sums when every node's fair-share children are in its
   * part (as they are in a SubtreeTasks region).
   */
  public void fill(ShareTree tree, int from, int to) {
    int[] fsp = fsParent;
    double[] sums = childShareSum;
    // A node's sum is cleared when the loop reaches it, before any of its children (which come later).
    for (int i = from; i < to; i++) {
      sums[i] = 0;
      int p = tree.parent(i);
      int fp = p != 0 && tree.usesParentShares(p) ? fsp[p] : p;
      fsp[i] = fp;
      if (!tree.usesParentShares(i)) {
        sums[fp] += tree.shares(i);
      }
    }
  }

  /**
   * Takes the arrays and sets the root, without computing the other nodes: the start of a hierarchy that a
   * parallel recompute then {@linkplain #fill fills} part by part.
   */
  public SlurmHierarchy start(ShareTree tree) {
    int n = tree.size();
    if (owner != null) {
      fsParent = owner.scratchInts("slurm.fs-parent", n);
      childShareSum = owner.scratchDoubles("slurm.child-share-sum", n);
    } else if (fsParent.length != n) {
      fsParent = new int[n];
      childShareSum = new double[n];
    }
    fsParent[0] = -1;
    childShareSum[0] = 0;
    return this;
  }

  /** The fair-share parent of a node (-1 for the root). */
  public int fsParent(int node) {
    return fsParent[node];
  }

  /** The level shares of the children list a node belongs to (its fair-share parent's list). */
  public double levelShares(int node) {
    return childShareSum[fsParent[node]];
  }

  /** The sum of the raw shares of a node's own fair-share children list. */
  public double childrenShares(int node) {
    return childShareSum[node];
  }
}
