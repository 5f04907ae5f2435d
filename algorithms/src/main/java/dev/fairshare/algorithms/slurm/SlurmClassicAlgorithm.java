package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.support.RankingKeys;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.explain.Queryable;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.EnumSet;
import java.util.Set;

/**
 * Slurm's classic fair share ({@code PriorityFlags=NO_FAIR_TREE}): {@code F = 2^(−(E/S)/d)} with S the
 * global normalized share and E the effective usage blended down the tree (docs/algorithms/slurm.md §2.2, §4;
 * {@code priority_multifactor.c}: {@code _set_usage_efctv}, {@code _set_assoc_fs_factor}; manual:
 * <a href="https://slurm.schedmd.com/classic_fair_share.html">classic_fair_share</a>).
 *
 * <ul>
 *   <li>S = product over the association and its ancestors below the root (skipping {@code parent} ones) of
 *       {@code shares / level_shares}; 0 as soon as a level's shares are 0. A {@code parent} association
 *       takes its fair-share parent's S.
 *   <li>U = min(1, usage / root usage); 0 when there is no usage anywhere.
 *   <li>E = U for the top tier (fair-share parent is the root); E of the fair-share parent for a
 *       {@code parent} association; else {@code U + (E_parent − U)·s/S_level} (E_parent when the level has
 *       no shares).
 *   <li>F uses the fair-share parent's E and S for a {@code parent} association; F = 0 when S <= 0.
 *       A {@code parent} user directly under the root gets 2^(−1) = 0.5.
 * </ul>
 *
 * <p>Fills NORM_SHARES, NORM_USAGE, EFFECTIVE_USAGE, FACTOR (users and accounts; the root has none) and
 * RANK (users by factor). The root's NORM_SHARES and EFFECTIVE_USAGE are 1, its NORM_USAGE is empty, as
 * sshare shows them.
 */
public final class SlurmClassicAlgorithm implements FairshareAlgorithm, Explainable, Queryable {
  /** The registered name. */
  public static final String NAME = "slurm.classic";

  private final int dampeningFactor;

  /** The algorithm with a FairShareDampeningFactor (Slurm's default is 1). */
  public SlurmClassicAlgorithm(int dampeningFactor) {
    this.dampeningFactor = dampeningFactor;
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
    double[] normShares = out.metricToOverwrite(Metric.NORM_SHARES);
    double[] normUsage = out.metricToOverwrite(Metric.NORM_USAGE);
    double[] efctv = out.metricToOverwrite(Metric.EFFECTIVE_USAGE);
    double[] factor = out.metricToOverwrite(Metric.FACTOR);
    double[] rank = out.metricToOverwrite(Metric.RANK);
    SlurmHierarchy h = SlurmHierarchy.reusing(out).compute(tree);
    RankingKeys keys = RankingKeys.start(tree, out);
    double total = usage.total();
    double d = dampeningFactor;
    normShares[0] = 1.0;
    normUsage[0] = Double.NaN;
    efctv[0] = 1.0;
    factor[0] = Double.NaN;
    rank[0] = Double.NaN;
    // One forward pass: every value depends only on the parent and fair-share parent, which come first.
    // Each user's factor goes to the ranking as it is computed.
    for (int i = 1, n = tree.size(); i < n; i++) {
      int fp = h.fsParent(i);
      boolean usesParent = tree.usesParentShares(i);
      double level = h.levelShares(i);
      double ratio = tree.shares(i) / level;
      double s;
      if (usesParent) {
        s = normShares[fp];
      } else {
        s = level == 0 ? 0 : ratio * normShares[tree.parent(i)];
      }
      normShares[i] = s;
      double u = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
      normUsage[i] = u;
      double e;
      if (fp == 0) {
        e = u;
      } else if (usesParent) {
        e = efctv[fp];
      } else {
        e = level == 0 ? efctv[fp] : u + (efctv[fp] - u) * ratio;
      }
      efctv[i] = e;
      // A parent association's factor uses its fair-share parent's S (which s already is) and E.
      double value = ClassicFactor.of(s, usesParent ? efctv[fp] : e, d);
      factor[i] = value;
      if (tree.isUser(i)) {
        keys.add(value, i);
      } else {
        rank[i] = Double.NaN;
      }
    }
    keys.finish(factor, rank);
    return out.build();
  }

  @Override
  public Explainer explainer(FairshareResult computed, Demand demand) {
    return new ClassicExplainer(computed, dampeningFactor);
  }

  @Override
  public FactorQuery factorQuery(ShareTree tree) {
    return new ClassicQuery(tree, dampeningFactor);
  }
}
