package dev.fairshare.flux.weighted;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.RecomputingAlgorithm;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code flux.weighted-tree}: flux-accounting's fair share ({@code flux account-update-fshare}) on any
 * share tree, computed by {@link WeightedWalk}.
 *
 * <p>The tree's sibling order is the reader order of flux's walk (the {@code flux.db} format reads banks and
 * users in flux's order). Shares are truncated to unsigned 64-bit integers as flux reads them; a user's usage
 * is its usage in the snapshot, and a bank's is formed from its users' as flux's reader forms it
 * ({@link BankUsage}), not taken from the snapshot. Fills {@link Metric#FACTOR} (flux's fairshare,
 * {@code rank / N}, for users; NaN for banks) and {@link Metric#RANK} (the dispatch position,
 * {@code N - rank + 1}); the extra {@value #WEIGHT} holds every non-root node's weight among its siblings.
 * {@code fairshare explain} shows each level's weight and place ({@link FluxExplainer}).
 */
public final class FluxWeightedTree extends RecomputingAlgorithm implements Explainable {
  /** The registered name. */
  public static final String NAME = "flux.weighted-tree";
  /** The extra that holds each node's weight among its siblings. */
  public static final String WEIGHT = "weight";

  private final AtomicReference<Prepared> last = new AtomicReference<>();

  /** The algorithm (it has no settings). */
  public FluxWeightedTree() {
    super(NAME, Metric.FACTOR, Metric.RANK);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand, FairshareResult previous) {
    int n = tree.size();
    Prepared prepared = last.getAndSet(null);
    if (prepared == null || prepared.tree != tree) {
      prepared = new Prepared(tree);
    }
    FairshareResult.Builder b = FairshareResult.reusing(previous, NAME, tree, usage);
    double[] values = b.scratchDoubles("usage", n);
    for (int i = 0; i < n; i++) {
      values[i] = usage.usage(i); // the banks' are formed again from their users' below
    }
    BankUsage.fill(prepared.walkTree, prepared.parent, values);
    double[] factor = b.metricToOverwrite(Metric.FACTOR);
    double[] rank = b.metricToOverwrite(Metric.RANK);
    double[] weight = b.extraToOverwrite(WEIGHT);
    for (int bank : prepared.banks) {
      factor[bank] = Double.NaN;
      rank[bank] = Double.NaN;
    }
    prepared.walk.run(values, factor, rank, weight);
    last.set(prepared);
    return b.build();
  }

  /** Explains a result of this algorithm ({@link FluxExplainer}); the walk uses no demand. */
  @Override
  public Explainer explainer(FairshareResult computed, Demand demand) {
    return new FluxExplainer(computed);
  }

  /**
   * What depends on the tree alone, kept for the next compute on the same tree object (a scheduler
   * recomputes the same tree every cycle); a compute on another thread meanwhile makes its own.
   */
  private static final class Prepared {
    final ShareTree tree;
    final int[] parent;
    final WalkTree walkTree;
    final WeightedWalk walk;
    final int[] banks;

    Prepared(ShareTree tree) {
      int n = tree.size();
      this.tree = tree;
      this.parent = new int[n];
      boolean[] user = new boolean[n];
      long[] shares = new long[n];
      for (int i = 0; i < n; i++) {
        parent[i] = tree.parent(i);
        user[i] = tree.isUser(i);
        shares[i] = CxxArithmetic.doubleToUnsigned(tree.shares(i));
      }
      this.walkTree = WalkTree.fromParents(parent, user, shares);
      this.walk = new WeightedWalk(walkTree);
      this.banks = java.util.stream.IntStream.range(0, n).filter(i -> !user[i]).toArray();
    }
  }
}
