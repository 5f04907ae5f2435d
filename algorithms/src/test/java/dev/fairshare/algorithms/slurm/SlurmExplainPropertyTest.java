package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.testkit.ExplainContract;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The Slurm explainers agree with {@code compute} on random trees (depth up to 30, zero shares, zero usage,
 * {@code parent} shares): each user's factor found along its path is the pass's, bit for bit, and so is each
 * node's one-user query for classic and depth-oblivious ({@link ExplainContract}).
 */
class SlurmExplainPropertyTest {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 150)
  void classicExplainsComputesFactors(@ForAll("trees") TreeShapes.Shape shape) {
    for (int d : new int[] {1, 3}) {
      ExplainContract.assertAgrees(new SlurmClassicAlgorithm(d), shape.tree(), shape.usage(), Demand.none());
    }
  }

  @Property(tries = 150)
  void depthObliviousExplainsComputesFactors(@ForAll("trees") TreeShapes.Shape shape) {
    for (UserCache cache : UserCache.values()) {
      ExplainContract.assertAgrees(new SlurmDepthObliviousAlgorithm(1, cache), shape.tree(), shape.usage(),
          Demand.none());
    }
  }

  @Property(tries = 150)
  void fairTreeExplainsComputesFactors(@ForAll("trees") TreeShapes.Shape shape) {
    ExplainContract.assertAgrees(new SlurmFairTreeAlgorithm(), shape.tree(), shape.usage(), Demand.none());
  }

  @Property(tries = 150)
  void ticketExplainsComputesFactors(@ForAll("trees") TreeShapes.Shape shape) {
    ExplainContract.assertAgrees(new SlurmTicketAlgorithm(), shape.tree(), shape.usage(),
        somePending(shape.tree(), shape.name().hashCode()));
  }

  /** Each version's explainer: 14.11's walks the fair-share parents' lists. */
  @Property(tries = 100)
  void ticketVersionsExplainComputesFactors(@ForAll("trees") TreeShapes.Shape shape) {
    for (TicketVersion v : new TicketVersion[] {TicketVersion.V2_6, TicketVersion.V14_11}) {
      ExplainContract.assertAgrees(new SlurmTicketAlgorithm(v), shape.tree(), shape.usage(),
          somePending(shape.tree(), shape.name().hashCode()));
    }
  }

  /** About half the users pending, chosen by a seed. */
  static Demand somePending(ShareTree tree, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    return Demand.pending(IntStream.range(0, tree.size())
        .filter(i -> tree.isUser(i) && random.nextBoolean()).toArray());
  }
}
