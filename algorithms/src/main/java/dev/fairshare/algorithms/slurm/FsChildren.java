package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import java.util.Arrays;

/**
 * Every association's fair-share children list, Slurm's {@code usage->children_list} (docs/algorithms/slurm.md
 * §1.1–1.2; {@code assoc_mgr.c}: {@code _set_assoc_parent_and_user}), in one flat array.
 *
 * <p>A node is listed under its fair-share parent, so a {@code FairShare=parent} account's list is empty and
 * its users and sub-accounts are listed under the nearest ancestor that is not {@code parent}. Slurm appends
 * associations in lineage order, which is the tree's pre-order; so is this. The list of node {@code p} is
 * {@code list()[start(p) .. end(p))}. Built in one forward loop over the pre-order when no association
 * uses its parent's shares (then the fair-share parent is the parent), in three otherwise; the caller
 * may reorder each list in place (Fair Tree sorts them).
 */
public final class FsChildren {
  private final int[] start;
  private final int[] list;

  /** The lists of a tree whose fair-share parents are in {@code h}. */
  public FsChildren(ShareTree tree, SlurmHierarchy h) {
    this(tree, h, new int[tree.size() + 1], new int[Math.max(0, tree.size() - 1)], new int[tree.size()], false);
  }

  private FsChildren(ShareTree tree, SlurmHierarchy h, int[] start, int[] list, int[] fill, boolean kept) {
    int n = tree.size();
    this.start = start;
    this.list = list;
    if (kept) {
      return;
    }
    if (!anyParentShares(tree)) {
      // Every fair-share parent is the parent: each list is the node's children, read off the pre-order
      // (a child's next sibling starts where its subtree ends), in one pass that writes the lists in order.
      int cursor = 0;
      for (int p = 0; p < n; p++) {
        start[p] = cursor;
        int end = tree.subtreeEnd(p);
        for (int c = p + 1; c < end; c = tree.subtreeEnd(c)) {
          list[cursor++] = c;
        }
      }
      start[n] = cursor;
      return;
    }
    Arrays.fill(start, 0);
    Arrays.fill(fill, 0);
    for (int i = 1; i < n; i++) {
      start[h.fsParent(i) + 1]++;
    }
    for (int p = 0; p < n; p++) {
      start[p + 1] += start[p];
    }
    for (int i = 1; i < n; i++) {
      int p = h.fsParent(i);
      list[start[p] + fill[p]++] = i;
    }
  }

  private static boolean anyParentShares(ShareTree tree) {
    for (int i = 1; i < tree.size(); i++) {
      if (tree.usesParentShares(i)) {
        return true;
      }
    }
    return false;
  }

  /** The lists, built in scratch arrays of the result being built (reused from its previous result). */
  public static FsChildren reusing(ShareTree tree, SlurmHierarchy h, FairshareResult.Builder out) {
    return reusing(tree, h, out, false);
  }

  /**
   * The lists in scratch arrays of the result being built, built as {@link #reusing(ShareTree, SlurmHierarchy,
   * FairshareResult.Builder)} does, or, when {@code kept} says those arrays already hold this very tree's
   * lists in their built order (they depend on the tree alone), taken as they are.
   */
  public static FsChildren reusing(ShareTree tree, SlurmHierarchy h, FairshareResult.Builder out,
      boolean kept) {
    int n = tree.size();
    return new FsChildren(tree, h, out.scratchInts("slurm.fs-children.start", n + 1),
        out.scratchInts("slurm.fs-children.list", Math.max(0, n - 1)),
        out.scratchInts("slurm.fs-children.fill", n), kept);
  }

  /** The first position of a node's list. */
  public int start(int node) {
    return start[node];
  }

  /** One past the last position of a node's list. */
  public int end(int node) {
    return start[node + 1];
  }

  /** The backing array of all lists (mutable, for in-place sorting). */
  public int[] list() {
    return list;
  }
}
