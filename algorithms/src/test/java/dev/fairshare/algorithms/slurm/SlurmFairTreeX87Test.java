package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceSlurmFairTree;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code slurm.fair-tree}'s LevelFS, computed with hardware doubles where {@link X87Pair} accepts, is bit
 * for bit the software x87's ({@link X87}, checked against hardware), and its ranks are the exact
 * reference's, with usage spread over 2,000 binary orders of magnitude (so that some LevelFS values fall
 * outside {@link X87Pair}'s range, or beyond a double's, and are ordered through {@link X87}).
 */
class SlurmFairTreeX87Test {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 300)
  void levelFsIsTheX87OneWithUsageOfEveryMagnitude(@ForAll("trees") TreeShapes.Shape shape,
      @ForAll long seed) {
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i) && random.nextInt(4) != 0) {
        own[i] = Math.scalb(1 + random.nextDouble(), random.nextInt(2000) - 1000);
      }
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    FairshareResult fast = new SlurmFairTreeAlgorithm().compute(tree, usage);
    SlurmHierarchy h = new SlurmHierarchy().compute(tree);
    LevelFsKeys exact = new LevelFsKeys(tree, usage, h, new double[0], new double[0]);
    X87 x = new X87();
    ReferenceSlurmFairTree.Values ref = new ReferenceSlurmFairTree().compute(tree, usage);
    int users = tree.userCount();
    for (int i = 1; i < tree.size(); i++) {
      String what = tree.path(i) + " in " + shape.name() + " seed " + seed;
      exact.exact(i, x);
      double expected = tree.usesParentShares(i) ? Double.NaN
          : x.neg ? -X87.toDouble(x.mant, x.exp) : X87.toDouble(x.mant, x.exp);
      assertThat((Double) fast.get(Metric.LEVEL_FS, i)).as("LevelFS of %s", what).isEqualTo((Double) expected);
      assertThat((Double) fast.get(Metric.FACTOR, i)).as("factor of %s", what).isEqualTo((Double) ref.factor()[i]);
      if (tree.isUser(i)) {
        assertThat(fast.rank(i)).as("rank of %s", what).isEqualTo(users - ref.slurmRank()[i] + 1);
      }
    }
  }
}
