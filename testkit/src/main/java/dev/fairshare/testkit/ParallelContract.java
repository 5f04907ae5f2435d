package dev.fairshare.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The contract of a parallel recompute ({@link FairshareAlgorithm#parallel}): on every tree, split or not,
 * its result is the sequential one bit for bit, every metric and every extra of every node. Extend it,
 * return the algorithm, and it runs on random {@link MixedTrees} (deep chains, wide levels, bushy parts,
 * {@code parent} shares, fractional usage) and {@link RandomTrees}, cut into tasks of 2 to 40 nodes on 2 to
 * 4 threads, computed fresh, reusing a parallel result, reusing a sequential one and the other way round.
 */
public abstract class ParallelContract {
  /** The workers of every parallel recompute in the tests (daemon threads, shared by the test classes). */
  private static final ForkJoinPool POOL = new ForkJoinPool(3);

  /** The algorithm under test, sequential. */
  protected abstract FairshareAlgorithm algorithm();

  /** The demand of a tree: a random half of the users pending (overridden where an algorithm needs more). */
  protected Demand demand(ShareTree tree, SplittableRandom random) {
    int mode = random.nextInt(4);
    int[] pending = IntStream.range(1, tree.size())
        .filter(i -> tree.isUser(i) && (mode == 0 || mode == 1 && random.nextBoolean()))
        .toArray();
    return Demand.pending(pending);
  }

  /** The random-tree options this algorithm supports, for the {@link RandomTrees} cases. */
  protected RandomTrees.Options treeOptions() {
    return RandomTrees.Options.defaults();
  }

  /** The usage the algorithm reads for a shape (its own components added where it needs them). */
  protected UsageSnapshot usage(TreeShapes.Shape shape, SplittableRandom random) {
    return shape.usage();
  }

  @Property(tries = 60)
  void parallelEqualsSequentialOnMixedTrees(@ForAll long seed) {
    check(MixedTrees.generate(seed), seed);
  }

  @Property(tries = 60)
  void parallelEqualsSequentialOnSmallRandomTrees(@ForAll long seed) {
    check(RandomTrees.generate(seed, treeOptions()), seed);
  }

  private void check(TreeShapes.Shape shape, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = shape.tree();
    int threads = 2 + random.nextInt(3);
    int taskNodes = 2 + random.nextInt(random.nextBoolean() ? 8 : 40);
    Parallelism parallelism = Parallelism.of(threads, POOL).withMinNodes(1).withTaskNodes(taskNodes);
    FairshareAlgorithm sequential = algorithm();
    FairshareAlgorithm parallel = sequential.parallel(parallelism);
    Demand demand = demand(tree, random);
    UsageSnapshot usage = usage(shape, random);
    UsageSnapshot other = usage(new TreeShapes.Shape(shape.name(), tree, scaled(tree, usage, random)), random);
    String what = shape.name() + " on " + threads + " threads, tasks of " + taskNodes + " nodes";

    FairshareResult expected = sequential.compute(tree, usage, demand, null);
    FairshareResult fresh = parallel.compute(tree, usage, demand, null);
    assertIdentical(fresh, expected, what + ", fresh");
    FairshareResult expectedOther = sequential.compute(tree, other, demand, null);
    assertIdentical(parallel.compute(tree, other, demand, fresh), expectedOther, what + ", reusing a parallel result");
    FairshareResult fromSequential = sequential.compute(tree, usage, demand, null);
    assertIdentical(parallel.compute(tree, other, demand, fromSequential), expectedOther,
        what + ", reusing a sequential result");
    FairshareResult fromParallel = parallel.compute(tree, usage, demand, null);
    assertIdentical(sequential.compute(tree, other, demand, fromParallel), expectedOther,
        what + ", sequential reusing a parallel result");
  }

  /** The same usage with every user's own usage changed at random (some kept, some zero, some scaled). */
  private static UsageSnapshot scaled(ShareTree tree, UsageSnapshot usage, SplittableRandom random) {
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        double u = usage.usage(i);
        int roll = random.nextInt(4);
        own[i] = roll == 0 ? u : roll == 1 ? 0 : u * (0.5 + random.nextDouble());
      }
    }
    return UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
  }

  /** Every metric and extra of every node the same, bit for bit (NaN as NaN, −0 apart from 0). */
  public static void assertIdentical(FairshareResult actual, FairshareResult expected, String what) {
    ShareTree tree = expected.tree();
    assertThat(actual.metrics()).as(what + ": metrics").isEqualTo(expected.metrics());
    assertThat(actual.extraNames()).as(what + ": extras").containsExactlyElementsOf(expected.extraNames());
    for (Metric m : expected.metrics()) {
      for (int i = 0; i < tree.size(); i++) {
        if (Double.doubleToLongBits(actual.get(m, i)) != Double.doubleToLongBits(expected.get(m, i))) {
          assertThat(actual.get(m, i)).as("%s: %s of node %d (%s)", what, m, i, tree.path(i))
              .isEqualTo(expected.get(m, i));
          throw new AssertionError(what + ": " + m + " of node " + i + " differs in its bits");
        }
      }
    }
    for (String x : expected.extraNames()) {
      for (int i = 0; i < tree.size(); i++) {
        if (Double.doubleToLongBits(actual.extra(x, i)) != Double.doubleToLongBits(expected.extra(x, i))) {
          assertThat(actual.extra(x, i)).as("%s: extra %s of node %d (%s)", what, x, i, tree.path(i))
              .isEqualTo(expected.extra(x, i));
          throw new AssertionError(what + ": extra " + x + " of node " + i + " differs in its bits");
        }
      }
    }
  }
}
