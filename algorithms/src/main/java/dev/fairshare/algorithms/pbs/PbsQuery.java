package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithms.support.PathBuffer;
import dev.fairshare.algorithms.support.SnapshotMemo;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * {@code pbs.fairshare}'s {@code fairshare_factor} of one node from the current usage, in time proportional to
 * its depth (docs/algorithms/pbs.md §6; {@code fairshare.cpp}: {@code calc_usage_factor}).
 *
 * <p>The percentages depend on the tree alone ({@link PbsTreeView}, prepared once per tree). The effective
 * usage is blended down from TREEROOT's children, so a query reads PBS's usage of the node, of its ancestors
 * and of TREEROOT, with the pass's float32 operations in the pass's order ({@link PbsPath}): the factor is
 * {@link PbsFairshareAlgorithm#compute}'s bit for bit. PBS's per-node usage is the snapshot's own
 * ({@link PbsKeys#NODE_USAGE}, as the PBS adapters give it: O(1) a node); a snapshot without it has it formed
 * over the whole tree ({@link PbsNodeUsage}: every group's usage is a sum of its leaves in PBS's order, which
 * no path alone gives), once per snapshot, by the first query about that snapshot.
 */
final class PbsQuery implements FactorQuery {
  private final ShareTree tree;
  private final PbsTreeView view;
  private final SnapshotMemo<double[]> formed;

  PbsQuery(ShareTree tree, PbsTreeView view) {
    this.tree = tree;
    this.view = view;
    this.formed = new SnapshotMemo<>(usage -> PbsNodeUsage.of(view, usage));
  }

  @Override
  public double factor(UsageSnapshot usage, int node) {
    if (usage.tree() != tree) {
      throw new IllegalArgumentException("the usage snapshot is of another tree than the query's");
    }
    if (node == 0) {
      return Double.NaN;
    }
    boolean own = usage.hasComponent(PbsKeys.NODE_USAGE);
    double[] pu = own ? null : formed.get(usage);
    double root = own ? usage.component(PbsKeys.NODE_USAGE, 0) : pu[0];
    PathBuffer path = new PathBuffer();
    for (int a = node; a != 0; a = tree.parent(a)) {
      path.add(a);
    }
    float[] gp = view.gp;
    float uf = 0f;
    for (int k = path.size() - 1; k >= 0; k--) {
      int i = path.get(k);
      float u = (float) ((own ? usage.component(PbsKeys.NODE_USAGE, i) : pu[i]) / root);
      uf = k == path.size() - 1 ? u : u + ((uf - u) * gp[i]);
    }
    return PbsPath.factor(uf, view.tp[node]);
  }
}
