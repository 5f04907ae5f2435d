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
 * Slurm's depth-oblivious fair share ({@code PriorityFlags=DEPTH_OBLIVIOUS}): classic's
 * {@code F = 2^(−(E/S)/d)} with an effective usage that carries the parent's usage ratio R down the tree
 * (specs/slurm.md §5; {@code priority_multifactor.c}: {@code _depth_oblivious_set_usage_efctv}; manual:
 * seed 000, {@code priority_multifactor3.shtml}).
 *
 * <ul>
 *   <li>S (global normalized share), U (usage / root usage, capped at 1) and the factor are classic's
 *       (§2.2, §4.1, §4.3); the top tier and {@code parent} associations take classic's first two
 *       branches of §4.2 (E = U; E of the fair-share parent).
 *   <li>Otherwise, with P the fair-share parent, when S, P's S, P's E and U are all non-zero:
 *       {@code R_p = E_P/S_P}, {@code R_s = Σ U of P's children list (not parent ones) / S_P},
 *       {@code r_l = (U/S)/R_s}, {@code k = 1} if R_p or r_l is 0 or {@code ln R_p · ln r_l >= 0}, else
 *       {@code 1/(1+(5·ln R_p)²)}; {@code E = R_p · r_l^k · S}. When one of them is 0, E = U.
 * </ul>
 *
 * <p>Slurm sums the siblings' <em>cached</em> usage, which it computes lazily for users (§5, §13 item 19).
 * {@link UserCache#FRESH} (the default) takes every value from the same snapshot: what Slurm shows once
 * every user has been computed with no new usage since (decay scales all usage alike).
 * {@link UserCache#AFTER_RESTART} replays the state right after a slurmctld restart: the decay thread
 * computes the accounts while every user still holds NO_VAL (4294967294), then the first {@code sshare}
 * computes the users in list order. Both reproduce real Slurm 22.05 captures (adapters-slurm's
 * {@code depth_oblivious} and {@code depth_oblivious_fresh_restart}). Slurm's ratios are {@code long
 * double}; these are {@code double}. Fills the same metrics as {@code slurm.classic}.
 */
public final class SlurmDepthObliviousAlgorithm implements FairshareAlgorithm {
  /** The registered name. */
  public static final String NAME = "slurm.depth-oblivious";

  /** The hard-coded {@code f} of {@code _depth_oblivious_set_usage_efctv}. */
  private static final double F = 5.0;

  /** Slurm's NO_VAL, the {@code usage_norm} a user association holds until it is first computed. */
  private static final double NO_VAL = 4294967294.0;

  /**
   * What the controller's cached user {@code usage_norm} values hold when the sibling sums read them
   * (specs/slurm.md §5, §13 item 19).
   */
  public enum UserCache {
    /** Every value is current: the steady state, once every user has been computed (the default). */
    FRESH,
    /**
     * As right after a slurmctld restart, before any job or sshare computed a user: accounts are computed
     * (by the decay thread) while every user still holds NO_VAL; then users are computed in list order
     * (as the first {@code sshare} does), each seeing the users after it in its list still at NO_VAL.
     */
    AFTER_RESTART
  }

  private final int dampeningFactor;
  private final UserCache userCache;

  /** The algorithm with a FairShareDampeningFactor (Slurm's default is 1), every value fresh. */
  public SlurmDepthObliviousAlgorithm(int dampeningFactor) {
    this(dampeningFactor, UserCache.FRESH);
  }

  /** The algorithm with a FairShareDampeningFactor and a state of the user cache. */
  public SlurmDepthObliviousAlgorithm(int dampeningFactor, UserCache userCache) {
    this.dampeningFactor = dampeningFactor;
    this.userCache = userCache;
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
    SlurmHierarchy h = SlurmHierarchy.reusing(out).compute(tree);
    ClassicShares.globalNormalizedShares(tree, h, normShares);
    int n = tree.size();
    double total = usage.total();
    double[] siblingUsage = out.scratchDoubles("depth-oblivious.sibling-usage", n);
    double[] accountUsage = out.scratchDoubles("depth-oblivious.account-usage", n);
    int[] usersTotal = out.scratchInts("depth-oblivious.users-total", n);
    java.util.Arrays.fill(siblingUsage, 0);
    java.util.Arrays.fill(accountUsage, 0);
    java.util.Arrays.fill(usersTotal, 0);
    for (int i = 1; i < n; i++) {
      normUsage[i] = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
      if (!tree.usesParentShares(i)) {
        int fp = h.fsParent(i);
        siblingUsage[fp] += normUsage[i];
        if (tree.isUser(i)) {
          usersTotal[fp]++;
        } else {
          accountUsage[fp] += normUsage[i];
        }
      }
    }
    // AFTER_RESTART: users computed so far in each list (their usage in usersDone), the rest at NO_VAL.
    double[] usersDone = out.scratchDoubles("depth-oblivious.users-done", n);
    int[] usersLeft = out.scratchInts("depth-oblivious.users-left", n);
    java.util.Arrays.fill(usersDone, 0);
    System.arraycopy(usersTotal, 0, usersLeft, 0, n);
    efctv[0] = 1.0;
    for (int i = 1; i < n; i++) {
      int fp = h.fsParent(i);
      double u = normUsage[i];
      double siblings = siblingUsage[fp];
      if (userCache == UserCache.AFTER_RESTART) {
        if (tree.isUser(i) && !tree.usesParentShares(i)) {
          usersDone[fp] += u;
          usersLeft[fp]--;
        }
        siblings = tree.isUser(i) ? accountUsage[fp] + usersDone[fp] + usersLeft[fp] * NO_VAL
            : accountUsage[fp] + usersTotal[fp] * NO_VAL;
      }
      if (fp == 0) {
        efctv[i] = u;
      } else if (tree.usesParentShares(i)) {
        efctv[i] = efctv[fp];
      } else {
        efctv[i] = effectiveUsage(u, normShares[i], efctv[fp], normShares[fp], siblings);
      }
    }
    for (int i = 1; i < n; i++) {
      int f = tree.usesParentShares(i) ? h.fsParent(i) : i;
      factor[i] = normShares[f] <= 0 ? 0
          : Math.pow(2.0, -((efctv[f] / normShares[f]) / dampeningFactor));
    }
    Ranking.byFactor(tree, factor, out.metricToOverwrite(Metric.RANK), out);
    return out.build();
  }

  /** The depth-oblivious branch of §5 for one association. */
  static double effectiveUsage(double u, double s, double parentE, double parentS, double siblingUsage) {
    if (s == 0 || parentS == 0 || parentE == 0 || u == 0) {
      return u;
    }
    double ratioP = parentE / parentS;
    double ratioS = siblingUsage / parentS;
    double ratioL = (u / s) / ratioS;
    double k;
    if (ratioP == 0 || ratioL == 0 || Math.log(ratioP) * Math.log(ratioL) >= 0) {
      k = 1;
    } else {
      k = 1 / (1 + Math.pow(F * Math.log(ratioP), 2));
    }
    return ratioP * Math.pow(ratioL, k) * s;
  }
}
