package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithm.RecomputingAlgorithm;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.explain.Queryable;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

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
 *   <li>RANK: the dispatch position by {@code compare_path} on {@code usage/tp} ({@link PbsRanking}),
 *       computed on demand, when a caller first reads a rank (the recompute of {@code pbsfs} ranks nothing;
 *       the scheduler compares paths job by job).
 * </ul>
 *
 * <p>Fills NORM_SHARES = tree_percentage, NORM_USAGE = u, EFFECTIVE_USAGE = usage_factor, FACTOR and RANK;
 * extras {@code group_percentage}, {@code pbs_usage} (PBS's per-node usage), {@code resgroup} and
 * {@code cresgroup} (from the {@code pbs.cresgroup} attributes, empty for a tree without them). TREEROOT has
 * NORM_SHARES 1 and EFFECTIVE_USAGE 0 as PBS holds them, and no NORM_USAGE or FACTOR. With a
 * {@link Parallelism} ({@link #parallel}) a big tree's subtrees are computed at the same time, with the same
 * values, PBS's order of additions included ({@link SubtreeTasks}, {@link PbsNodeUsage}).
 */
public final class PbsFairshareAlgorithm extends RecomputingAlgorithm implements Explainable, Queryable {
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
  private final Parallelism parallelism;

  /** The algorithm with its settings. */
  public PbsFairshareAlgorithm(PbsSettings settings) {
    this(settings, Parallelism.sequential());
  }

  private PbsFairshareAlgorithm(PbsSettings settings, Parallelism parallelism) {
    super(NAME, Metric.NORM_SHARES, Metric.NORM_USAGE, Metric.EFFECTIVE_USAGE, Metric.FACTOR,
        Metric.RANK);
    this.settings = settings;
    this.parallelism = parallelism;
  }

  /**
   * PBS's {@code tree_percentage} of every node ({@code calc_fair_share_perc}, float32), the NORM_SHARES
   * {@link #compute} gives, without the usage pass and the result's arrays: what {@code pbsfs -p} prints
   * of a tree of millions of nodes.
   */
  public static float[] treePercentages(ShareTree tree, int unknownShares) {
    return new PbsTreeView(tree, unknownShares).tp;
  }

  @Override
  public FairshareAlgorithm parallel(Parallelism parallelism) {
    return new PbsFairshareAlgorithm(settings, parallelism);
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
    SubtreeTasks tasks = SubtreeTasks.of(tree, parallelism, previous, out);
    double[] pu;
    if (tasks == null) {
      pu = PbsNodeUsage.of(view, usage, out.extraToOverwrite(PBS_USAGE), out.scratchDoubles("pbs.usage.sums", n),
          out.scratchInts("pbs.usage.open", n), out.scratchInts("pbs.usage.leaves", n));
    } else {
      // Where each node's stretch of PBS's write-order sequence starts depends on the tree alone: kept
      // with the view.
      int[] leafPos = out.scratchInts("pbs.usage.leaf-pos", n + 1);
      int[] leafPosKept = out.scratchInts("pbs.usage.leaf-pos-kept", 1);
      if (view.rebuilt || leafPosKept[0] != 1) {
        leafPosKept[0] = 0;
        PbsNodeUsage.leafPositions(tree, leafPos);
        leafPosKept[0] = 1;
      }
      pu = PbsNodeUsage.of(tasks, view, usage, out.extraToOverwrite(PBS_USAGE),
          out.scratchDoubles("pbs.usage.record", n), out.scratchDoubles("pbs.usage.sequence", leafPos[n]),
          leafPos);
    }
    Pass pass = new Pass(tree, pu, gp, normShares, out.metricToOverwrite(Metric.NORM_USAGE),
        out.metricToOverwrite(Metric.EFFECTIVE_USAGE), out.scratchFloats("pbs.u", n),
        out.scratchFloats("pbs.uf", n), out.metricToOverwrite(Metric.FACTOR), out.scratchInts("pbs.factor.far", n),
        out.scratchFloats("pbs.factor.far-y", n));
    int[] users = view.users;
    if (tasks == null) {
      pass.nodes(1, n);
      out.metricOnDemand(Metric.RANK, rank -> PbsRanking.rank(tree, tp, pu, users, rank, out));
    } else {
      for (int s = 0; s <= tasks.count(); s++) {
        pass.nodes(Math.max(1, tasks.from(s)), tasks.to(s));
      }
      tasks.run((t, slot) -> pass.nodes(tasks.root(t) + 1, tasks.end(t)));
      out.metricOnDemand(Metric.RANK, rank -> PbsRanking.rank(tasks, tp, pu, users, rank, out));
    }
    return out.build();
  }

  /** One recompute's usage, percentages and result arrays, and the node loop over them. */
  private static final class Pass {
    final ShareTree tree;
    final double[] pu;
    final float[] gp;
    final double[] tp;
    final double[] normUsage;
    final double[] efctv;
    /** u and uf as float32, the operands of the float32 loop. */
    final float[] u32;
    final float[] uf32;
    final double[] factor;
    /** The nodes whose factor {@link PbsFactors} computes apart, and their exponents. */
    final int[] far;
    final float[] farY;

    Pass(ShareTree tree, double[] pu, float[] gp, double[] tp, double[] normUsage, double[] efctv,
        float[] u32, float[] uf32, double[] factor, int[] far, float[] farY) {
      this.tree = tree;
      this.pu = pu;
      this.gp = gp;
      this.tp = tp;
      this.normUsage = normUsage;
      this.efctv = efctv;
      this.u32 = u32;
      this.uf32 = uf32;
      this.factor = factor;
      this.far = far;
      this.farY = farY;
      normUsage[0] = Double.NaN;
      factor[0] = Double.NaN;
      efctv[0] = 0f;
      uf32[0] = 0f;
    }

    /**
     * u and uf of nodes {@code from .. to−1} ({@code from ≥ 1}), after their ancestors; then their factors.
     * Each step is a loop of its own, so that no conversion between float32 and double sits in the loop of
     * PBS's float32 operations (docs/performance.md, "PBS's forward pass without conversions").
     */
    void nodes(int from, int to) {
      ShareTree tree = this.tree;
      double[] pu = this.pu;
      float[] gp = this.gp;
      double[] tp = this.tp;
      double[] normUsage = this.normUsage;
      double[] efctv = this.efctv;
      float[] u32 = this.u32;
      float[] uf32 = this.uf32;
      double[] factor = this.factor;
      double root = pu[0];
      for (int i = from; i < to; i++) {
        float u = (float) (pu[i] / root);
        u32[i] = u;
        normUsage[i] = u;
      }
      for (int i = from; i < to; i++) {
        float u = u32[i];
        int p = tree.parent(i);
        uf32[i] = p == 0 ? u : u + ((uf32[p] - u) * gp[i]);
      }
      for (int i = from; i < to; i++) {
        efctv[i] = uf32[i];
      }
      // The factors in a loop of their own: two short loops run faster than one long one here
      // (docs/performance.md, "How the fast paths work"). efctv and tp (NORM_SHARES) hold float32 values.
      PbsFactors.fill(efctv, tp, factor, far, farY, from, to);
    }
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
    return new PbsQuery(tree, new PbsTreeView(tree, settings.unknownShares()));
  }
}
