package dev.fairshare.algorithms.support;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;

/**
 * Dispatch positions of users from a per-node score: 1 for the highest, ties sharing the lowest position
 * (competition ranking: 1, 1, 3). Groups get none. Scores compare as {@link Double#compare} does (NaN
 * above everything, -0.0 below 0.0).
 *
 * <p>The scratch version packs each user's score bits with its node index into one long and radix sorts
 * those ({@link RankingKeys}, which an algorithm can also fill as it computes the scores). O(users), no
 * boxing, nothing allocated when the scratch arrays are reused.
 */
public final class Ranking {
  private Ranking() {}

  /** Fills {@code rank} for every user from {@code score} (higher is better); groups are left as they are. */
  public static void byFactor(ShareTree tree, double[] score, double[] rank) {
    double[] saved = new double[tree.size()];
    int k = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        saved[k++] = rank[i];
      }
    }
    byFactor(tree, score, rank, FairshareResult.builder("ranking", tree, null));
    k = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        rank[i] = saved[k++];
      }
    }
  }

  /**
   * Writes every entry of {@code rank}: each user's position from {@code score}, {@code NaN} for groups.
   * Working arrays are scratch arrays of {@code scratch}, reused from its previous result.
   */
  public static void byFactor(ShareTree tree, double[] score, double[] rank,
      FairshareResult.Builder scratch) {
    RankingKeys keys = RankingKeys.start(tree, scratch);
    for (int i = 0, n = tree.size(); i < n; i++) {
      if (tree.isUser(i)) {
        keys.add(score[i], i);
      } else {
        rank[i] = Double.NaN;
      }
    }
    keys.finish(score, rank);
  }
}
