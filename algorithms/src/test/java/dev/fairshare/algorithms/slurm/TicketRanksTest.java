package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.support.Ranking;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@code slurm.ticket}'s users' factors from their tickets and their ranks by counting the tickets
 * ({@link TicketRanks}) are bit for bit the factors {@code tickets / max} and the positions that ranking
 * those factors ({@link Ranking#byFactor}, itself pinned against a plain sort) gives: on random trees and
 * ticket counts with many ties, and on whole computations of trees large enough for the counting path
 * (wide, and the 1,111,111-node benchmark tree), with some users inactive.
 */
class TicketRanksTest {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 300)
  void countingGivesTheFactorsAndPositionsOfTheSortedRanking(@ForAll("trees") TreeShapes.Shape shape,
      @ForAll long seed) {
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    int users = tree.userCount();
    int max = random.nextInt(4) == 0 ? 0 : random.nextInt(TicketRanks.capacity(users));
    int spread = 1 + random.nextInt(max + 1);
    double[] tickets = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      tickets[i] = tree.isUser(i) ? Math.min(max, random.nextInt(spread) * (max / spread + 1)) : -7;
    }
    tickets[random.nextInt(tree.size())] = max;
    double userMax = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        userMax = Math.max(userMax, tickets[i]);
      }
    }
    check(tree, tickets, userMax, shape.name() + " max " + userMax);
  }

  @Test
  void aWideTreeIsRankedByCounting() {
    int users = 300_000;
    SplittableRandom random = new SplittableRandom(7);
    ShareTreeBuilder b = new ShareTreeBuilder();
    int account = b.group(ShareTreeBuilder.ROOT, "a", 1);
    for (int u = 0; u < users; u++) {
      b.user(account, "u" + u, 1 + random.nextInt(4));
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      own[i] = tree.isUser(i) ? 500 + random.nextInt(500) : 0;
    }
    int[] pending = IntStream.range(1, tree.size()).filter(i -> random.nextInt(8) != 0).toArray();
    wholeComputation(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH), Demand.pending(pending));
  }

  @Test
  void theBenchmarkTreeIsRankedByCounting() {
    TreeShapes.Shape shape = TreeShapes.balanced(10, 5, 11);
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(3);
    int[] pending = IntStream.range(1, tree.size()).filter(i -> random.nextInt(10) != 0).toArray();
    wholeComputation(tree, shape.usage(), Demand.pending(pending));
  }

  /** The algorithm's factors and positions are those of the sorted ranking, on a tree that takes the counting path. */
  private static void wholeComputation(ShareTree tree, UsageSnapshot usage, Demand demand) {
    FairshareResult result = new SlurmTicketAlgorithm().compute(tree, usage, demand);
    double[] tickets = new double[tree.size()];
    double max = 0;
    for (int i = 0; i < tree.size(); i++) {
      tickets[i] = result.extra(SlurmTicketAlgorithm.TICKETS, i);
      if (tree.isUser(i)) {
        max = Math.max(max, tickets[i]);
      }
    }
    assertThat(max).as("the tree takes the counting path").isPositive()
        .isLessThan(TicketRanks.capacity(tree.userCount()));
    double[] factor = new double[tree.size()];
    double[] rank = new double[tree.size()];
    Arrays.fill(factor, Double.NaN);
    expected(tree, tickets, max, factor, rank);
    for (int i = 0; i < tree.size(); i++) {
      assertThat(Double.doubleToRawLongBits(result.factor(i))).as("factor of " + i)
          .isEqualTo(Double.doubleToRawLongBits(factor[i]));
      assertThat(Double.doubleToRawLongBits(result.get(Metric.RANK, i))).as("rank of " + i)
          .isEqualTo(Double.doubleToRawLongBits(rank[i]));
    }
  }

  private static void check(ShareTree tree, double[] tickets, double max, String what) {
    int n = tree.size();
    double[] factor = new double[n];
    double[] rank = new double[n];
    Arrays.fill(factor, 5);
    Arrays.fill(rank, 5);
    int[] counts = new int[TicketRanks.capacity(tree.userCount())];
    Arrays.fill(counts, 99);
    TicketRanks.factors(tree, tickets, max, factor, 1, n);
    TicketRanks.fill(tree, tickets, max, counts, rank);
    double[] expectedFactor = new double[n];
    double[] expectedRank = new double[n];
    Arrays.fill(expectedFactor, 5);
    expected(tree, tickets, max, expectedFactor, expectedRank);
    for (int i = 0; i < n; i++) {
      assertThat(Double.doubleToRawLongBits(factor[i])).as(what + " factor of " + i)
          .isEqualTo(Double.doubleToRawLongBits(expectedFactor[i]));
      assertThat(Double.doubleToRawLongBits(rank[i])).as(what + " rank of " + i)
          .isEqualTo(Double.doubleToRawLongBits(expectedRank[i]));
    }
  }

  /**
   * The algorithm's formulation: factor = tickets / max (0 when max is 0, NaN for groups below the root),
   * ranked by sorting the factors.
   */
  private static void expected(ShareTree tree, double[] tickets, double max, double[] factor, double[] rank) {
    double[] score = new double[tree.size()];
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        factor[i] = max != 0 ? tickets[i] / max : 0;
        score[i] = factor[i];
      } else {
        factor[i] = Double.NaN;
      }
    }
    Ranking.byFactor(tree, score, rank);
    for (int i = 0; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        rank[i] = Double.NaN;
      }
    }
  }
}
