package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.explain.PathValues;
import dev.fairshare.explain.Queryable;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.EnumSet;
import java.util.Set;

/**
 * OpenPBS's fair share: the target {@code fairshare_perc}, the effective usage {@code fairshare_tree_usage},
 * {@code fairshare_factor} and the most-deserving order of {@code compare_path}, computed as the scheduler
 * computes them (docs/algorithms/pbs.md §3, §6, §7.1; {@code fairshare.cpp}: {@code calc_fair_share_perc},
 * {@code calc_usage_factor}, {@code compare_path}; {@code job_info.cpp}: {@code formula_evaluate}).
 *
 * <ul>
 *   <li>Percentages, float32: with {@code S} the int sum of the siblings' shares, {@code gp = (float)shares/S}
 *       and {@code tp = gp·tp_parent}, both 0 when {@code (float)S·tp_parent == 0}. TREEROOT's tp is 1.
 *   <li>Usage: PBS's per-node {@code usage} ({@link PbsNodeUsage}: the "+1" of every node).
 *   <li>{@code u = (float)(usage/R)}, R = TREEROOT's usage; children of TREEROOT take {@code uf = u}, deeper
 *       nodes {@code uf = u + (uf_parent − u)·gp}, float32. TREEROOT's uf stays 0.
 *   <li>{@code fairshare_factor = 2^−(float)(uf/tp)} (pow in double), 0 when tp is 0.
 *   <li>RANK: the dispatch position by {@code compare_path} on {@code usage/tp} ({@link PbsRanking}).
 * </ul>
 *
 * <p>Fills NORM_SHARES = tree_percentage, NORM_USAGE = u, EFFECTIVE_USAGE = usage_factor, FACTOR and RANK;
 * extras {@code group_percentage}, {@code pbs_usage} (PBS's per-node usage), {@code resgroup} and
 * {@code cresgroup} (from the {@code pbs.cresgroup} attributes, empty for a tree without them). TREEROOT has
 * NORM_SHARES 1 and EFFECTIVE_USAGE 0 as PBS holds them, and no NORM_USAGE or FACTOR.
 */
public final class PbsFairshareAlgorithm implements FairshareAlgorithm, Explainable, Queryable {
  /** The registered name. */
  public static final String NAME = "pbs.fairshare";
  /** Extra: the share among siblings (float32 {@code group_percentage}). */
  public static final String GROUP_PERCENTAGE = "group_percentage";
  /** Extra: PBS's own per-node {@code usage}. */
  public static final String PBS_USAGE = "pbs_usage";
  /** Extra: the parent's id ({@code resgroup}). */
  public static final String RESGROUP = "resgroup";
  /** Extra: the node's id ({@code cresgroup}). */
  public static final String CRESGROUP = "cresgroup";

  private final PbsSettings settings;

  /** The algorithm with its settings. */
  public PbsFairshareAlgorithm(PbsSettings settings) {
    this.settings = settings;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Set<Metric> metrics() {
    return EnumSet.of(Metric.NORM_SHARES, Metric.NORM_USAGE, Metric.EFFECTIVE_USAGE, Metric.FACTOR,
        Metric.RANK);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand) {
    return compute(tree, usage, demand, null);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult.Builder out = FairshareResult.reusing(previous, NAME, tree, usage);
    PbsTreeView view = PbsTreeView.reusing(tree, settings.unknownShares(), previous, out);
    int n = tree.size();
    float[] gp = view.gp;
    float[] tp = view.tp;
    // Arrays that depend on the tree alone keep their values when the view was kept.
    double[] normShares = out.metricToOverwrite(Metric.NORM_SHARES);
    double[] groupPerc = out.extraToOverwrite(GROUP_PERCENTAGE);
    double[] resgroup = out.extraToOverwrite(RESGROUP);
    double[] cresgroup = out.extraToOverwrite(CRESGROUP);
    if (view.rebuilt) {
      for (int i = 0; i < n; i++) {
        normShares[i] = tp[i];
        groupPerc[i] = gp[i];
      }
      ids(tree, resgroup, cresgroup);
    }
    double[] pu = PbsNodeUsage.of(view, usage, out.extraToOverwrite(PBS_USAGE),
        out.scratchDoubles("pbs.usage.record", n), out.scratchDoubles("pbs.usage.sums", n),
        out.scratchInts("pbs.usage.open", n), out.scratchInts("pbs.usage.leaves", n));
    double[] normUsage = out.metricToOverwrite(Metric.NORM_USAGE);
    double[] efctv = out.metricToOverwrite(Metric.EFFECTIVE_USAGE);
    double[] factor = out.metricToOverwrite(Metric.FACTOR);
    double root = pu[0];
    normUsage[0] = Double.NaN;
    factor[0] = Double.NaN;
    efctv[0] = 0f;
    for (int i = 1; i < n; i++) {
      float u = (float) (pu[i] / root);
      int p = tree.parent(i);
      // efctv holds float32 values, so (float) efctv[p] is the parent's uf exactly.
      float uf = p == 0 ? u : u + (((float) efctv[p] - u) * gp[i]);
      normUsage[i] = u;
      efctv[i] = uf;
      factor[i] = PbsPath.factor(uf, tp[i]);
    }
    PbsRanking.rank(tree, tp, pu, view.users, out.metricToOverwrite(Metric.RANK), out);
    return out.build();
  }

  private static void ids(ShareTree tree, double[] resgroup, double[] cresgroup) {
    for (int i = 0; i < tree.size(); i++) {
      String own = tree.attribute(i, PbsKeys.CRESGROUP);
      cresgroup[i] = own == null ? (i == 0 ? 0 : Double.NaN) : Integer.parseInt(own);
      resgroup[i] = i == 0 ? -1 : cresgroup[tree.parent(i)];
    }
  }

  @Override
  public Explainer explainer(FairshareResult computed, Demand demand) {
    return new PbsExplainer(computed, settings);
  }

  @Override
  public FactorQuery factorQuery(ShareTree tree) {
    PbsPath walk = new PbsPath(new PbsTreeView(tree, settings.unknownShares()));
    return (usage, node) -> {
      java.util.function.IntFunction<Double> nodeUsage = walk.nodeUsage(usage);
      return PathValues.<PbsPath.Values>along(tree, node, (i, ancestor) -> walk.of(i, nodeUsage, ancestor)).f();
    };
  }
}
