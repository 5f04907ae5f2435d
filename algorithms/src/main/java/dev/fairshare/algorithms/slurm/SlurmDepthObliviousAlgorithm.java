package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithm.RecomputingAlgorithm;
import dev.fairshare.algorithms.support.KeptMark;
import dev.fairshare.algorithms.support.ScoreRanks;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.explain.Queryable;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * Slurm's depth-oblivious fair share ({@code PriorityFlags=DEPTH_OBLIVIOUS}): classic's
 * {@code F = 2^(−(E/S)/d)} with an effective usage that carries the parent's usage ratio R down the tree
 * (docs/algorithms/slurm.md §5; {@code priority_multifactor.c}: {@code _depth_oblivious_set_usage_efctv}; manual:
 * {@code priority_multifactor3.shtml}).
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
 * double}; these are {@code double}. Fills the same metrics as {@code slurm.classic}, RANK computed on
 * demand ({@link ScoreRanks}) as there. With a
 * {@link Parallelism} ({@link #parallel}) a big tree's subtrees are computed at the same time, with the
 * same values ({@link SubtreeTasks}).
 */
public final class SlurmDepthObliviousAlgorithm extends RecomputingAlgorithm implements Explainable, Queryable {
  /** The registered name. */
  public static final String NAME = "slurm.depth-oblivious";

  /**
   * What the controller's cached user {@code usage_norm} values hold when the sibling sums read them
   * (docs/algorithms/slurm.md §5, §13 item 19).
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
  private final Parallelism parallelism;

  /** The algorithm with a FairShareDampeningFactor (Slurm's default is 1), every value fresh. */
  public SlurmDepthObliviousAlgorithm(int dampeningFactor) {
    this(dampeningFactor, UserCache.FRESH);
  }

  /** The algorithm with a FairShareDampeningFactor and a state of the user cache. */
  public SlurmDepthObliviousAlgorithm(int dampeningFactor, UserCache userCache) {
    this(dampeningFactor, userCache, Parallelism.sequential());
  }

  private SlurmDepthObliviousAlgorithm(int dampeningFactor, UserCache userCache, Parallelism parallelism) {
    super(NAME, Metric.NORM_SHARES, Metric.NORM_USAGE, Metric.EFFECTIVE_USAGE, Metric.FACTOR,
        Metric.RANK);
    this.dampeningFactor = dampeningFactor;
    this.userCache = userCache;
    this.parallelism = parallelism;
  }

  /** Slurm's own construct: a FairShare=parent node stands as its parent does. */
  @Override
  public boolean readsParentShares() {
    return true;
  }

  @Override
  public FairshareAlgorithm parallel(Parallelism parallelism) {
    return new SlurmDepthObliviousAlgorithm(dampeningFactor, userCache, parallelism);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult.Builder out = FairshareResult.reusing(previous, NAME, tree, usage);
    int n = tree.size();
    // The hierarchy, S, the lists of nodes with children and of parent associations and each node's
    // fair-share parent's slot depend on the tree alone: kept when the previous result is a complete one of
    // this algorithm for this very tree (the mark is set at the end).
    int[] keptMark = out.scratchInts("depth-oblivious.kept", 3);
    boolean kept = KeptMark.take(keptMark, previous, NAME, tree);
    DepthObliviousPass pass = new DepthObliviousPass(tree, usage, SlurmHierarchy.reusing(out),
        out.metricToOverwrite(Metric.NORM_SHARES), out.metricToOverwrite(Metric.NORM_USAGE),
        out.metricToOverwrite(Metric.EFFECTIVE_USAGE), out.metricToOverwrite(Metric.FACTOR), dampeningFactor);
    int[] groups = out.scratchInts("depth-oblivious.groups", n);
    int[] fsSlot = out.scratchInts("depth-oblivious.fs-slot", n);
    if (!kept) {
      keptMark[1] = DepthObliviousPass.listGroups(tree, groups);
      keptMark[2] = DepthObliviousPass.countParentAssociations(tree);
    }
    int[] parentAssociations = out.scratchInts("depth-oblivious.parent-associations", keptMark[2]);
    if (!kept) {
      DepthObliviousPass.listParentAssociations(tree, parentAssociations);
    }
    if (userCache == UserCache.AFTER_RESTART) {
      pass.restart(out.scratchDoubles("depth-oblivious.account-usage", n),
          out.scratchInts("depth-oblivious.users-total", n), out.scratchDoubles("depth-oblivious.users-done", n),
          out.scratchInts("depth-oblivious.users-left", n));
    } else {
      pass.steadyState(groups, keptMark[1], parentAssociations, fsSlot,
          out.scratchDoubles("depth-oblivious.parents", 4 * (keptMark[1] + 1)),
          out.scratchDoubles("depth-oblivious.sibling-usage", keptMark[1] + 1),
          out.scratchInts("depth-oblivious.listed", n), out.scratchDoubles("depth-oblivious.listed-ratio", n),
          out.scratchInts("depth-oblivious.others", n));
    }
    SubtreeTasks tasks = SubtreeTasks.of(tree, parallelism, previous, out);
    if (tasks == null) {
      pass.h.compute(tree, kept);
      if (!kept) {
        pass.shares(1, n);
        DepthObliviousPass.slots(tree, pass.h, groups, keptMark[1], out.scratchInts("depth-oblivious.listed", n),
            fsSlot);
      }
      pass.usage(1, n);
      pass.startLists(0, n);
      pass.effective(1, n, new DepthObliviousUsage());
    } else {
      // The top's passes, then each subtree's, all at the same time (SubtreeTasks). A root's lists are
      // its task's: their sums come from its interior.
      pass.h.computeTop(tasks, kept);
      if (!kept) {
        // the subtrees' hierarchy too, before the slots that read it (the tasks then skip it)
        tasks.run((t, slot) -> pass.h.fill(tree, tasks.root(t) + 1, tasks.end(t)));
        DepthObliviousPass.slots(tree, pass.h, groups, keptMark[1], out.scratchInts("depth-oblivious.listed", n),
            fsSlot);
        for (int s = 0; s <= tasks.count(); s++) {
          pass.shares(Math.max(1, tasks.from(s)), tasks.to(s));
        }
      }
      for (int s = 0; s <= tasks.count(); s++) {
        pass.usage(Math.max(1, tasks.from(s)), tasks.to(s));
      }
      for (int s = 0; s <= tasks.count(); s++) {
        pass.startLists(tasks.ownersFrom(s), tasks.ownersTo(s));
      }
      DepthObliviousUsage topRatios = new DepthObliviousUsage();
      for (int s = 0; s <= tasks.count(); s++) {
        pass.effective(Math.max(1, tasks.from(s)), tasks.to(s), topRatios);
      }
      tasks.run((t, slot) -> {
        int root = tasks.root(t);
        int end = tasks.end(t);
        if (!kept) {
          pass.shares(root + 1, end);
        }
        pass.usage(root + 1, end);
        pass.startLists(root, end);
        pass.effective(root + 1, end, new DepthObliviousUsage());
      });
    }
    ScoreRanks.onDemand(tree, pass.factor, out, tasks);
    KeptMark.set(keptMark);
    return out.build();
  }

  @Override
  public Explainer explainer(FairshareResult computed, Demand demand) {
    return new DepthObliviousExplainer(computed, dampeningFactor, userCache);
  }

  @Override
  public FactorQuery factorQuery(ShareTree tree) {
    return new DepthObliviousQuery(tree, dampeningFactor, userCache);
  }
}
