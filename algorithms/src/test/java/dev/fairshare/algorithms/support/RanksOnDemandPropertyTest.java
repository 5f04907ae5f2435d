package dev.fairshare.algorithms.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithms.pbs.PbsFairshareAlgorithm;
import dev.fairshare.algorithms.pbs.PbsSettings;
import dev.fairshare.algorithms.slurm.SlurmClassicAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmTicketAlgorithm;
import dev.fairshare.testkit.MixedTrees;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferencePbsFairshare;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The ranks of the algorithms whose scheduler does not rank ({@code slurm.classic},
 * {@code slurm.depth-oblivious}, {@code slurm.ticket}, {@code pbs.fairshare}) are computed on demand: not by
 * the recompute, but when first read, and then they are the ranks the definitions give. Slurm's are the
 * plain sorted ranking of the factors ({@link RankingPropertyTest#plainRanking}); PBS's those of its
 * reference version. Checked sequential and parallel, on results that reuse earlier results whose ranks were
 * never read; for {@code slurm.ticket} both on mixed trees (whose ticket counts are too large to count, and
 * some of whose users are {@code parent} associations: ranked by sorting) and on trees of 80,000 users
 * whose most tickets are small enough to be ranked by counting them.
 */
class RanksOnDemandPropertyTest {
  private static final ForkJoinPool POOL = new ForkJoinPool(3);

  @Property(tries = 40)
  void slurmRanksAreThePlainRankingOfTheFactorsWhenRead(@ForAll long seed) {
    for (FairshareAlgorithm algorithm : new FairshareAlgorithm[] {new SlurmClassicAlgorithm(1),
        new SlurmDepthObliviousAlgorithm(2)}) {
      check(algorithm, MixedTrees.generate(seed), seed, tree -> Demand.none(),
          (tree, usage, result) -> RankingPropertyTest.plainRanking(tree, factors(result)));
    }
  }

  @Property(tries = 40)
  void ticketRanksAreThePlainRankingOfTheFactorsWhenRead(@ForAll long seed) {
    check(new SlurmTicketAlgorithm(), MixedTrees.generate(seed), seed, tree -> somePending(tree, seed),
        (tree, usage, result) -> RankingPropertyTest.plainRanking(tree, factors(result)));
  }

  /**
   * On 80,000 users of one account, most of them without usage (each user's F the same, 100, so its
   * tickets follow its shares), the most tickets a user gets is below twice the users, so the ranks are
   * counted from the tickets (sequential and split among the workers), not sorted.
   */
  @Property(tries = 3)
  void ticketRanksCountedFromTheTicketsAreThePlainRankingOfTheFactorsWhenRead(@ForAll long seed) {
    check(new SlurmTicketAlgorithm(), wide(80_000, seed), seed, tree -> somePending(tree, seed),
        (tree, usage, result) -> {
          double most = 0;
          for (int i = 0; i < tree.size(); i++) {
            most = tree.isUser(i) ? Math.max(most, result.extra(SlurmTicketAlgorithm.TICKETS, i)) : most;
          }
          assertThat(most).as("the most tickets of a user").isPositive().isLessThan(2.0 * tree.userCount());
          return RankingPropertyTest.plainRanking(tree, factors(result));
        });
  }

  /** One account of {@code users} users with shares 1 to 3, one in ten with usage 1 to 1,000. */
  private static TreeShapes.Shape wide(int users, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    int account = b.group(ShareTreeBuilder.ROOT, "a", 1);
    for (int u = 0; u < users; u++) {
      b.user(account, "u" + u, 1 + random.nextInt(3));
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      own[i] = tree.isUser(i) && random.nextInt(10) == 0 ? 1 + random.nextInt(1000) : 0;
    }
    return new TreeShapes.Shape("wide-" + users, tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
  }

  @Property(tries = 40)
  void pbsRanksAreThoseOfTheReferenceWhenRead(@ForAll long seed) {
    check(new PbsFairshareAlgorithm(new PbsSettings(0)), RandomTrees.generate(seed, RandomTrees.Options.defaults()),
        seed, tree -> Demand.none(),
        (tree, usage, result) -> new ReferencePbsFairshare(0).compute(tree, usage).rank());
  }

  /** The ranks a result should have, from a definition that is not the fast ranking. */
  private interface ExpectedRanks {
    double[] of(ShareTree tree, UsageSnapshot usage, FairshareResult result);
  }

  /** The pending jobs of a tree: none, or (for {@code slurm.ticket}, which ranks only active users) some. */
  private interface PendingJobs {
    Demand of(ShareTree tree);
  }

  /** Seven users in eight pending, at random. */
  private static Demand somePending(ShareTree tree, long seed) {
    SplittableRandom random = new SplittableRandom(seed ^ 0x5eed);
    return Demand.pending(IntStream.range(1, tree.size()).filter(i -> tree.isUser(i) && random.nextInt(8) != 0)
        .toArray());
  }

  /**
   * Three cycles on one tree, sequential and split, each reusing the previous result: the first two
   * cycles' ranks are never read, the third's are read and compared.
   */
  private static void check(FairshareAlgorithm algorithm, TreeShapes.Shape shape, long seed,
      PendingJobs pending, ExpectedRanks expected) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = shape.tree();
    Demand demand = pending.of(tree);
    Parallelism parallelism = Parallelism.of(2 + random.nextInt(3), POOL).withMinNodes(1)
        .withTaskNodes(2 + random.nextInt(40));
    for (FairshareAlgorithm a : new FairshareAlgorithm[] {algorithm, algorithm.parallel(parallelism)}) {
      String what = algorithm.name() + (a == algorithm ? "" : ", parallel") + " on " + shape.name();
      FairshareResult previous = null;
      UsageSnapshot usage = shape.usage();
      for (int cycle = 0; cycle < 3; cycle++) {
        usage = cycle == 0 ? usage : changed(tree, usage, random);
        FairshareResult result = a.compute(tree, usage, demand, previous);
        assertThat(result.computed(Metric.RANK)).as(what + ": ranks before any read").isFalse();
        assertThat(result.computed(Metric.FACTOR)).as(what + ": factors").isTrue();
        previous = result;
      }
      double[] want = expected.of(tree, usage, previous);
      for (int i = 0; i < tree.size(); i++) {
        assertThat(Double.doubleToLongBits(previous.get(Metric.RANK, i))).as("%s: rank of %s", what, tree.path(i))
            .isEqualTo(Double.doubleToLongBits(want[i]));
      }
      assertThat(previous.computed(Metric.RANK)).as(what + ": ranks once read").isTrue();
    }
  }

  private static double[] factors(FairshareResult result) {
    double[] f = new double[result.tree().size()];
    for (int i = 0; i < f.length; i++) {
      f[i] = result.factor(i);
    }
    return f;
  }

  /** The same users' usage, some kept, some zero, some scaled. */
  private static UsageSnapshot changed(ShareTree tree, UsageSnapshot usage, SplittableRandom random) {
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        int roll = random.nextInt(4);
        own[i] = roll == 0 ? usage.usage(i) : roll == 1 ? 0 : usage.usage(i) * (0.5 + random.nextDouble());
      }
    }
    return UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
  }
}
