package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.reference.ReferencePbsFairshare;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * PBS's per-node usage ({@link PbsNodeUsage}: exact sums when no addition can round, else one running sum per
 * depth) equals, bit for bit, the sums PBS forms by adding every record to each ancestor in
 * {@code rec_write_usage} order, and the whole result equals the plain reference, on trees the small random
 * ones rarely give: chains hundreds deep, groups with up to 80 children, and usage whose sums round (random
 * fractions, integers near 2^53) as well as usage whose sums cannot (integers, multiples of 2^-k), with
 * records PBS drops (1, negative, NaN) and leaves named {@code unknown}.
 */
class PbsNodeUsagePropertyTest {

  @Property(tries = 200)
  void usageEqualsPbsWriteOrderSumsBitForBit(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = randomTree(random, 20 + random.nextInt(3000));
    UsageSnapshot usage = randomUsage(tree, random);
    PbsTreeView view = new PbsTreeView(tree, 0);
    double[] fast = PbsNodeUsage.of(view, usage);
    double[] expected = inPbsWriteOrder(tree, usage);
    for (int i = 0; i < tree.size(); i++) {
      assertThat(Double.doubleToLongBits(fast[i])).as("usage of node %d %s (seed %d)", i, tree.path(i), seed)
          .isEqualTo(Double.doubleToLongBits(expected[i]));
    }
  }

  @Property(tries = 60)
  void resultEqualsTheReferenceBitForBit(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = randomTree(random, 20 + random.nextInt(400));
    UsageSnapshot usage = randomUsage(tree, random);
    int unknownShares = random.nextInt(3) * 5;
    PbsFairshareAlgorithm pbs = new PbsFairshareAlgorithm(new PbsSettings(unknownShares));
    // Computed twice with the arrays reused, so the second keeps the view of the first.
    FairshareResult fast = pbs.compute(tree, usage, dev.fairshare.algorithm.Demand.none(),
        pbs.compute(tree, randomUsage(tree, random)));
    ReferencePbsFairshare.Values ref = new ReferencePbsFairshare(unknownShares).compute(tree, usage);
    for (int i = 0; i < tree.size(); i++) {
      String at = "node " + i + " " + tree.path(i) + " (seed " + seed + ")";
      assertThat(Double.doubleToLongBits(fast.extra(PbsFairshareAlgorithm.PBS_USAGE, i))).as("usage " + at)
          .isEqualTo(Double.doubleToLongBits(ref.usage()[i]));
      assertThat((float) fast.get(Metric.NORM_SHARES, i)).as("tp " + at).isEqualTo(ref.treePercentage()[i]);
      assertThat((float) fast.get(Metric.EFFECTIVE_USAGE, i)).as("uf " + at).isEqualTo(ref.usageFactor()[i]);
      assertThat(Double.doubleToLongBits(fast.factor(i))).as("factor " + at)
          .isEqualTo(Double.doubleToLongBits(ref.factor()[i]));
      assertThat(Double.doubleToLongBits(fast.get(Metric.RANK, i))).as("rank " + at)
          .isEqualTo(Double.doubleToLongBits(ref.rank()[i]));
    }
  }

  @Property(tries = 40)
  void keptViewGivesWhatAFreshOneGives(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = randomTree(random, 20 + random.nextInt(400));
    ShareTree other = randomTree(random, tree.size());
    UsageSnapshot usage = randomUsage(tree, random);
    PbsFairshareAlgorithm pbs = new PbsFairshareAlgorithm(new PbsSettings(3));
    FairshareResult fresh = pbs.compute(tree, usage);
    FairshareResult sameTree = pbs.compute(tree, usage, dev.fairshare.algorithm.Demand.none(),
        pbs.compute(tree, randomUsage(tree, random)));
    FairshareResult otherTree = pbs.compute(tree, usage, dev.fairshare.algorithm.Demand.none(),
        pbs.compute(other, UsageSnapshot.zero(other)));
    FairshareResult otherSettings = pbs.compute(tree, usage, dev.fairshare.algorithm.Demand.none(),
        new PbsFairshareAlgorithm(new PbsSettings(0)).compute(tree, usage));
    for (FairshareResult r : List.of(sameTree, otherTree, otherSettings)) {
      for (int i = 0; i < tree.size(); i++) {
        for (Metric m : pbs.metrics()) {
          assertThat(Double.doubleToLongBits(r.get(m, i))).as("%s of node %d (seed %d)", m, i, seed)
              .isEqualTo(Double.doubleToLongBits(fresh.get(m, i)));
        }
        for (String extra : fresh.extraNames()) {
          assertThat(Double.doubleToLongBits(r.extra(extra, i))).as("%s of node %d (seed %d)", extra, i, seed)
              .isEqualTo(Double.doubleToLongBits(fresh.extra(extra, i)));
        }
      }
    }
  }

