package dev.fairshare.algorithms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.lsf.LsfFactors;
import dev.fairshare.algorithms.lsf.LsfFairshareAlgorithm;
import dev.fairshare.algorithms.lsf.LsfSettings;
import dev.fairshare.algorithms.lsf.LsfVersion;
import dev.fairshare.algorithms.pbs.PbsFairshareAlgorithm;
import dev.fairshare.algorithms.pbs.PbsSettings;
import dev.fairshare.algorithms.slurm.SlurmClassicAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.explain.Queryable;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The one-user queries on trees larger than the property tests' (thousands of nodes, lists longer than ten,
 * a chain 100,000 deep), asked by several threads at once about two snapshots in turn: every user's factor is
 * {@code compute}'s for that snapshot, bit for bit, whatever another thread asked before.
 */
class OneUserQueriesTest {
  private static final List<FairshareAlgorithm> ALGORITHMS = List.of(new SlurmClassicAlgorithm(1),
      new SlurmClassicAlgorithm(3), new SlurmDepthObliviousAlgorithm(1, UserCache.FRESH),
      new SlurmDepthObliviousAlgorithm(1, UserCache.AFTER_RESTART), new PbsFairshareAlgorithm(new PbsSettings(0)),
      new LsfFairshareAlgorithm(new LsfSettings(LsfVersion.V10_1, LsfFactors.defaults(), false)));

  @Test
  void fourThreadsQueryingTwoSnapshotsInTurnGetComputesFactors() throws Exception {
    for (TreeShapes.Shape shape : List.of(TreeShapes.irregular(10_000, 3, 12, 3),
        TreeShapes.chainWithUsers(300, 10, 5), TreeShapes.balanced(40, 2, 9))) {
      for (FairshareAlgorithm algorithm : ALGORITHMS) {
        checkConcurrently(algorithm, shape.tree(), shape.usage());
      }
    }
  }

  @Test
  void theUserAtTheBottomOfAChain100000DeepIsAnsweredWithoutRecursion() {
    TreeShapes.Shape chain = TreeShapes.chain(100_000, 7);
    int user = chain.tree().size() - 1;
    for (FairshareAlgorithm algorithm : ALGORITHMS) {
      FactorQuery query = ((Queryable) algorithm).factorQuery(chain.tree());
      assertThat(query.factor(chain.usage(), user)).as(algorithm.name())
          .isEqualTo(algorithm.compute(chain.tree(), chain.usage()).factor(user));
    }
  }

  @Test
  void aSnapshotOfAnotherTreeIsRefused() {
    TreeShapes.Shape one = TreeShapes.balanced(3, 2, 1);
    TreeShapes.Shape other = TreeShapes.balanced(3, 2, 1);
    for (FairshareAlgorithm algorithm : ALGORITHMS) {
      FactorQuery query = ((Queryable) algorithm).factorQuery(one.tree());
      assertThatThrownBy(() -> query.factor(other.usage(), 5)).as(algorithm.name())
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another tree");
    }
  }

  private static void checkConcurrently(FairshareAlgorithm algorithm, ShareTree tree, UsageSnapshot usage)
      throws Exception {
    UsageSnapshot charged = charged(tree, usage);
    UsageSnapshot[] snapshots = {usage, charged};
    FairshareResult[] results = {algorithm.compute(tree, usage), algorithm.compute(tree, charged)};
    FactorQuery query = ((Queryable) algorithm).factorQuery(tree);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        long seed = t;
        done.add(pool.submit(() -> {
          SplittableRandom random = new SplittableRandom(seed);
          for (int q = 0; q < 2 * tree.size(); q++) {
            int which = (q / 100 + (int) seed) % 2;
            int node = random.nextInt(tree.size());
            double expected = results[which].factor(node);
            double actual = query.factor(snapshots[which], node);
            if (Double.doubleToRawLongBits(actual) != Double.doubleToRawLongBits(expected)) {
              throw new AssertionError(algorithm.name() + " " + tree.path(node) + " snapshot " + which + ": "
                  + actual + " against compute's " + expected);
            }
          }
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** The usage with every fifth user charged 777.25 more, added to it and each of its ancestors. */
  private static UsageSnapshot charged(ShareTree tree, UsageSnapshot usage) {
    double[] totals = usage.toArray();
    int k = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i) && k++ % 5 == 0) {
        for (int a = i; a >= 0; a = tree.parent(a)) {
          totals[a] += 777.25;
        }
      }
    }
    return UsageSnapshot.fromTotals(tree, totals, usage.at());
  }
}
