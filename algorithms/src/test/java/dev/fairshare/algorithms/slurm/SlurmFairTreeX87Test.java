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
import dev.fairshare.tree.ShareTreeBuilder;
import org.junit.jupiter.api.Test;

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

  /**
   * Two users whose LevelFS lies beyond a double's range (S/U with U = 1e-200 / 1e120, below a double's
   * normal range but an x87 normal): both LEVEL_FS doubles are +inf, but the x87 values differ, so the
   * second is not tied with the first (a user without usage, whose +inf is exact, would be). Slurm's walk
   * from rank N = 3: u1 (LevelFS about 3.3e319) 3/3, u2 (about 1.7e319) 2/3, big (1/3) 1/3.
   */
  @Test
  void levelFsBeyondADoubleIsNotTiedByItsInfiniteDouble() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.user(ShareTreeBuilder.ROOT, "big", 1);
    b.user(ShareTreeBuilder.ROOT, "u1", 1);
    b.user(ShareTreeBuilder.ROOT, "u2", 1);
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    int u1 = -1;
    int u2 = -1;
    int big = -1;
    for (int i = 1; i < tree.size(); i++) {
      switch (tree.name(i)) {
        case "u1" -> { own[i] = 1e-200; u1 = i; }
        case "u2" -> { own[i] = 2e-200; u2 = i; }
        default -> { own[i] = 1e120; big = i; }
      }
    }
    FairshareResult r = new SlurmFairTreeAlgorithm()
        .compute(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
    assertThat((Double) r.get(Metric.LEVEL_FS, u1)).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat((Double) r.get(Metric.LEVEL_FS, u2)).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat((Double) r.get(Metric.FACTOR, u1)).isEqualTo(1.0);
    assertThat((Double) r.get(Metric.FACTOR, u2)).isEqualTo(2.0 / 3);
    assertThat((Double) r.get(Metric.FACTOR, big)).isEqualTo(1.0 / 3);
    assertThat(r.rank(u1)).isEqualTo(1);
    assertThat(r.rank(u2)).isEqualTo(2);
    assertThat(r.rank(big)).isEqualTo(3);
  }
}
