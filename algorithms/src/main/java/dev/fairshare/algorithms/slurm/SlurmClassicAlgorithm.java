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
 * RANK (users by factor), the last computed on demand ({@link ScoreRanks}): Slurm itself does not rank,
 * so a recompute whose caller reads no rank does not sort. The root's NORM_SHARES and EFFECTIVE_USAGE are
 * 1, its NORM_USAGE is empty, as sshare shows them. With a {@link Parallelism} ({@link #parallel}) a big
 * tree's subtrees are computed at the same time, with the same values ({@link SubtreeTasks}). What depends on
 * the tree alone (the hierarchy, S, each node's {@code shares / level_shares}) is kept from a previous result
 * of this algorithm for the same tree, so a recompute every cycle computes U, E and F alone.
 */
public final class SlurmClassicAlgorithm extends RecomputingAlgorithm implements Explainable, Queryable {
  /** The registered name. */
  public static final String NAME = "slurm.classic";

  private final int dampeningFactor;
  private final Parallelism parallelism;

  /** The algorithm with a FairShareDampeningFactor (Slurm's default is 1). */
  public SlurmClassicAlgorithm(int dampeningFactor) {
    this(dampeningFactor, Parallelism.sequential());
  }

  private SlurmClassicAlgorithm(int dampeningFactor, Parallelism parallelism) {
    super(NAME, Metric.NORM_SHARES, Metric.NORM_USAGE, Metric.EFFECTIVE_USAGE, Metric.FACTOR,
        Metric.RANK);
    this.dampeningFactor = dampeningFactor;
    this.parallelism = parallelism;
  }

  /** Slurm's own construct: a FairShare=parent node stands as its parent does. */
  @Override
  public boolean readsParentShares() {
    return true;
  }

  @Override
  public FairshareAlgorithm parallel(Parallelism parallelism) {
    return new SlurmClassicAlgorithm(dampeningFactor, parallelism);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult.Builder out = FairshareResult.reusing(previous, NAME, tree, usage);
    int n = tree.size();
    // The hierarchy, S and each node's share of its level depend on the tree alone: kept when the previous
    // result is a complete one of this algorithm for this very tree (the mark is set at the end).
    int[] keptMark = out.scratchInts("classic.kept", 1);
    boolean kept = KeptMark.take(keptMark, previous, NAME, tree);
    Pass pass = new Pass(tree, usage, SlurmHierarchy.reusing(out), out.metricToOverwrite(Metric.NORM_SHARES),
        out.metricToOverwrite(Metric.NORM_USAGE), out.metricToOverwrite(Metric.EFFECTIVE_USAGE),
        out.metricToOverwrite(Metric.FACTOR), out.scratchDoubles("classic.level-fraction", n), dampeningFactor);
    SubtreeTasks tasks = SubtreeTasks.of(tree, parallelism, previous, out);
    if (tasks == null) {
      pass.h.compute(tree, kept);
      pass.run(1, n, kept);
    } else {
      // The top's hierarchy, then its values; then each subtree's, all at the same time (SubtreeTasks).
      pass.h.computeTop(tasks, kept);
      for (int s = 0; s <= tasks.count(); s++) {
        pass.run(Math.max(1, tasks.from(s)), tasks.to(s), kept);
      }
      tasks.run((t, slot) -> {
        if (!kept) {
          pass.h.fill(tree, tasks.root(t) + 1, tasks.end(t));
        }
        pass.run(tasks.root(t) + 1, tasks.end(t), kept);
      });
    }
    ScoreRanks.onDemand(tree, pass.factor, out, tasks);
    KeptMark.set(keptMark);
    return out.build();
  }

  /** One recompute's arrays and the node loops over them. */
  private static final class Pass extends ClassicPassArrays {
    /** Each node's shares over its level's ({@code shares / level_shares}): depends on the tree alone. */
    final double[] fraction;

    Pass(ShareTree tree, UsageSnapshot usage, SlurmHierarchy h, double[] normShares, double[] normUsage,
        double[] efctv, double[] factor, double[] fraction, double d) {
      super(tree, usage, h, normShares, normUsage, efctv, factor, d);
      this.fraction = fraction;
    }

    /** {@link #nodes}, or {@link #nodesOfKeptTree} when S and the fractions are kept. */
    void run(int from, int to, boolean kept) {
      if (kept) {
        nodesOfKeptTree(from, to);
      } else {
        nodes(from, to);
      }
    }

    /**
     * The values of nodes {@code from .. to−1} ({@code from ≥ 1}), in pre-order: every value depends only
     * on the parent and fair-share parent, which come first.
     */
    void nodes(int from, int to) {
      ShareTree tree = this.tree;
      UsageSnapshot usage = this.usage;
      SlurmHierarchy h = this.h;
      double[] normShares = this.normShares;
      double[] normUsage = this.normUsage;
      double[] efctv = this.efctv;
      double[] factor = this.factor;
      double[] fraction = this.fraction;
      double d = this.d;
      double total = usage.total();
      for (int i = from; i < to; i++) {
        int fp = h.fsParent(i);
        boolean usesParent = tree.usesParentShares(i);
        double level = h.levelShares(i);
        double ratio = tree.shares(i) / level;
        fraction[i] = ratio;
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
      }
    }

    /** {@link #nodes} with S and the fractions of this tree already in their arrays: U and E, then F. */
    void nodesOfKeptTree(int from, int to) {
      ShareTree tree = this.tree;
      UsageSnapshot usage = this.usage;
      SlurmHierarchy h = this.h;
      double[] normShares = this.normShares;
      double[] normUsage = this.normUsage;
      double[] efctv = this.efctv;
      double[] factor = this.factor;
      double[] fraction = this.fraction;
      double d = this.d;
      double total = usage.total();
      for (int i = from; i < to; i++) {
        int fp = h.fsParent(i);
        boolean usesParent = tree.usesParentShares(i);
        double u = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
        normUsage[i] = u;
        double e;
        if (fp == 0) {
          e = u;
        } else if (usesParent || h.levelShares(i) == 0) {
          e = efctv[fp];
        } else {
          e = u + (efctv[fp] - u) * fraction[i];
        }
        efctv[i] = e;
      }
      // The factors in a loop of their own: two short loops run faster than one long one here
      // (docs/performance.md, "How the fast paths work").
      for (int i = from; i < to; i++) {
        double e = tree.usesParentShares(i) ? efctv[h.fsParent(i)] : efctv[i];
        factor[i] = ClassicFactor.of(normShares[i], e, d);
      }
    }
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
