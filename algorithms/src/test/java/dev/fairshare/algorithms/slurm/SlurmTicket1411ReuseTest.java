package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Slurm 14.11's own ticket pass ({@link TicketFsParentPass}) handed its previous result gives bit for bit
 * what a fresh computation gives: a fresh pass computes every node with the software {@link X87}, a reused
 * one takes the nodes still below their floor with hardware doubles from the kept tree values and marks.
 * Each cycle's usage moves users across their floors and back (all zero, beyond the hardware pairs' range,
 * a few users far above the rest, or spread over many magnitudes, in random order); the algorithm handed
 * results of 2.5's path for the same tree, or of 14.11 for another tree of the same size, must keep
 * nothing of them; a parallel recompute reuses the sequential one's result and the other way round.
 */
class SlurmTicket1411ReuseTest {
  private static final ForkJoinPool POOL = new ForkJoinPool(3);

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 200)
  void usageCrossingTheFloorBetweenCyclesGivesAFreshResult(@ForAll("trees") TreeShapes.Shape shape,
      @ForAll long seed) {
    ShareTree tree = shape.tree();
    collectOwnPass(shape);
    SplittableRandom random = new SplittableRandom(seed);
    Demand demand = Demand.pending(IntStream.range(1, tree.size()).filter(i -> random.nextInt(4) != 0).toArray());
    SlurmTicketAlgorithm algorithm = new SlurmTicketAlgorithm(TicketVersion.V14_11);
    FairshareResult previous = algorithm.compute(tree, shape.usage(), demand, null);
    for (int round = 0; round < 6; round++) {
      UsageSnapshot usage = SlurmTicketReuseTest.cycleUsage(tree, random, random.nextInt(4));
      previous = algorithm.compute(tree, usage, demand, previous);
      SlurmTicketReuseTest.assertSame(previous, algorithm.compute(tree, usage, demand, null),
          shape.name() + " round " + round);
    }
  }

  /** A balanced tree with {@code parent} accounts: most users stay below their floors from cycle to cycle. */
  @Property(tries = 30)
  void balancedTreeWithParentAccountsGivesAFreshResult(@ForAll long seed) {
    TreeShapes.Shape shape = TreeShapes.balancedWithParentAccounts(4, 3, seed);
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    Demand demand = Demand.pending(IntStream.range(1, tree.size()).filter(i -> random.nextInt(4) != 0).toArray());
    SlurmTicketAlgorithm algorithm = new SlurmTicketAlgorithm(TicketVersion.V14_11);
    FairshareResult previous = algorithm.compute(tree, shape.usage(), demand, null);
    for (int round = 0; round < 4; round++) {
      UsageSnapshot usage = round == 0 ? shape.usage() : SlurmTicketReuseTest.otherUsage(tree, random);
      previous = algorithm.compute(tree, usage, demand, previous);
      SlurmTicketReuseTest.assertSame(previous, algorithm.compute(tree, usage, demand, null),
          shape.name() + " round " + round);
    }
  }

  /**
   * Three trees of the same size (two with {@code parent} accounts, which 14.11 takes its own pass on, one
   * without, where it takes 2.5's path), each cycle one of them under 14.11 or 2.5, each handed the result
   * before.
   */
  @Property(tries = 100)
  void versionsAndTreesTakeNothingOfEachOther(@ForAll long seedA, @ForAll long seedB, @ForAll long seed) {
    TreeShapes.Shape[] shapes = {TreeShapes.balancedWithParentAccounts(3, 3, seedA),
        TreeShapes.balancedWithParentAccounts(3, 3, seedB), TreeShapes.balanced(3, 3, seedA)};
    SplittableRandom random = new SplittableRandom(seed);
    SlurmTicketAlgorithm v1411 = new SlurmTicketAlgorithm(TicketVersion.V14_11);
    SlurmTicketAlgorithm v25 = new SlurmTicketAlgorithm(TicketVersion.V2_5);
    FairshareResult previous = null;
    for (int round = 0; round < 8; round++) {
      int which = random.nextInt(3);
      ShareTree tree = shapes[which].tree();
      Demand demand = Demand.pending(IntStream.range(1, tree.size()).filter(i -> random.nextInt(3) != 0).toArray());
      UsageSnapshot usage = random.nextBoolean() ? shapes[which].usage()
          : SlurmTicketReuseTest.cycleUsage(tree, random, random.nextInt(4));
      SlurmTicketAlgorithm algorithm = random.nextBoolean() ? v1411 : v25;
      previous = algorithm.compute(tree, usage, demand, previous);
      SlurmTicketReuseTest.assertSame(previous, algorithm.compute(tree, usage, demand, null),
          "tree " + which + " round " + round + " " + algorithm.version().text());
    }
  }

  @Property(tries = 100)
  void parallelAndSequentialReuseEachOther(@ForAll("trees") TreeShapes.Shape shape, @ForAll long seed) {
    ShareTree tree = shape.tree();
    collectOwnPass(shape);
    SplittableRandom random = new SplittableRandom(seed);
    Demand demand = Demand.pending(IntStream.range(1, tree.size()).filter(i -> random.nextInt(4) != 0).toArray());
    FairshareAlgorithm sequential = new SlurmTicketAlgorithm(TicketVersion.V14_11);
    FairshareAlgorithm parallel = sequential.parallel(Parallelism.of(2 + random.nextInt(3), POOL).withMinNodes(1)
        .withTaskNodes(2 + random.nextInt(10)));
    FairshareResult previous = null;
    for (int round = 0; round < 6; round++) {
      UsageSnapshot usage = SlurmTicketReuseTest.cycleUsage(tree, random, random.nextInt(4));
      previous = (random.nextBoolean() ? parallel : sequential).compute(tree, usage, demand, previous);
      SlurmTicketReuseTest.assertSame(previous, sequential.compute(tree, usage, demand, null),
          shape.name() + " round " + round);
    }
  }

  private static void collectOwnPass(TreeShapes.Shape shape) {
    boolean ownPass = TicketFsParentPass.differsFrom25(shape.tree(),
        FairshareResult.builder(SlurmTicketAlgorithm.NAME, shape.tree(), shape.usage()));
    Statistics.label("14.11's own pass").collect(ownPass);
    Statistics.label("14.11's own pass").coverage(c -> c.check(true).percentage(p -> p > 50));
  }
}
