package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceSlurmTicket;
import dev.fairshare.testkit.reference.ReferenceSlurmTicket1411;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.BitSet;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The fast {@code slurm.ticket} equals the plain reference on random trees (with {@code parent}
 * associations and levels whose shares sum to 0) and random pending sets, for each {@link TicketVersion}:
 * 2.5 and 2.6 against {@link ReferenceSlurmTicket}, 14.11 against {@link ReferenceSlurmTicket1411}.
 * S is multiplied top-down by the fast version (of 2.5, and of 14.11 where it takes 2.5's path) and
 * bottom-up by the reference (and by Slurm), and the reference computes in double where the fast version
 * has x87, so values agree to 1e-12 relative, and ticket counts, which are truncated, to one ticket per
 * level above the node.
 */
class SlurmTicketPropertyTest {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 200)
  void fastVersionEqualsTheReference(@ForAll("trees") TreeShapes.Shape shape, @ForAll long seed) {
    check(shape, seed, new SlurmTicketAlgorithm(), new ReferenceSlurmTicket()::compute);
  }

  @Property(tries = 100)
  void version26EqualsItsReference(@ForAll("trees") TreeShapes.Shape shape, @ForAll long seed) {
    check(shape, seed, new SlurmTicketAlgorithm(TicketVersion.V2_6), ReferenceSlurmTicket.version26()::compute);
  }

  /** Most random trees have a {@code parent} association or a zero-sum level, where 14.11 differs from 2.5. */
  @Property(tries = 200)
  void version1411EqualsItsReference(@ForAll("trees") TreeShapes.Shape shape, @ForAll long seed) {
    Statistics.label("14.11 can differ from 2.5").collect(TicketFsParentPass.differsFrom25(shape.tree(),
        FairshareResult.builder(SlurmTicketAlgorithm.NAME, shape.tree(), shape.usage())));
    Statistics.label("14.11 can differ from 2.5").coverage(c -> c.check(true).percentage(p -> p > 50));
    check(shape, seed, new SlurmTicketAlgorithm(TicketVersion.V14_11), new ReferenceSlurmTicket1411()::compute);
  }

  /** The reference's values of a tree, its usage and pending nodes. */
  private interface Reference {
    ReferenceSlurmTicket.Values compute(ShareTree tree, UsageSnapshot usage, BitSet pending);
  }

  private static void check(TreeShapes.Shape shape, long seed, SlurmTicketAlgorithm algorithm, Reference reference) {
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    int[] pending = IntStream.range(1, tree.size()).filter(i -> random.nextInt(3) == 0).toArray();
    BitSet bits = new BitSet();
    for (int p : pending) {
      bits.set(p);
    }
    FairshareResult fast = algorithm.compute(tree, shape.usage(), Demand.pending(pending));
    ReferenceSlurmTicket.Values ref = reference.compute(tree, shape.usage(), bits);
    double refMax = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        refMax = Math.max(refMax, ref.tickets()[i]);
      }
    }
    // One ticket of truncation difference per level, carried down; a factor moves by that over the max.
    double slack = tree.maxDepth() + 1;
    for (int i = 0; i < tree.size(); i++) {
      String what = shape.name() + " node " + tree.path(i);
      close(fast.get(Metric.NORM_SHARES, i), ref.normShares()[i], 1e-12, what + " S");
      close(fast.get(Metric.NORM_USAGE, i), ref.normUsage()[i], 1e-12, what + " U");
      close(fast.get(Metric.EFFECTIVE_USAGE, i), ref.effectiveUsage()[i], 1e-12, what + " E");
      close(fast.extra(SlurmTicketAlgorithm.FS_FACTOR, i), ref.fsFactor()[i], 1e-12, what + " F");
      within(fast.extra(SlurmTicketAlgorithm.TICKETS, i), ref.tickets()[i], tree.depth(i) + 1e-9 * ref.tickets()[i],
          what + " tickets");
      within(fast.factor(i), ref.factor()[i], refMax == 0 ? 0
          : slack * (1 + Math.abs(ref.factor()[i])) / refMax + 1e-12, what + " factor");
    }
  }

  private static void within(double actual, double expected, double tolerance, String what) {
    if (Double.isNaN(expected)) {
      assertThat(actual).as(what).isNaN();
      return;
    }
    assertThat(Math.abs(actual - expected)).as(what + ": " + actual + " vs " + expected)
        .isLessThanOrEqualTo(tolerance);
  }

  private static void close(double actual, double expected, double relative, String what) {
    if (Double.isNaN(expected)) {
      assertThat(actual).as(what).isNaN();
      return;
    }
    double tolerance = relative * Math.max(1, Math.abs(expected));
    assertThat(Math.abs(actual - expected)).as(what + ": " + actual + " vs " + expected)
        .isLessThanOrEqualTo(tolerance);
  }
}
