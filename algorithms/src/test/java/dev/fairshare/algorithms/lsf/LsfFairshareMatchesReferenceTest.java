package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.reference.ReferenceLsfFairshare;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The fast lsf.fairshare equals the plain reference on random trees, components and factors. */
class LsfFairshareMatchesReferenceTest {
  private static final RandomTrees.Options OPTIONS = new RandomTrees.Options(60, 30, false, true);
  private static final String[] COMPONENTS = {"run_time", "hist_run_time", "committed_run_time",
      "adjustment", "fwd_job_slots", "gpu_run_time", "hist_gpu_run_time"};

  @Property(tries = 150)
  void fastEqualsReference(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = RandomTrees.generate(seed, OPTIONS).tree();
    UsageSnapshot usage = RandomTrees.generate(seed, OPTIONS).usage();
    for (String c : COMPONENTS) {
      if (random.nextBoolean()) {
        usage = usage.withComponent(c, randomOwn(tree, random));
      }
    }
    Demand demand = Demand.none();
    if (random.nextBoolean()) {
      demand = demand.withQuantity("job_slots", randomOwn(tree, random));
    }
    LsfVersion version = LsfVersion.values()[random.nextInt(LsfVersion.values().length)];
    LsfFactors factors = new LsfFactors(random.nextInt(4) * 0.35, random.nextInt(4) * 0.35,
        random.nextInt(4) * 1.5, random.nextInt(3) * 0.1, random.nextInt(3), random.nextBoolean()
        ? Double.NaN : random.nextInt(3), random.nextInt(3) * 0.5);
    boolean single = random.nextInt(4) == 0;
    FairshareResult fast = new LsfFairshareAlgorithm(new LsfSettings(version, factors, single))
        .compute(tree, usage, demand);
    ReferenceLsfFairshare.Values ref = new ReferenceLsfFairshare(new ReferenceLsfFairshare.Formula(
        factors.cpuTime(), factors.runTime(), factors.runJob(), factors.committedRunTime(),
        factors.fairshareAdjustment(), factors.hasFwdJob() ? factors.fwdJob() : null, factors.gpuRunTime(),
        version.hasAdjustment(), version.hasHistoryAndCommitted(), version.hasForwardAndGpu(), single))
        .compute(tree, usage, demand);
    double tolerance = single ? 1e-6 : 1e-12;
    for (int i = 1; i < tree.size(); i++) {
      double expected = ref.priority()[i];
      assertThat(fast.factor(i)).as("priority of %s (seed %d)", tree.path(i), seed)
          .isCloseTo(expected, org.assertj.core.api.Assertions.within(tolerance * Math.max(1, expected)));
      if (tree.isUser(i)) {
        assertThat(fast.get(Metric.RANK, i)).as("rank of %s (seed %d)", tree.path(i), seed)
            .isEqualTo(ref.rank()[i]);
      }
    }
  }

  @Property(tries = 100)
  void moreSlotsNeverRaiseAPriority(@ForAll long seed) {
    ShareTree tree = RandomTrees.generate(seed, OPTIONS).tree();
    UsageSnapshot usage = RandomTrees.generate(seed, OPTIONS).usage();
    SplittableRandom random = new SplittableRandom(seed);
    double[] slots = randomOwn(tree, random);
    double[] more = slots.clone();
    int node = 1 + random.nextInt(tree.size() - 1);
    more[node] += 1;
    LsfFairshareAlgorithm lsf = new LsfFairshareAlgorithm(LsfSettings.defaults());
    FairshareResult before = lsf.compute(tree, usage.withComponent("job_slots", slots));
    FairshareResult after = lsf.compute(tree, usage.withComponent("job_slots", more));
    for (int a = node; a > 0; a = tree.parent(a)) {
      assertThat(after.factor(a)).isLessThanOrEqualTo(before.factor(a));
    }
  }

  private static double[] randomOwn(ShareTree tree, SplittableRandom random) {
    double[] own = new double[tree.size()];
    for (int i = 1; i < own.length; i++) {
      if (tree.isUser(i) && random.nextInt(3) != 0) {
        own[i] = random.nextInt(5) == 0 ? random.nextInt(8) : random.nextInt(50_000);
      }
    }
    return own;
  }
}
