package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@code slurm.depth-oblivious}'s steady-state recompute (parent values made once, the shortcut for
 * {@code k = 1}, leaves' powers in a loop of their own, S and the hierarchy kept between cycles of the same
 * tree) gives, bit for bit, every node's values as {@link DepthObliviousPath} evaluates them one node at a time
 * with {@link DepthObliviousUsage}: on random trees ({@code parent} associations, zero shares, users under the
 * root) with usage of every magnitude (zero, subnormal, huge enough to overflow the ratios and the total),
 * three cycles of new usage each reusing the last result, dampening 1 and 3.
 */
class DepthObliviousSteadyStateTest {

  @Property(tries = 300)
  void everyValueIsThePlainEvaluationsOverCyclesOfNewUsage(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = RandomTrees.generate(seed, RandomTrees.Options.defaults()).tree();
    for (int dampening : new int[] {1, 3}) {
      SlurmDepthObliviousAlgorithm algorithm = new SlurmDepthObliviousAlgorithm(dampening, UserCache.FRESH);
      FairshareResult previous = null;
      for (int cycle = 0; cycle < 3; cycle++) {
        UsageSnapshot usage = usageOfAnyMagnitude(tree, random);
        previous = algorithm.compute(tree, usage, Demand.none(), previous);
        check(tree, usage, dampening, previous, "seed " + seed + ", d " + dampening + ", cycle " + cycle);
      }
    }
  }

  @Property(tries = 50)
  void theBenchmarksUsageGivesThePlainEvaluations(@ForAll long seed) {
    TreeShapes.Shape shape = RandomTrees.generate(seed, RandomTrees.Options.defaults());
    FairshareResult result = new SlurmDepthObliviousAlgorithm(1).compute(shape.tree(), shape.usage());
    check(shape.tree(), shape.usage(), 1, result, shape.name());
  }

  private static UsageSnapshot usageOfAnyMagnitude(ShareTree tree, SplittableRandom random) {
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        own[i] = switch (random.nextInt(8)) {
          case 0 -> 0;
          case 1 -> Double.MIN_VALUE * (1 + random.nextInt(1000));
          case 2 -> random.nextDouble() * 1e-300;
          case 3 -> random.nextDouble() * 1e300;
          case 4 -> random.nextInt(4);
          default -> random.nextDouble() * 1e6;
        };
      }
    }
    return UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
  }

  private static void check(ShareTree tree, UsageSnapshot usage, int dampening, FairshareResult result,
      String what) {
    DepthObliviousPath path = new DepthObliviousPath(tree, new SlurmHierarchy().compute(tree), dampening,
        UserCache.FRESH);
    ClassicPath.Values[] values = new ClassicPath.Values[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      values[i] = path.of(i, usage, a -> values[a]);
      String node = what + ", " + tree.path(i);
      assertThat(bits(result.get(Metric.NORM_SHARES, i))).as(node + " S").isEqualTo(bits(values[i].s()));
      assertThat(bits(result.get(Metric.NORM_USAGE, i))).as(node + " U").isEqualTo(bits(values[i].u()));
      assertThat(bits(result.get(Metric.EFFECTIVE_USAGE, i))).as(node + " E").isEqualTo(bits(values[i].e()));
      assertThat(bits(result.factor(i))).as(node + " factor").isEqualTo(bits(values[i].f()));
    }
  }

  private static long bits(double value) {
    return Double.doubleToRawLongBits(value);
  }
}
