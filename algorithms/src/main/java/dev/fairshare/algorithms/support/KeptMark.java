package dev.fairshare.algorithms.support;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;

/**
 * The mark, in a result's scratch space, that what a recompute derives from the tree alone is complete in
 * that result's arrays, so that the next recompute of the same algorithm on the same tree object (trees are
 * immutable) keeps it rather than computing it again (docs/performance.md). A recompute takes the mark
 * ({@link #take}: read and cleared) when it starts and sets it ({@link #set}) when it ends, so that one cut
 * short leaves nothing kept.
 */
public final class KeptMark {
  private KeptMark() {}

  /** Whether {@code previous} is a result of the algorithm named {@code algorithm} for this very tree. */
  public static boolean sameTree(FairshareResult previous, String algorithm, ShareTree tree) {
    return previous != null && previous.tree() == tree && algorithm.equals(previous.algorithm());
  }

  /**
   * Whether the tree's arrays are kept: {@code previous} is a result of {@code algorithm} for this very tree
   * and {@code mark} (its scratch array, taken from the result being built) is set; clears the mark either
   * way.
   */
  public static boolean take(int[] mark, FairshareResult previous, String algorithm, ShareTree tree) {
    boolean kept = sameTree(previous, algorithm, tree) && mark[0] == 1;
    mark[0] = 0;
    return kept;
  }

  /** Sets the mark: the recompute has ended, its arrays that depend on the tree alone complete. */
  public static void set(int[] mark) {
    mark[0] = 1;
  }
}
