package dev.fairshare.algorithms.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The radix ranking ({@link Ranking#byFactor} and {@link RankingKeys} filled in any order) equals a plain
 * ranking made by sorting the users with {@link Double#compare}, on random trees and scores with ties,
 * NaN, -0.0 and 0.0, infinities, subnormals and runs of scores that agree on all but their lowest bits;
 * also when filled by the regions of a parallel recompute and sorted by its workers.
 */
class RankingPropertyTest {
  private static final ForkJoinPool POOL = new ForkJoinPool(3);

  /** Where the scores come from: a few kinds that stress the packed keys. */
  private static double score(SplittableRandom random, int kind) {
    switch (kind) {
      case 0:
        double[] pool = {0.0, -0.0, 1.0, 0.5, Double.NaN, -3.5, 1e-300, Double.MIN_VALUE,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Math.nextUp(0.5), Math.nextDown(0.5)};
        return pool[random.nextInt(pool.length)];
      case 1:
        // Equal high bits: a run the sort leaves to the scores' low bits.
        return 0.25 + Math.ulp(0.25) * random.nextInt(1 << 20);
      case 2:
        return Double.MIN_VALUE * random.nextInt(5000);
      case 3:
        return Math.pow(2, -random.nextDouble() * 1100);
      case 4:
        return random.nextInt(4) == 0 ? 0 : random.nextDouble() * 2 - 1;
      default:
        return Double.longBitsToDouble(random.nextLong());
    }
  }

  /** The plain ranking: sort the users by score, highest first; ties share the position of the first. */
  static double[] plainRanking(ShareTree tree, double[] score) {
    List<Integer> users = new ArrayList<>();
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        users.add(i);
      }
    }
    users.sort((a, b) -> Double.compare(score[b], score[a]));
    double[] rank = new double[tree.size()];
    java.util.Arrays.fill(rank, Double.NaN);
    for (int k = 0; k < users.size(); k++) {
      int node = users.get(k);
      boolean tie = k > 0 && Double.compare(score[users.get(k - 1)], score[node]) == 0;
      rank[node] = tie ? rank[users.get(k - 1)] : k + 1;
    }
    return rank;
  }

  @Property(tries = 300)
  void radixRankingEqualsThePlainSortedRanking(@ForAll long seed, @ForAll @IntRange(min = 0, max = 6) int kind,
      @ForAll boolean bigTree) {
    ShareTree tree = RandomTrees.generate(seed,
        bigTree ? new RandomTrees.Options(3000, 12, false, false) : RandomTrees.Options.defaults()).tree();
    SplittableRandom random = new SplittableRandom(seed);
    FairshareResult previous = null;
    for (int round = 0; round < 3; round++) {
      double[] score = new double[tree.size()];
      for (int i = 0; i < score.length; i++) {
        // kind 6 mixes the others node by node.
        score[i] = score(random, kind == 6 ? random.nextInt(6) : kind);
      }
      double[] expected = plainRanking(tree, score);

      FairshareResult.Builder out = FairshareResult.reusing(previous, "test", tree, null);
      double[] rank = out.metricToOverwrite(Metric.RANK);
      Ranking.byFactor(tree, score, rank, out);
      previous = out.build();
      assertThat(rank).as("Ranking.byFactor, round %d", round).containsExactly(expected);

      // The same through RankingKeys in both digit layouts, users added last node first, into stale
      // scratch arrays.
      for (boolean wide : new boolean[] {false, true}) {
        FairshareResult.Builder again = FairshareResult.reusing(previous, "test", tree, null);
        double[] rank2 = again.metricToOverwrite(Metric.RANK);
        java.util.Arrays.fill(rank2, Double.NaN);
        RankingKeys keys = RankingKeys.start(tree, again, wide);
        for (int i = tree.size() - 1; i >= 0; i--) {
          if (tree.isUser(i)) {
            keys.add(score[i], i);
          }
        }
        keys.finish(score, rank2);
        previous = again.build();
        assertThat(rank2).as("RankingKeys (wide %s) in reverse order, round %d", wide, round)
            .containsExactly(expected);

        // And filled by the regions of a parallel recompute, sorted by its workers (ParallelRanking).
        Parallelism parallelism = Parallelism.of(2 + random.nextInt(3), POOL).withMinNodes(1)
            .withTaskNodes(2 + random.nextInt(60));
        FairshareResult.Builder split = FairshareResult.reusing(previous, "test", tree, null);
        SubtreeTasks tasks = SubtreeTasks.of(tree, parallelism, previous, split);
        if (tasks != null) {
          double[] rank3 = split.metricToOverwrite(Metric.RANK);
          java.util.Arrays.fill(rank3, Double.NaN);
          RankingKeys whole = RankingKeys.start(tree, split, tasks, wide);
          RankingKeys top = whole.top();
          for (int s = 0; s <= tasks.count(); s++) {
            for (int i = tasks.from(s); i < tasks.to(s); i++) {
              if (tree.isUser(i)) {
                top.add(score[i], i);
              }
            }
          }
          tasks.run((t, slot) -> {
            RankingKeys part = whole.part(t, slot);
            for (int i = tasks.end(t) - 1; i > tasks.root(t); i--) {
              if (tree.isUser(i)) {
                part.add(score[i], i);
              }
            }
          });
          whole.finish(score, rank3);
          previous = split.build();
          assertThat(rank3).as("parallel RankingKeys (wide %s), round %d", wide, round)
              .containsExactly(expected);
        }
      }
    }
  }
}
