package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.testkit.ParallelContract;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceSlurmFairTree;
import dev.fairshare.tree.ShareTree;
import java.util.concurrent.ForkJoinPool;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code slurm.fair-tree} on random trees of up to 30,000 nodes, many times the chunks in which the
 * sequential pass writes its factors behind the lists: the ranks and factors equal the plain reference's
 * ({@link ReferenceSlurmFairTree}) with the tied users of every kind (a quarter of the users without usage,
 * zero shares, {@code parent} accounts and users), fresh and reusing another tree's result; the parallel
 * recompute, whose tasks write their own factors, gives the sequential results bit for bit.
 */
class SlurmFairTreeBigTreesPropertyTest {
  private static final ForkJoinPool POOL = new ForkJoinPool(3);

  @Provide
  Arbitrary<TreeShapes.Shape> shapes() {
    return RandomTrees.shapes(new RandomTrees.Options(30_000, 30, true, true));
  }

  @Property(tries = 10)
  void ranksAndFactorsEqualTheReferenceAndTheParallelOnes(@ForAll("shapes") TreeShapes.Shape shape) {
    ShareTree tree = shape.tree();
    FairshareAlgorithm fairTree = new SlurmFairTreeAlgorithm();
    // Another tree's result handed back: every factor must be written over its arrays.
    FairshareResult other = fairTree.compute(TreeShapes.balanced(10, 4, 3).tree(),
        TreeShapes.balanced(10, 4, 3).usage());
    FairshareResult fast = fairTree.compute(tree, shape.usage());
    FairshareResult reused = fairTree.compute(tree, shape.usage(), Demand.none(), other);
    ReferenceSlurmFairTree.Values ref = new ReferenceSlurmFairTree().compute(tree, shape.usage());
    int n = tree.userCount();
    for (int i = 0; i < tree.size(); i++) {
      String what = tree.path(i) + " in " + shape.name();
      assertThat((Double) fast.get(Metric.FACTOR, i)).as("factor of %s", what).isEqualTo((Double) ref.factor()[i]);
      if (tree.isUser(i)) {
        assertThat(fast.rank(i)).as("rank of %s", what).isEqualTo(n - ref.slurmRank()[i] + 1);
      }
    }
    ParallelContract.assertIdentical(reused, fast, "reusing another tree's result, " + shape.name());
    for (int threads = 2; threads <= 3; threads++) {
      Parallelism cut = Parallelism.of(threads, POOL).withMinNodes(1).withTaskNodes(500 * threads);
      FairshareResult parallel = fairTree.parallel(cut).compute(tree, shape.usage());
      ParallelContract.assertIdentical(parallel, fast, threads + " threads, " + shape.name());
    }
  }
}
