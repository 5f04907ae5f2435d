package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.support.Ranking;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.EnumSet;
import java.util.Set;

/**
 * Slurm's classic fair share ({@code PriorityFlags=NO_FAIR_TREE}): {@code F = 2^(−(E/S)/d)} with S the
 * global normalized share and E the effective usage blended down the tree (specs/slurm.md §2.2, §4;
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
public final class SlurmClassicAlgorithm implements FairshareAlgorithm {
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
    double[] normShares = out.metric(Metric.NORM_SHARES);
    double[] normUsage = out.metric(Metric.NORM_USAGE);
    double[] efctv = out.metric(Metric.EFFECTIVE_USAGE);
    double[] factor = out.metric(Metric.FACTOR);
    SlurmHierarchy h = new SlurmHierarchy().compute(tree);
    ClassicShares.globalNormalizedShares(tree, h, normShares);
    double total = usage.total();
    efctv[0] = 1.0;
    for (int i = 1; i < tree.size(); i++) {
      double u = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
      normUsage[i] = u;
      int fp = h.fsParent(i);
      if (fp == 0) {
        efctv[i] = u;
      } else if (tree.usesParentShares(i)) {
        efctv[i] = efctv[fp];
      } else {
        double level = h.levelShares(i);
        efctv[i] = level == 0 ? efctv[fp] : u + (efctv[fp] - u) * (tree.shares(i) / level);
      }
    }
    for (int i = 1; i < tree.size(); i++) {
      int f = tree.usesParentShares(i) ? h.fsParent(i) : i;
      factor[i] = normShares[f] <= 0 ? 0
          : Math.pow(2.0, -((efctv[f] / normShares[f]) / dampeningFactor));
    }
    Ranking.byFactor(tree, factor, out.metric(Metric.RANK));
    return out.build();
  }
}
