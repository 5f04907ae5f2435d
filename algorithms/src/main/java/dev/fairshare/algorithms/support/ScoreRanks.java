package dev.fairshare.algorithms.support;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.tree.ShareTree;

/**
 * The dispatch positions of a tree's users by a score, highest first, ties sharing the lowest position,
 * computed on demand ({@link FairshareResult.Builder#metricOnDemand}): the {@link Metric#RANK} of an
 * algorithm whose scheduler does not rank (Slurm's classic and depth-oblivious factors), filled by a
 * {@link RankingKeys} sort only when a caller reads a rank (docs/performance.md, "Ranks on demand").
 *
 * <p>With the cut of a parallel recompute the users are added region by region, the subtrees' on the
 * workers, as the recompute would have added them, and the sort runs on every worker; the positions are
 * those of the sequential ranking either way (they depend on the scores alone).
 */
public final class ScoreRanks {
  private ScoreRanks() {}

  /**
   * Makes {@code out}'s RANK a metric computed on demand from {@code score}, the result's array of the
   * users' scores by node ({@code tasks} the recompute's cut, or {@code null}). Nodes that are not users
   * get {@code NaN}.
   */
  public static void onDemand(ShareTree tree, double[] score, FairshareResult.Builder out, SubtreeTasks tasks) {
    out.metricOnDemand(Metric.RANK, rank -> fill(tree, score, out, tasks, rank));
  }

  /** Fills {@code rank} now: every user's position, {@code NaN} elsewhere. */
  static void fill(ShareTree tree, double[] score, FairshareResult.Builder scratch, SubtreeTasks tasks,
      double[] rank) {
    RankingKeys keys = RankingKeys.start(tree, scratch, tasks);
    if (tasks == null) {
      add(tree, score, rank, 0, tree.size(), keys);
    } else {
      RankingKeys top = keys.top();
      for (int s = 0; s <= tasks.count(); s++) {
        add(tree, score, rank, tasks.from(s), tasks.to(s), top);
      }
      tasks.run((t, slot) -> add(tree, score, rank, tasks.root(t) + 1, tasks.end(t), keys.part(t, slot)));
    }
    keys.finish(score, rank);
  }

  /** Adds the users of nodes {@code from .. to−1} to the ranking; {@code NaN} for the others. */
  private static void add(ShareTree tree, double[] score, double[] rank, int from, int to, RankingKeys keys) {
    for (int i = from; i < to; i++) {
      if (tree.isUser(i)) {
        keys.add(score[i], i);
      } else {
        rank[i] = Double.NaN;
      }
    }
  }
}
