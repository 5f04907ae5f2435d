package dev.fairshare.algorithms.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The radix ranking gives the competition ranking of the plain definition: 1 + users scoring higher. */
class RankingTest {

  @Test
  void positionIsOnePlusTheUsersWithAHigherScoreTiesSharingIt() {
    ShareTree tree = TreeShapes.irregular(3000, 3, 12, 11).tree();
    double[] pool = {0.0, -0.0, 1.0, 0.5, 0.25, Double.NaN, -3.5, 1e-300, Double.MIN_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.4084790000000001};
    SplittableRandom random = new SplittableRandom(5);
    FairshareResult previous = null;
    for (int round = 0; round < 7; round++) {
      double[] score = new double[tree.size()];
      for (int i = 0; i < score.length; i++) {
        score[i] = round % 2 == 0 ? pool[random.nextInt(pool.length)] : random.nextDouble();
      }
      if (round == 4) {
        java.util.Arrays.fill(score, 0.125);
      }
      if (round == 5) {
        // Subnormals: equal high bits, distinct low bits, ties among them: one long run to order.
        for (int i = 0; i < score.length; i++) {
          score[i] = Double.MIN_VALUE * random.nextInt(3000);
        }
      }
      FairshareResult.Builder out = FairshareResult.reusing(previous, "test", tree, null);
      double[] rank = out.metricToOverwrite(dev.fairshare.algorithm.Metric.RANK);
      Ranking.byFactor(tree, score, rank, out);
      previous = out.build();
      for (int i = 0; i < tree.size(); i++) {
        if (!tree.isUser(i)) {
          assertThat(rank[i]).isNaN();
          continue;
        }
        int higher = 0;
        for (int j = 0; j < tree.size(); j++) {
          if (tree.isUser(j) && Double.compare(score[j], score[i]) > 0) {
            higher++;
          }
        }
        assertThat(rank[i]).as("rank of node %d, round %d", i, round).isEqualTo(1.0 + higher);
      }
    }
  }

  @Test
  void plainVersionLeavesGroupsAlone() {
    ShareTree tree = TreeShapes.balanced(3, 2, 1).tree();
    double[] score = new double[tree.size()];
    double[] rank = new double[tree.size()];
    java.util.Arrays.fill(rank, -7);
    for (int i = 0; i < score.length; i++) {
      score[i] = i % 5;
    }
    Ranking.byFactor(tree, score, rank);
    assertThat(rank[0]).isEqualTo(-7);
    assertThat(rank[tree.size() - 1]).isPositive();
  }
}
