package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.testkit.ParallelContract;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Slurm 14.11's own ticket pass ({@link TicketFsParentPass}) cut among workers gives the sequential pass's
 * values bit for bit on random trees with {@code parent} associations and levels whose shares sum to 0 (most
 * of them take that pass), with pending groups and users at random, cut into tasks of 2 to 40 nodes on 2 to 4
 * threads, and the ranks read after.
 */
class SlurmTicket1411ParallelPassTest {
  private static final ForkJoinPool POOL = new ForkJoinPool(3);

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 200)
  void parallelPassEqualsTheSequentialOne(@ForAll("trees") TreeShapes.Shape shape, @ForAll long seed) {
    boolean ownPass = TicketFsParentPass.differsFrom25(shape.tree(),
        FairshareResult.builder(SlurmTicketAlgorithm.NAME, shape.tree(), shape.usage()));
    Statistics.label("14.11's own pass").collect(ownPass);
    Statistics.label("14.11's own pass").coverage(c -> c.check(true).percentage(p -> p > 50));
    SplittableRandom random = new SplittableRandom(seed);
    int[] pending = IntStream.range(1, shape.tree().size()).filter(i -> random.nextInt(3) == 0).toArray();
    Demand demand = Demand.pending(pending);
    int threads = 2 + random.nextInt(3);
    int taskNodes = 2 + random.nextInt(random.nextBoolean() ? 8 : 40);
    FairshareAlgorithm sequential = new SlurmTicketAlgorithm(TicketVersion.V14_11);
    FairshareAlgorithm parallel = sequential.parallel(
        Parallelism.of(threads, POOL).withMinNodes(1).withTaskNodes(taskNodes));
    FairshareResult expected = sequential.compute(shape.tree(), shape.usage(), demand, null);
    FairshareResult actual = parallel.compute(shape.tree(), shape.usage(), demand, null);
    expected.settle(Metric.RANK);
    actual.settle(Metric.RANK);
    ParallelContract.assertIdentical(actual, expected,
        shape.name() + " on " + threads + " threads, tasks of " + taskNodes + " nodes");
  }
}
