package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.tree.ShareTree;
import java.util.function.IntToDoubleFunction;

/**
 * PBS's most-deserving comparison of two entities, {@code compare_path} (docs/algorithms/pbs.md §7.1;
 * {@code fairshare.cpp}), over a {@code pbs.fairshare} result: {@code tree_percentage} is NORM_SHARES and
 * {@code temp_usage} is the {@code pbs_usage} extra (as at the start of a cycle, and in {@code pbsfs -c}).
 *
 * <p>The paths run from TREEROOT to the node; TREEROOT's own path is empty, as in PBS, so it ties with every
 * node. At the first level where the nodes differ: a node with {@code tp ≤ 0} loses to one with
 * {@code tp > 0}, two such nodes tie at once, otherwise the smaller {@code usage/tp} (double over a widened
 * float) wins and an equal value goes on to the next level.
 */
public final class PbsComparePath {
  private PbsComparePath() {}

  /** −1 if {@code a} is more deserving, 1 if {@code b} is, 0 if {@code compare_path} finds them equal. */
  public static int compare(FairshareResult result, int a, int b) {
    return compare(result.tree(), node -> (float) result.get(Metric.NORM_SHARES, node),
        node -> result.extra(PbsFairshareAlgorithm.PBS_USAGE, node), a, b);
  }

  /**
   * {@code compare_path} over a node's {@code tree_percentage} and {@code temp_usage} given by functions
   * (a whole result's arrays, or {@link PbsNodeValues} from the paths alone).
   */
  static int compare(ShareTree tree, TreePercentage tp, IntToDoubleFunction usage, int a, int b) {
    int[] p1 = path(tree, a);
    int[] p2 = path(tree, b);
    int rc = 0;
    int len = Math.min(p1.length, p2.length);
    for (int i = 0; rc == 0 && i < len; i++) {
      if (p1[i] == p2[i]) {
        continue;
      }
      float tp1 = tp.of(p1[i]);
      float tp2 = tp.of(p2[i]);
      if (tp1 <= 0 && tp2 > 0) {
        return 1;
      }
      if (tp1 > 0 && tp2 <= 0) {
        return -1;
      }
      if (tp1 <= 0 && tp2 <= 0) {
        return 0;
      }
      double v1 = usage.applyAsDouble(p1[i]) / tp1;
      double v2 = usage.applyAsDouble(p2[i]) / tp2;
      if (v1 < v2) {
        rc = -1;
      } else if (v2 < v1) {
        rc = 1;
      }
    }
    return rc;
  }

  /** A node's {@code tree_percentage}, float32. */
  @FunctionalInterface
  interface TreePercentage {
    float of(int node);
  }

  private static int[] path(ShareTree tree, int node) {
    if (node == 0) {
      return new int[0];
    }
    int[] path = new int[tree.depth(node) + 1];
    for (int n = node, k = path.length - 1; n >= 0; n = tree.parent(n), k--) {
      path[k] = n;
    }
    return path;
  }
}