  @Property(tries = 100)
  void lowestBitIsTheExponentOfTheLowestSetBit(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    double u = Double.longBitsToDouble(random.nextLong() & Long.MAX_VALUE);
    if (Double.isNaN(u) || Double.isInfinite(u) || u == 0) {
      return;
    }
    int m = PbsNodeUsage.lowestBit(u);
    double scaled = Math.scalb(u, -m);
    assertThat(scaled).isEqualTo(Math.rint(scaled));
    assertThat(Math.rint(scaled) % 2).isEqualTo(1.0);
  }

  /** The plain write-then-read of PBS: every record added to each ancestor, records in write order. */
  private static double[] inPbsWriteOrder(ShareTree tree, UsageSnapshot usage) {
    int n = tree.size();
    int[] child = new int[n];
    int[] sibling = new int[n];
    java.util.Arrays.fill(child, -1);
    java.util.Arrays.fill(sibling, -1);
    for (int i = 1; i < n; i++) {
      sibling[i] = child[tree.parent(i)];
      child[tree.parent(i)] = i;
    }
    double[] pu = new double[n];
    java.util.Arrays.fill(pu, 1.0);
    java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
    stack.push(0);
    while (!stack.isEmpty()) {
      int x = stack.pop();
      if (child[x] >= 0) {
        stack.push(child[x]);
      }
      if (sibling[x] >= 0) {
        stack.push(sibling[x]);
      }
      double u = usage.usage(x);
      if (x == 0 || tree.hasChildren(x) || tree.name(x).equals("unknown") || u == 1 || !(u >= 0)) {
        continue;
      }
      pu[x] = u;
      for (int a = tree.parent(x); a >= 0; a = tree.parent(a)) {
        pu[a] += u;
      }
    }
    return pu;
  }

  /** Chains up to hundreds deep or groups of up to 80 children; some leaves are groups or named unknown. */
  static ShareTree randomTree(SplittableRandom random, int target) {
    ShareTreeBuilder b = new ShareTreeBuilder();
    List<Integer> groups = new ArrayList<>();
    groups.add(ShareTreeBuilder.ROOT);
    int nodes = 1;
    boolean chainy = random.nextInt(3) == 0;
    for (int g = 0; g < groups.size() && nodes < target; g++) {
      int children = chainy ? 1 + random.nextInt(4) : random.nextInt(5) == 0 ? 20 + random.nextInt(61)
          : 1 + random.nextInt(10);
      for (int k = 0; k < children && nodes < target; k++) {
        boolean group = chainy ? k == 0 : random.nextInt(3) == 0;
        String name = !group && k == 0 && random.nextInt(30) == 0 ? "unknown" : (group ? "g" : "u") + nodes;
        int id = b.add(groups.get(g), name, group ? NodeKind.GROUP : NodeKind.USER, random.nextInt(5), false,
            null, null);
        nodes++;
        if (group) {
          groups.add(id);
        }
      }
    }
    return b.build();
  }

  static UsageSnapshot randomUsage(ShareTree tree, SplittableRandom random) {
    int mode = random.nextInt(5);
    int k = random.nextInt(12);
    double[] own = new double[tree.size()];
    for (int i = 1; i < own.length; i++) {
      if (tree.hasChildren(i)) {
        own[i] = random.nextInt(10) == 0 ? random.nextInt(100) : 0;
        continue;
      }
      int roll = random.nextInt(40);
      own[i] = roll == 0 ? 1 : roll == 1 ? -random.nextInt(5) : roll == 2 ? Double.NaN : switch (mode) {
        case 0 -> random.nextDouble() * 1e6;
        case 1 -> random.nextInt(1_000_000);
        case 2 -> Math.scalb((double) random.nextInt(1 << 20), -k);
        case 3 -> (double) ((1L << 52) + random.nextLong(1L << 51));
        default -> random.nextInt(3) == 0 ? random.nextDouble() : random.nextInt(1000);
      };
    }
    UsageSnapshot fromOwn = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    // fromOwn adds a NaN or negative leaf into its ancestors; PBS reads only the leaves' own values.
    double[] totals = fromOwn.toArray();
    for (int i = 1; i < own.length; i++) {
      if (!tree.hasChildren(i)) {
        totals[i] = own[i];
      }
    }
    return UsageSnapshot.fromTotals(tree, totals, Instant.EPOCH);
  }
}
