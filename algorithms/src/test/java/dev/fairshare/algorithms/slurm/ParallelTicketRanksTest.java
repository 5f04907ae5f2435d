package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.testkit.MixedTrees;
import dev.fairshare.testkit.ParallelContract;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RejectedExecutionException;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Ranking {@code slurm.ticket}'s users by counting tickets on a cut tree ({@link ParallelTicketRanks}) gives
 * bit for bit the positions of the sequential counting ({@link TicketRanks#fill}, itself pinned
 * against the sorted ranking): random ticket counts with many ties on random trees cut into small tasks,
 * and the whole parallel recompute of a tree whose counts are small enough for the counting path.
 */
class ParallelTicketRanksTest {
  private static final ForkJoinPool POOL = new ForkJoinPool(3);

  @Property(tries = 200)
  void countingOnACutTreeGivesTheSequentialCounting(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    TreeShapes.Shape shape = MixedTrees.generate(seed);
    ShareTree tree = shape.tree();
    int threads = 2 + random.nextInt(3);
    Parallelism parallelism = Parallelism.of(threads, POOL).withMinNodes(1)
        .withTaskNodes(2 + random.nextInt(random.nextBoolean() ? 8 : 40));
    FairshareResult.Builder out = FairshareResult.builder(SlurmTicketAlgorithm.NAME, tree, shape.usage());
    SubtreeTasks tasks = SubtreeTasks.of(tree, parallelism, null, out);
    if (tasks == null || tree.userCount() == 0) {
      return; // not cut: nothing parallel to check
    }
    int users = tree.userCount();
    int max = random.nextInt(4) == 0 ? 0 : random.nextInt(TicketRanks.capacity(users));
    int spread = 1 + random.nextInt(max + 1);
    double[] tickets = new double[tree.size()];
    double userMax = 0;
    for (int i = 0; i < tree.size(); i++) {
      tickets[i] = tree.isUser(i) ? Math.min(max, random.nextInt(spread) * (max / spread + 1)) : -7;
      userMax = tree.isUser(i) ? Math.max(userMax, tickets[i]) : userMax;
    }
    assertThat(ParallelTicketRanks.fits(tasks, userMax)).isTrue();
    double[] rank = filled(tree.size(), 5);
    ParallelTicketRanks.fill(tasks, tickets, userMax, out, rank);
    double[] expectedRank = filled(tree.size(), 5);
    TicketRanks.fill(tree, tickets, userMax, new int[TicketRanks.capacity(users)], expectedRank);
    for (int i = 0; i < tree.size(); i++) {
      assertThat(Double.doubleToRawLongBits(rank[i])).as("rank of " + i)
          .isEqualTo(Double.doubleToRawLongBits(expectedRank[i]));
    }
  }

  @Test
  void aParallelRecomputeRanksByCountingAsTheSequentialOne() {
    SplittableRandom random = new SplittableRandom(11);
    ShareTreeBuilder b = new ShareTreeBuilder();
    for (int a = 0; a < 30; a++) {
      int account = b.group(ShareTreeBuilder.ROOT, "a" + a, 1 + random.nextInt(2));
      for (int u = 0; u < 4_000; u++) {
        b.user(account, "a" + a + "u" + u, 1 + random.nextInt(2));
      }
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      own[i] = tree.isUser(i) ? 500 + random.nextInt(500) : 0;
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    Demand demand = Demand.pending(IntStream.range(1, tree.size()).filter(i -> random.nextInt(8) != 0).toArray());
    SlurmTicketAlgorithm sequential = new SlurmTicketAlgorithm();
    FairshareResult expected = sequential.compute(tree, usage, demand, null);
    double max = IntStream.range(0, tree.size()).filter(tree::isUser)
        .mapToDouble(i -> expected.extra(SlurmTicketAlgorithm.TICKETS, i)).max().orElseThrow();
    assertThat(max).as("the counting path").isPositive().isLessThan(TicketRanks.capacity(tree.userCount()));
    Parallelism four = Parallelism.of(4, POOL).withMinNodes(1);
    SubtreeTasks tasks = SubtreeTasks.of(tree, four, null, FairshareResult.builder(SlurmTicketAlgorithm.NAME, tree,
        usage));
    assertThat(ParallelTicketRanks.fits(tasks, max)).as("the parallel counting path").isTrue();
    var parallel = sequential.parallel(four);
    FairshareResult first = parallel.compute(tree, usage, demand, null);
    ParallelContract.assertIdentical(first, expected, "fresh");
    ParallelContract.assertIdentical(parallel.compute(tree, usage, demand, first), expected,
        "reusing its previous result");
  }

  /**
   * The caller's counts are not cleared up front when the top has no users: it clears them, as every
   * worker does, when it takes its first task. Here it takes every task (the executor refuses helpers), twice
   * on the same kept counts with other tickets, on a tree whose top is the root and its four groups.
   */
  @Test
  void theCallersKeptCountsAreClearedWhenItTakesATask() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    for (int g = 0; g < 4; g++) {
      int group = b.group(ShareTreeBuilder.ROOT, "g" + g, 1);
      for (int u = 0; u < 10; u++) {
        b.user(group, "g" + g + "u" + u, 1);
      }
    }
    ShareTree tree = b.build();
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, new double[tree.size()], Instant.EPOCH);
    Parallelism callerAlone = Parallelism.of(2, task -> {
      throw new RejectedExecutionException();
    }).withMinNodes(1).withTaskNodes(11);
    SplittableRandom random = new SplittableRandom(3);
    FairshareResult previous = null;
    for (int round = 0; round < 2; round++) {
      FairshareResult.Builder out = FairshareResult.reusing(previous, SlurmTicketAlgorithm.NAME, tree, usage);
      SubtreeTasks tasks = SubtreeTasks.of(tree, callerAlone, previous, out);
      assertThat(tasks.count()).isEqualTo(4);
      assertThat(tasks.topUsers()).isZero();
      double[] tickets = new double[tree.size()];
      for (int i = 0; i < tree.size(); i++) {
        tickets[i] = tree.isUser(i) ? random.nextInt(20) : -7;
      }
      double[] rank = filled(tree.size(), 5);
      ParallelTicketRanks.fill(tasks, tickets, 19, out, rank);
      double[] expectedRank = filled(tree.size(), 5);
      TicketRanks.fill(tree, tickets, 19, new int[TicketRanks.capacity(tree.userCount())], expectedRank);
      assertThat(rank).as("round " + round).containsExactly(expectedRank);
      previous = out.build();
    }
  }

  private static double[] filled(int n, double v) {
    double[] a = new double[n];
    Arrays.fill(a, v);
    return a;
  }
}
