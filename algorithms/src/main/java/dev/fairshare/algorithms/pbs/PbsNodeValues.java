package dev.fairshare.algorithms.pbs;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.function.IntFunction;

/**
 * {@code pbs.fairshare}'s values of single nodes, each from its path alone: what {@code pbsfs -g} and
 * {@code -c} print of one or two entities (docs/algorithms/pbs.md §6, §7.1, §11), without the whole result's
 * arrays. The percentages come from the tree's {@link PbsTreeView} (what {@code pbsfs -p} holds too), the
 * effective usage from the float32 operations of {@link PbsFairshareAlgorithm}'s pass in its order
 * ({@link PbsPath}), so every value is {@link PbsFairshareAlgorithm#compute}'s bit for bit. PBS's per-node usage
 * is the snapshot's own ({@link PbsKeys#NODE_USAGE}, as the PBS adapters give it), else formed over the whole
 * tree once ({@link PbsNodeUsage}).
 */
public final class PbsNodeValues {
  private final PbsPath path;
  private final IntFunction<Double> usage;

  private PbsNodeValues(PbsPath path, IntFunction<Double> usage) {
    this.path = path;
    this.usage = usage;
  }

  /** The values of a tree's nodes under a usage snapshot of it, with sched_config's {@code unknown_shares}. */
  public static PbsNodeValues of(ShareTree tree, UsageSnapshot usage, int unknownShares) {
    if (usage.tree() != tree) {
      throw new IllegalArgumentException("the usage snapshot is of another tree");
    }
    PbsPath path = new PbsPath(new PbsTreeView(tree, unknownShares));
    return new PbsNodeValues(path, path.nodeUsage(usage));
  }

  /** {@code tree_percentage} (float32), the result's NORM_SHARES. */
  public float treePercentage(int node) {
    return path.view().tp[node];
  }

  /** PBS's usage of the node ({@code usage}), the result's {@code pbs_usage} extra. */
  public double usage(int node) {
    return usage.apply(node);
  }

  /** {@code fairshare_tree_usage} (float32; 0 for TREEROOT), the result's EFFECTIVE_USAGE. */
  public float treeUsage(int node) {
    ShareTree tree = path.view().tree;
    int[] nodes = new int[tree.depth(node) + 1];
    for (int n = node, k = nodes.length - 1; n >= 0; n = tree.parent(n), k--) {
      nodes[k] = n;
    }
    PbsPath.Values[] values = new PbsPath.Values[nodes.length];
    for (int k = 0; k < nodes.length; k++) {
      int above = k;
      values[k] = path.of(nodes[k], usage, p -> values[above - 1]);
    }
    return values[nodes.length - 1].uf();
  }

  /** PBS's {@code compare_path} of two nodes: −1 if {@code a} is more deserving, 1 if {@code b} is, 0 if equal. */
  public int comparePath(int a, int b) {
    return PbsComparePath.compare(path.view().tree, this::treePercentage, this::usage, a, b);
  }
}
