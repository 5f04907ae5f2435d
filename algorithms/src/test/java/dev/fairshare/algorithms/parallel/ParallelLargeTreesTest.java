package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithms.lsf.LsfFairshareAlgorithm;
import dev.fairshare.algorithms.lsf.LsfSettings;
import dev.fairshare.algorithms.pbs.PbsFairshareAlgorithm;
import dev.fairshare.algorithms.pbs.PbsSettings;
import dev.fairshare.algorithms.slurm.SlurmClassicAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmFairTreeAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmTicketAlgorithm;
import dev.fairshare.testkit.ParallelContract;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Every algorithm's parallel recompute with the default cut (trees from 100,000 nodes, tasks of
 * {@code nodes / (4 · threads)}) gives the sequential results bit for bit on the benchmarks' big shapes at a
 * tenth of their size: a balanced tree of 111,111 nodes (100,000 users, so the ranking's wide digits), an
 * irregular one of 117,000, every user pending; fresh and reusing the previous result.
 */
class ParallelLargeTreesTest {
  private static final ForkJoinPool POOL = new ForkJoinPool(3);

  private static final List<FairshareAlgorithm> ALGORITHMS = List.of(new SlurmClassicAlgorithm(1),
      new SlurmDepthObliviousAlgorithm(1), new SlurmFairTreeAlgorithm(), new SlurmTicketAlgorithm(),
      new PbsFairshareAlgorithm(PbsSettings.defaults()), new LsfFairshareAlgorithm(LsfSettings.defaults()));

  @Test
  void defaultCutGivesTheSequentialResultsOnBigTrees() {
    Parallelism four = Parallelism.of(4, POOL);
    for (TreeShapes.Shape shape : List.of(TreeShapes.balanced(10, 4, 7), TreeShapes.irregular(117_000, 3, 12, 7))) {
      ShareTree tree = shape.tree();
      Demand demand = Demand.pending(IntStream.range(0, tree.size()).filter(tree::isUser).toArray());
      for (FairshareAlgorithm algorithm : ALGORITHMS) {
        FairshareResult expected = algorithm.compute(tree, shape.usage(), demand, null);
        FairshareAlgorithm parallel = algorithm.parallel(four);
        FairshareResult first = parallel.compute(tree, shape.usage(), demand, null);
        String what = algorithm.name() + " on " + shape.name();
        ParallelContract.assertIdentical(first, expected, what);
        ParallelContract.assertIdentical(parallel.compute(tree, shape.usage(), demand, first), expected,
            what + ", reusing its previous result");
      }
    }
  }
}
