package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code slurm.ticket} handed its previous result (as a scheduler cycle does) gives bit for bit what a
 * fresh computation gives: with new usage on the same tree, whose level shares it keeps, and on another
 * tree of the same size with other shares, whose level shares it must not take.
 */
class SlurmTicketReuseTest {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 200)
  void newUsageOnTheSameTreeGivesAFreshResult(@ForAll("trees") TreeShapes.Shape shape, @ForAll long seed) {
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    Demand demand = Demand.pending(IntStream.range(1, tree.size()).filter(i -> random.nextInt(3) != 0).toArray());
    SlurmTicketAlgorithm algorithm = new SlurmTicketAlgorithm();
    FairshareResult previous = algorithm.compute(tree, shape.usage(), demand, null);
    for (int round = 0; round < 2; round++) {
      UsageSnapshot usage = otherUsage(tree, random);
      previous = algorithm.compute(tree, usage, demand, previous);
      assertSame(previous, algorithm.compute(tree, usage, demand, null), shape.name() + " round " + round);
    }
  }

  /**
   * The floor E and F kept for nodes below their floor ({@code TicketUsage.treeValues}) follow the usage
   * over cycles that move users across the floor and back: each cycle's usage is all zero (root usage 0),
   * beyond the range of the hardware pairs (2^900), a few users far above the rest, or spread over many
   * magnitudes, in random order.
   */
  @Property(tries = 100)
  void usageCrossingTheFloorBetweenCyclesGivesAFreshResult(@ForAll("trees") TreeShapes.Shape shape,
      @ForAll long seed) {
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    Demand demand = Demand.pending(IntStream.range(1, tree.size()).filter(i -> random.nextInt(4) != 0).toArray());
    SlurmTicketAlgorithm algorithm = new SlurmTicketAlgorithm();
    FairshareResult previous = algorithm.compute(tree, shape.usage(), demand, null);
    for (int round = 0; round < 6; round++) {
      UsageSnapshot usage = cycleUsage(tree, random, random.nextInt(4));
      previous = algorithm.compute(tree, usage, demand, previous);
      assertSame(previous, algorithm.compute(tree, usage, demand, null), shape.name() + " round " + round);
    }
  }

  @Property(tries = 50)
  void anotherTreeOfTheSameSizeIsNotTakenForThisOne(@ForAll long seedA, @ForAll long seedB) {
    TreeShapes.Shape a = TreeShapes.balanced(4, 3, seedA);
    TreeShapes.Shape b = TreeShapes.balanced(4, 3, seedB);
    int[] users = IntStream.range(0, a.tree().size()).filter(i -> a.tree().isUser(i)).toArray();
    Demand demand = Demand.pending(users);
    SlurmTicketAlgorithm algorithm = new SlurmTicketAlgorithm();
    FairshareResult previous = algorithm.compute(a.tree(), a.usage(), demand, null);
    previous = algorithm.compute(b.tree(), b.usage(), demand, previous);
    assertSame(previous, algorithm.compute(b.tree(), b.usage(), demand, null), "b after a");
    previous = algorithm.compute(a.tree(), a.usage(), demand, previous);
    assertSame(previous, algorithm.compute(a.tree(), a.usage(), demand, null), "a after b");
  }

  /**
   * The entries the algorithm defines nothing for are NaN, written by the algorithm itself (its arrays are
   * not filled first): the root's U, F, factor and position, the groups' factors and positions.
   */
  @Property(tries = 100)
  void undefinedEntriesAreNaN(@ForAll("trees") TreeShapes.Shape shape, @ForAll long seed) {
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    Demand demand = Demand.pending(IntStream.range(1, tree.size()).filter(i -> random.nextInt(3) != 0).toArray());
    FairshareResult fresh = new SlurmTicketAlgorithm().compute(tree, shape.usage(), demand, null);
    assertThat(fresh.get(Metric.NORM_SHARES, 0)).isEqualTo(1.0);
    assertThat(fresh.get(Metric.EFFECTIVE_USAGE, 0)).isEqualTo(1.0);
    assertThat(fresh.get(Metric.NORM_USAGE, 0)).isNaN();
    assertThat(fresh.extra(SlurmTicketAlgorithm.FS_FACTOR, 0)).isNaN();
    assertThat(fresh.extra(SlurmTicketAlgorithm.TICKETS, 0)).isEqualTo(SlurmTicketAlgorithm.ROOT_TICKETS);
    for (int i = 0; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        assertThat(fresh.factor(i)).as("factor of group " + i).isNaN();
        assertThat(fresh.get(Metric.RANK, i)).as("position of group " + i).isNaN();
      } else {
        assertThat(fresh.factor(i)).as("factor of user " + i).isNotNaN();
      }
      if (i > 0) {
        assertThat(fresh.get(Metric.NORM_USAGE, i)).as("U of " + i).isNotNaN();
      }
    }
  }

  static UsageSnapshot otherUsage(ShareTree tree, SplittableRandom random) {
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i) && random.nextInt(4) != 0) {
        own[i] = random.nextInt(3) == 0
            ? random.nextInt(1000)
            : Math.scalb(1 + random.nextDouble(), random.nextInt(80) - 40);
      }
    }
    return UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
  }

  /** Usage of one of four kinds: 0 all zero, 1 beyond 2^800, 2 a few users far above, 3 otherUsage. */
  static UsageSnapshot cycleUsage(ShareTree tree, SplittableRandom random, int kind) {
    if (kind == 3) {
      return otherUsage(tree, random);
    }
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i) && kind != 0) {
        own[i] = kind == 1 ? Math.scalb(1 + random.nextDouble(), 900)
            : random.nextInt(8) == 0 ? 1e6 * (1 + random.nextInt(100)) : random.nextInt(3);
      }
    }
    return UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
  }

  static void assertSame(FairshareResult reused, FairshareResult fresh, String what) {
    ShareTree tree = fresh.tree();
    for (int i = 0; i < tree.size(); i++) {
      for (Metric m : new SlurmTicketAlgorithm().metrics()) {
        assertThat(Double.doubleToRawLongBits(reused.get(m, i))).as(what + " " + m + " of " + i)
            .isEqualTo(Double.doubleToRawLongBits(fresh.get(m, i)));
      }
      for (String extra : new String[] {SlurmTicketAlgorithm.TICKETS, SlurmTicketAlgorithm.FS_FACTOR}) {
        assertThat(Double.doubleToRawLongBits(reused.extra(extra, i))).as(what + " " + extra + " of " + i)
            .isEqualTo(Double.doubleToRawLongBits(fresh.extra(extra, i)));
      }
    }
  }
}
