package dev.fairshare.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The contract every fair-share algorithm obeys, ours or an integrator's: extend this class, return the
 * algorithm, and the shared invariants run against it on seeded random trees.
 *
 * <p>Invariants: every user gets a factor in {@link #factorRange()}; the result is deterministic and does
 * not change its inputs; it fills exactly the metrics it declares (at least FACTOR); every user has a rank
 * from 1 to the number of users when RANK is declared; more usage for a user never raises that user's
 * factor; with no usage anywhere every user with positive shares gets a factor; a recompute that reuses the
 * arrays of a previous result for the same tree ({@code compute(..., previous)}) gives the fresh result bit for
 * bit; an algorithm that declares it takes no pending jobs ({@link FairshareAlgorithm#takesPendingJobs}) gives
 * the same result bit for bit whichever nodes are pending, and one that declares it takes them gives another
 * result on some tree when only some of its users have a pending job; one that declares every factor 0 without
 * pending jobs ({@link FairshareAlgorithm#zeroWithoutPendingJobs}) takes them and gives every user 0 on every
 * tree when none is pending, and one that does not gives some user another factor on some tree.
 */
public abstract class AlgorithmContract {
  private static final int CASES = 200;

  /** The algorithm under test. */
  protected abstract FairshareAlgorithm algorithm();

  /** The closed range every user's factor lies in; [0, 1] unless the algorithm says otherwise. */
  protected double[] factorRange() {
    return new double[] {0, 1};
  }

  /**
   * The demand the invariants are checked under; none unless the algorithm needs one (Slurm's ticket
   * algorithm gives nothing to branches without pending jobs).
   */
  protected Demand demand(ShareTree tree) {
    return Demand.none();
  }

  /** The random-tree options this algorithm supports (for example without {@code parent} shares). */
  protected RandomTrees.Options treeOptions() {
    return RandomTrees.Options.defaults();
  }

  @Test
  void everyUserGetsAFactorInRange() {
    double[] range = factorRange();
    for (long seed = 0; seed < CASES; seed++) {
      TreeShapes.Shape shape = RandomTrees.generate(seed, treeOptions());
      FairshareResult result = algorithm().compute(shape.tree(), shape.usage(), demand(shape.tree()));
      ShareTree tree = shape.tree();
      for (int i = 0; i < tree.size(); i++) {
        if (tree.isUser(i)) {
          assertThat(result.factor(i)).as("factor of %s in %s", tree.path(i), shape.name())
              .isBetween(range[0], range[1]);
        }
      }
    }
  }

  @Test
  void resultIsDeterministicAndFillsDeclaredMetrics() {
    for (long seed = 0; seed < CASES; seed += 7) {
      TreeShapes.Shape shape = RandomTrees.generate(seed, treeOptions());
      double[] usageBefore = shape.usage().toArray();
      FairshareResult first = algorithm().compute(shape.tree(), shape.usage(), demand(shape.tree()));
      FairshareResult second = algorithm().compute(shape.tree(), shape.usage(), demand(shape.tree()));
      assertThat(shape.usage().toArray()).isEqualTo(usageBefore);
      assertThat(first.metrics()).containsExactlyInAnyOrderElementsOf(algorithm().metrics());
      assertThat(first.metrics()).contains(Metric.FACTOR);
      for (Metric m : first.metrics()) {
        for (int i = 0; i < shape.tree().size(); i++) {
          assertThat(Double.doubleToLongBits(second.get(m, i)))
              .as("%s of node %d in %s", m, i, shape.name())
              .isEqualTo(Double.doubleToLongBits(first.get(m, i)));
        }
      }
    }
  }

  @Test
  void aRecomputeReusingThePreviousResultIsTheFreshComputeBitForBit() {
    for (long seed = 0; seed < CASES; seed += 9) {
      TreeShapes.Shape shape = RandomTrees.generate(seed, treeOptions());
      ShareTree tree = shape.tree();
      FairshareResult previous = algorithm().compute(tree, UsageSnapshot.zero(tree), demand(tree));
      double[] own = ownUsage(shape);
      for (int i = 0; i < own.length; i++) {
        own[i] += i % 3 == 0 ? 250.5 : 0;
      }
      UsageSnapshot next = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
      FairshareResult fresh = algorithm().compute(tree, next, demand(tree));
      FairshareResult reused = algorithm().compute(tree, next, demand(tree), previous);
      for (Metric m : fresh.metrics()) {
        for (int i = 0; i < tree.size(); i++) {
          assertThat(Double.doubleToLongBits(reused.get(m, i)))
              .as("%s of node %d in %s, recomputed over the previous result", m, i, shape.name())
              .isEqualTo(Double.doubleToLongBits(fresh.get(m, i)));
        }
      }
    }
  }

  @Test
  void ranksRunFromOneToTheNumberOfUsers() {
    if (!algorithm().metrics().contains(Metric.RANK)) {
      return;
    }
    for (long seed = 0; seed < CASES; seed += 3) {
      TreeShapes.Shape shape = RandomTrees.generate(seed, treeOptions());
      FairshareResult result = algorithm().compute(shape.tree(), shape.usage(), demand(shape.tree()));
      ShareTree tree = shape.tree();
      for (int i = 0; i < tree.size(); i++) {
        if (tree.isUser(i)) {
          assertThat(result.rank(i)).as("rank of %s", tree.path(i)).isBetween(1, tree.userCount());
        }
      }
    }
  }

  @Test
  void moreUsageNeverRaisesTheUsersFactor() {
    for (long seed = 0; seed < CASES; seed++) {
      TreeShapes.Shape shape = RandomTrees.generate(seed, treeOptions());
      ShareTree tree = shape.tree();
      int user = firstUser(tree, seed);
      if (user < 0) {
        continue;
      }
      double[] own = ownUsage(shape);
      own[user] += 1000;
      UsageSnapshot more = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
      double before = algorithm().compute(tree, shape.usage(), demand(tree)).factor(user);
      double after = algorithm().compute(tree, more, demand(tree)).factor(user);
      assertThat(after).as("factor of %s after more usage in %s", tree.path(user), shape.name())
          .isLessThanOrEqualTo(before);
    }
  }

  @Test
  void zeroUsageGivesEveryUserAFactor() {
    for (long seed = 0; seed < CASES; seed += 5) {
      TreeShapes.Shape shape = RandomTrees.generate(seed, treeOptions());
      FairshareResult result =
          algorithm().compute(shape.tree(), UsageSnapshot.zero(shape.tree()), demand(shape.tree()));
      for (int i = 0; i < shape.tree().size(); i++) {
        if (shape.tree().isUser(i)) {
          assertThat(result.factor(i)).as("factor of %s", shape.tree().path(i)).isNotNaN();
        }
      }
    }
  }

  @Test
  void pendingJobsChangeTheResultExactlyWhenTheAlgorithmSaysItTakesThem() {
    boolean takes = algorithm().takesPendingJobs();
    int differing = 0;
    for (long seed = 0; seed < CASES; seed += 3) {
      TreeShapes.Shape shape = RandomTrees.generate(seed, treeOptions());
      ShareTree tree = shape.tree();
      FairshareResult base = algorithm().compute(tree, shape.usage(), demand(tree));
      FairshareResult some = algorithm().compute(tree, shape.usage(), everyOtherUserPending(tree));
      boolean same = true;
      for (Metric m : base.metrics()) {
        for (int i = 0; i < tree.size(); i++) {
          long a = Double.doubleToLongBits(base.get(m, i));
          long b = Double.doubleToLongBits(some.get(m, i));
          if (!takes) {
            assertThat(b).as("%s of node %d in %s with every other user pending, for an algorithm that takes "
                + "no pending jobs", m, i, shape.name()).isEqualTo(a);
          }
          same &= a == b;
        }
      }
      differing += same ? 0 : 1;
    }
    if (takes) {
      assertThat(differing).as("trees whose result changes when every other user has a pending job, for an "
          + "algorithm that says it takes pending jobs").isPositive();
    }
  }

  @Test
  void noPendingJobsGiveEveryFactor0ExactlyWhenTheAlgorithmSaysSo() {
    boolean zero = algorithm().zeroWithoutPendingJobs();
    if (zero) {
      assertThat(algorithm().takesPendingJobs()).as("an algorithm whose factors are 0 without pending jobs takes "
          + "pending jobs").isTrue();
    }
    int nonZero = 0;
    for (long seed = 0; seed < CASES; seed += 3) {
      TreeShapes.Shape shape = RandomTrees.generate(seed, treeOptions());
      ShareTree tree = shape.tree();
      FairshareResult result = algorithm().compute(tree, shape.usage(), Demand.none());
      boolean some = false;
      for (int i = 0; i < tree.size(); i++) {
        if (tree.isUser(i)) {
          if (zero) {
            assertThat(result.factor(i)).as("factor of %s in %s with no pending job, for an algorithm that says "
                + "every factor is 0 then", tree.path(i), shape.name()).isZero();
          }
          some |= result.factor(i) != 0 && !Double.isNaN(result.factor(i));
        }
      }
      nonZero += some ? 1 : 0;
    }
    if (!zero) {
      assertThat(nonZero).as("trees where some user's factor is not 0 with no pending job, for an algorithm that "
          + "does not say every factor is 0 then").isPositive();
    }
  }

  /** The demand where the first user, the third and so on in tree order have a pending job. */
  private static Demand everyOtherUserPending(ShareTree tree) {
    int[] users = java.util.stream.IntStream.range(0, tree.size()).filter(tree::isUser).toArray();
    return Demand.pending(java.util.stream.IntStream.range(0, users.length).filter(k -> k % 2 == 0)
        .map(k -> users[k]).toArray());
  }

  private static int firstUser(ShareTree tree, long seed) {
    int users = tree.userCount();
    if (users == 0) {
      return -1;
    }
    int pick = (int) Math.floorMod(seed, (long) users);
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i) && pick-- == 0) {
        return i;
      }
    }
    return -1;
  }

  private static double[] ownUsage(TreeShapes.Shape shape) {
    ShareTree tree = shape.tree();
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        own[i] = shape.usage().usage(i);
      }
    }
    return own;
  }
}
