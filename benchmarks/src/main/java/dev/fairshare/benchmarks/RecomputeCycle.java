package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.testkit.TreeShapes.Shape;
import java.util.concurrent.ForkJoinPool;

/**
 * The state the recompute benchmarks share ({@link Recompute}, {@link RecomputeParallel},
 * {@link RecomputeTicketVersion}): an algorithm on one thread or cut for N ({@link Parallelism}), a shape,
 * every user pending, and the previous cycle's result handed back to each recompute so that its arrays are
 * reused, as a scheduler runs it every cycle. Each benchmark's {@code @Setup} calls {@link #start}, its
 * {@code @TearDown} (where it has threads) {@link #stop}, and its benchmark methods {@link #next}.
 */
abstract class RecomputeCycle {
  private ForkJoinPool pool;
  private FairshareAlgorithm algorithm;
  private Shape input;
  private Demand demand;
  private FairshareResult previous;

  /**
   * Makes the shape and computes its first cycle with {@code sequential} on {@code threads} threads: 1, the
   * sequential recompute itself; above, the tree cut into subtrees computed on a pool of
   * {@code threads − 1} workers and the calling thread, whatever the tree's size (so that the small shapes
   * of {@code gate --smoke} run the parallel path too).
   */
  final void start(FairshareAlgorithm sequential, String shape, int threads) {
    if (threads == 1) {
      algorithm = sequential;
    } else {
      pool = new ForkJoinPool(threads - 1);
      algorithm = sequential.parallel(Parallelism.of(threads, pool).withMinNodes(1));
    }
    input = BenchShapes.make(shape);
    demand = BenchShapes.everyUserPending(input.tree());
    previous = algorithm.compute(input.tree(), input.usage(), demand, null);
  }

  /** Shuts the workers' pool down, if {@link #start} made one. */
  final void stop() {
    if (pool != null) {
      pool.shutdown();
    }
  }

  /** One recompute, handed the previous cycle's result, which it then replaces. */
  final FairshareResult next() {
    previous = algorithm.compute(input.tree(), input.usage(), demand, previous);
    return previous;
  }
}
