package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code slurm.ticket}'s U, E and F, computed with hardware doubles where {@link X87Pair} accepts (and as
 * doubles alone in {@link TicketCommonNode}'s common case), are bit for bit those of the software x87
 * alone ({@link X87}, checked against hardware): random trees with {@code parent} and zero shares, with
 * their integer usage and with usage spread over 2,000 binary orders of magnitude (so that some values
 * fall outside {@link X87Pair}'s range and take the X87 path).
 */
class SlurmTicketX87Test {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes();
  }

  @Property(tries = 300)
  void usageEfficiencyAndFactorAreTheX87Ones(@ForAll("trees") TreeShapes.Shape shape) {
    check(shape.tree(), shape.usage(), shape.name());
  }

  @Property(tries = 300)
  void soAreTheyWithUsageOfEveryMagnitude(@ForAll("trees") TreeShapes.Shape shape, @ForAll long seed) {
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i) && random.nextInt(4) != 0) {
        own[i] = Math.scalb(1 + random.nextDouble(), random.nextInt(2000) - 1000);
      }
    }
    check(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH), shape.name() + " seed " + seed);
  }

  /**
   * Trees without {@code parent} associations, where groups too take the common case
   * ({@link TicketCommonNode}), with usage of every magnitude so that U falls below, near and above the
   * floor.
   */
  @Property(tries = 300)
  void soAreTheyOnTreesWithoutParentAssociations(@ForAll long treeSeed, @ForAll long seed) {
    TreeShapes.Shape shape = RandomTrees.generate(treeSeed, new RandomTrees.Options(60, 30, false, true));
    ShareTree tree = shape.tree();
    SplittableRandom random = new SplittableRandom(seed);
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i) && random.nextInt(4) != 0) {
        own[i] = random.nextBoolean() ? random.nextInt(100_000)
            : Math.scalb(1 + random.nextDouble(), random.nextInt(60) - 30);
      }
    }
    check(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH), shape.name() + " seed " + seed);
    check(tree, shape.usage(), shape.name());
  }

  private static void check(ShareTree tree, UsageSnapshot usage, String name) {
    int[] everyone = java.util.stream.IntStream.range(1, tree.size()).toArray();
    FairshareResult fast = new SlurmTicketAlgorithm().compute(tree, usage, Demand.pending(everyone));
    int n = tree.size();
    double[] s = new double[n];
    double[] u = new double[n];
    double[] e = new double[n];
    double[] fs = new double[n];
    java.util.Arrays.fill(u, Double.NaN);
    java.util.Arrays.fill(fs, Double.NaN);
    x87Only(tree, usage, s, u, e, fs);
    for (int i = 1; i < n; i++) {
      String what = tree.path(i) + " in " + name;
      assertThat((Double) fast.get(Metric.NORM_SHARES, i)).as("S of %s", what).isEqualTo((Double) s[i]);
      assertThat((Double) fast.get(Metric.NORM_USAGE, i)).as("U of %s", what).isEqualTo((Double) u[i]);
      assertThat((Double) fast.get(Metric.EFFECTIVE_USAGE, i)).as("E of %s", what).isEqualTo((Double) e[i]);
      assertThat((Double) fast.extra(SlurmTicketAlgorithm.FS_FACTOR, i)).as("F of %s", what)
          .isEqualTo((Double) fs[i]);
    }
  }

  /** The same values with {@link X87} alone, as {@code priority_multifactor2.c} computes them. */
  private static void x87Only(ShareTree tree, UsageSnapshot usage, double[] s, double[] u, double[] e,
      double[] fs) {
    int n = tree.size();
    double[] level = new double[n];
    for (int i = 1; i < n; i++) {
      if (!tree.usesParentShares(i)) {
        level[tree.parent(i)] += tree.shares(i);
      }
    }
    long[] uMant = new long[n];
    int[] uExp = new int[n];
    X87 x = new X87();
    long oneMant = x.set(1.0).mant;
    int oneExp = x.exp;
    double total = usage.total();
    s[0] = 1.0;
    e[0] = 1.0;
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      double levelShares = level[p];
      s[i] = tree.usesParentShares(i) ? s[p] : (tree.shares(i) / levelShares) * s[p];
      if (p != 0 && tree.usesParentShares(i)) {
        x.mant = uMant[p];
        x.exp = uExp[p];
      } else if (total == 0) {
        x.set(0);
      } else {
        x.divide(usage.usage(i), total);
        if (X87.compare(x.mant, x.exp, oneMant, oneExp) > 0) {
          x.mant = oneMant;
          x.exp = oneExp;
        }
      }
      uMant[i] = x.mant;
      uExp[i] = x.exp;
      long em = x.mant;
      int ee = x.exp;
      if (p != 0 && levelShares != 0) {
        double raw = tree.usesParentShares(i) ? SlurmTicketAlgorithm.USE_PARENT : tree.shares(i);
        long cm = x.set(0.01).mant;
        int ce = x.exp;
        x.set(raw);
        x.multiply(cm, ce, x.mant, x.exp);
        long pm = x.mant;
        int pe = x.exp;
        x.set(levelShares);
        x.divide(pm, pe, x.mant, x.exp);
        if (X87.compare(em, ee, x.mant, x.exp) <= 0) {
          em = x.mant;
          ee = x.exp;
        }
      }
      u[i] = X87.toDouble(uMant[i], uExp[i]);
      e[i] = X87.toDouble(em, ee);
      fs[i] = 0.0;
      if (s[i] > 0.0) {
        long cm = x.set(0.01).mant;
        int ce = x.exp;
        x.set(s[i]);
        long sm = x.mant;
        int se = x.exp;
        x.multiply(cm, ce, sm, se);
        if (X87.compare(em, ee, x.mant, x.exp) < 0) {
          em = x.mant;
          ee = x.exp;
        }
        x.divide(sm, se, em, ee);
        fs[i] = X87.toDouble(x.mant, x.exp);
      }
    }
  }
}
