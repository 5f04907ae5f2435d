package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.reference.ReferenceSlurmFairTree;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@link IncrementalFairTree} after batches of charges holds what a full {@link SlurmFairTreeAlgorithm}
 * recompute of the new usage gives, bit for bit (FACTOR, RANK, LEVEL_FS, S, U, usage_norm of every node),
 * and the plain reference's factors, ranks and LevelFS: on random trees (random, deep chains, wide levels,
 * twin accounts, {@code parent} accounts and users, zero shares) with usage drawn from a few values so that siblings
 * tie, zero usage included, and several batches in a row, charged by amounts (users, accounts, the root) or taken
 * as the next snapshot with the set of changed nodes; a batch re-sorting the lists it touches or, past the
 * cut-over share, all of them.
 */
class IncrementalFairTreePropertyTest {

  @Property(tries = 300)
  void batchesOfChargesGiveTheFullRecomputeBitForBit(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = tree(random);
    double[] own = new double[tree.size()];
    int[] twin = twins(tree);
    for (int i = 1; i < tree.size(); i++) {
      if (twin[i] > 0 && twin[i] < i) {
        own[i] = own[twin[i]];
      } else if (tree.isUser(i) || random.nextInt(10) == 0) {
        own[i] = usage(random);
      }
    }
    UsageSnapshot start = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    // The cut-over: every batch re-sorting every list, none, the default share, or any share.
    int cut = random.nextInt(4);
    double fullShare = cut == 0 ? 0 : cut == 1 ? 2 : cut == 2 ? IncrementalFairTree.FULL_SHARE : random.nextDouble();
    IncrementalFairTree incremental = new IncrementalFairTree(tree, start, fullShare);
    assertSameAsRecompute(incremental, tree, "seed " + seed + " before any charge");
    // Charged by amounts, or by snapshots aggregated from the own usage (whose sums are not the charges').
    boolean snapshots = random.nextBoolean();
    int batches = 1 + random.nextInt(5);
    for (int batch = 1; batch <= batches; batch++) {
      int size = 1 + random.nextInt(random.nextInt(4) == 0 ? 30 : 4);
      int[] nodes = new int[size];
      double[] amounts = new double[size];
      for (int j = 0; j < size; j++) {
        nodes[j] = node(random, tree);
        amounts[j] = random.nextInt(4) == 0 ? random.nextInt(100_000) * random.nextDouble() : 1 << random.nextInt(4);
        int sibling = nodes[j] == 0 ? 0 : tree.children(tree.parent(nodes[j]))[random.nextInt(
            tree.childCount(tree.parent(nodes[j])))];
        double behind = incremental.usage(sibling) - incremental.usage(nodes[j]);
        if (random.nextInt(3) == 0 && behind > 0) {
          // Catches up with a sibling: equal usage, so equal LevelFS where the shares are equal too.
          amounts[j] = behind;
        }
        int a = tree.indexOf("A");
        if (j == size - 1 && a > 0 && twin[a] > 0 && random.nextBoolean()) {
          // Ties the twins again: the lighter one charged up to the other's usage.
          int lighter = incremental.usage(a) < incremental.usage(twin[a]) ? a : twin[a];
          nodes[j] = lighter;
          amounts[j] = Math.max(1, incremental.usage(twin[lighter]) - incremental.usage(lighter));
        } else if (twin[nodes[j]] > 0 && j + 1 < size && random.nextBoolean()) {
          // The same charge to the twin: A and B still tie, both changed inside.
          nodes[j + 1] = twin[nodes[j]];
          amounts[j + 1] = amounts[j];
          j++;
        }
      }
      if (!snapshots) {
        incremental.charge(nodes, amounts);
      } else {
        for (int j = 0; j < size; j++) {
          own[nodes[j]] += amounts[j];
        }
        UsageSnapshot next = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH.plusSeconds(batch));
        incremental.update(next, nodes);
        for (int i = 0; i < tree.size(); i++) {
          assertThat(incremental.usage(i)).as("usage of %s after batch %d", tree.path(i), batch)
              .isEqualTo(next.usage(i));
        }
      }
      assertSameAsRecompute(incremental, tree, "seed " + seed + " after batch " + batch);
    }
  }

  private static void assertSameAsRecompute(IncrementalFairTree incremental, ShareTree tree, String when) {
    UsageSnapshot usage = incremental.usage();
    FairshareResult full = new SlurmFairTreeAlgorithm().compute(tree, usage);
    ReferenceSlurmFairTree.Values ref = new ReferenceSlurmFairTree().compute(tree, usage);
    int n = tree.userCount();
    for (int i = 0; i < tree.size(); i++) {
      String what = tree.path(i) + ", " + when;
      same(incremental.factor(i), full.get(Metric.FACTOR, i), "factor of %s", what);
      same(incremental.rank(i), full.get(Metric.RANK, i), "rank of %s", what);
      same(incremental.levelFs(i), full.get(Metric.LEVEL_FS, i), "LevelFS of %s", what);
      same(incremental.normShares(i), full.get(Metric.NORM_SHARES, i), "S of %s", what);
      same(incremental.effectiveUsage(i), full.get(Metric.EFFECTIVE_USAGE, i), "U of %s", what);
      same(incremental.normUsage(i), full.get(Metric.NORM_USAGE, i), "usage_norm of %s", what);
      same(incremental.levelFs(i), ref.levelFs()[i], "reference LevelFS of %s", what);
      if (tree.isUser(i)) {
        same(incremental.factor(i), ref.factor()[i], "reference factor of %s", what);
        same(incremental.rank(i), (double) (n - ref.slurmRank()[i] + 1), "reference rank of %s", what);
      }
    }
  }

  /** Equal as {@link Double#equals} has it: the same bits, NaN equal to NaN, -0.0 apart from 0.0. */
  private static void same(double actual, double expected, String description, String what) {
    assertThat(Double.valueOf(actual)).as(description, what).isEqualTo(Double.valueOf(expected));
  }

  /** A random tree: mostly random, sometimes a deep chain, a wide level or twin accounts. */
  private static ShareTree tree(SplittableRandom random) {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int shape = random.nextInt(5);
    if (shape == 4) {
      return twins(random, b);
    }
    int nodes = 2 + random.nextInt(shape == 2 ? 300 : 60);
    int[] ids = new int[nodes];
    boolean[] group = new boolean[nodes];
    group[0] = true;
    for (int count = 1; count < nodes; count++) {
      int parent;
      if (shape == 1) {
        // A deep chain: every node under the last group added.
        parent = count - 1;
        while (!group[parent]) {
          parent--;
        }
      } else if (shape == 2) {
        // A wide level: most nodes under the root or the first account.
        parent = random.nextInt(4) == 0 || !group[1 % count] ? 0 : 1 % count;
      } else {
        parent = random.nextInt(count);
        while (!group[parent]) {
          parent = random.nextInt(count);
        }
      }
      boolean isGroup = shape == 1 ? random.nextInt(4) != 0 : random.nextInt(3) == 0;
      int roll = random.nextInt(20);
      String name = (isGroup ? "g" : "u") + count;
      NodeKind kind = isGroup ? NodeKind.GROUP : NodeKind.USER;
      if (roll == 0) {
        ids[count] = b.add(ids[parent], name, kind, 0, true, null, null);
      } else {
        double shares = roll == 1 ? 0 : new double[] {1, 2, 3, 5, 10}[random.nextInt(5)];
        ids[count] = b.add(ids[parent], name, kind, shares, false, null, null);
      }
      group[count] = isGroup;
    }
    return b.build();
  }

  /**
   * Twin accounts A and B with the same shares and the same random subtree, whose users get the same usage
   * (so A and B tie, and so do their twins inside), beside a few users of the root.
   */
  private static ShareTree twins(SplittableRandom random, ShareTreeBuilder b) {
    int nodes = 1 + random.nextInt(12);
    int[] parent = new int[nodes];
    boolean[] group = new boolean[nodes];
    double[] shares = new double[nodes];
    group[0] = true;
    for (int k = 1; k < nodes; k++) {
      parent[k] = random.nextInt(k);
      while (!group[parent[k]]) {
        parent[k] = random.nextInt(k);
      }
      group[k] = random.nextInt(3) == 0;
      shares[k] = 1 + random.nextInt(3);
    }
    for (String twin : new String[] {"A", "B"}) {
      int[] ids = new int[nodes];
      ids[0] = b.group(ShareTreeBuilder.ROOT, twin, 5);
      for (int k = 1; k < nodes; k++) {
        String name = (group[k] ? "g" : "u") + k;
        ids[k] = group[k] ? b.group(ids[parent[k]], name, shares[k]) : b.user(ids[parent[k]], name, shares[k]);
      }
    }
    for (int u = random.nextInt(3); u > 0; u--) {
      b.user(ShareTreeBuilder.ROOT, "r" + u, 5);
    }
    return b.build();
  }

  /** Each node's twin (A's and B's nodes of the same path below them), or -1. */
  private static int[] twins(ShareTree tree) {
    int[] twin = new int[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      String path = tree.path(i);
      boolean inA = path.equals("A") || path.startsWith("A/");
      boolean inB = path.equals("B") || path.startsWith("B/");
      twin[i] = inA || inB ? tree.indexOf((inA ? "B" : "A") + path.substring(1)) : -1;
    }
    return twin;
  }

  /** Own usage drawn from a few values (ties), zero, or anything. */
  private static double usage(SplittableRandom random) {
    return switch (random.nextInt(4)) {
      case 0 -> 0;
      case 1 -> 1 << random.nextInt(4);
      case 2 -> 1 + random.nextInt(10);
      default -> random.nextInt(100_000) * random.nextDouble();
    };
  }

  /** A node to charge: a user mostly, sometimes an account or the root. */
  private static int node(SplittableRandom random, ShareTree tree) {
    int pick = random.nextInt(tree.size());
    if (random.nextInt(6) == 0) {
      return pick;
    }
    for (int k = 0; k < tree.size(); k++) {
      int i = (pick + k) % tree.size();
      if (tree.isUser(i)) {
        return i;
      }
    }
    return pick;
  }
}
