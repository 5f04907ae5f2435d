package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link LevelFsOrder} orders and flags a children list exactly as a stable sort by
 * {@link LevelFsOrder#compare} and the exact comparison with the entry before (NO_VAL before the first)
 * would, whichever of its sorts takes the list: keys equal, one to a few ulps apart, equal in the double and
 * apart in the rest, 0, -0.0, negative, +inf and NO_VAL, users and accounts mixed, lists of 1 to 20 (10
 * often, the sorting network's length); and {@link FairTreeRanks}, which takes the short lists from their
 * sorted keys, ranks them as it ranks the expected entries handed over as a list.
 */
class LevelFsOrderPropertyTest {

  @Property(tries = 2000)
  void ordersAndFlagsAsTheStableComparatorSort(@ForAll long seed, @ForAll @IntRange(min = 1, max = 20) int k,
      @ForAll boolean ten) {
    SplittableRandom random = new SplittableRandom(seed);
    if (ten) {
      k = 10;
    }
    ShareTreeBuilder b = new ShareTreeBuilder();
    for (int i = 0; i < k; i++) {
      if (random.nextInt(3) == 0) {
        b.group(ShareTreeBuilder.ROOT, "g" + i, 1);
      } else {
        b.user(ShareTreeBuilder.ROOT, "u" + i, 1);
      }
    }
    ShareTree tree = b.build();
    SlurmHierarchy h = new SlurmHierarchy().compute(tree);
    double[] hi = new double[tree.size()];
    double[] lo = new double[tree.size()];
    double base = Math.scalb(1 + random.nextDouble(), random.nextInt(80) - 40);
    for (int i = 1; i < tree.size(); i++) {
      double v;
      double rest = 0;
      switch (random.nextInt(8)) {
        case 0 -> v = base;
        case 1, 2 -> {
          v = base;
          for (int u = random.nextInt(70); u > 0; u--) {
            v = Math.nextUp(v);
          }
        }
        case 3 -> {
          v = base;
          rest = Math.ulp(base) / (random.nextBoolean() ? 4 : -8);
        }
        case 4 -> v = new double[] {0.0, -0.0, Double.POSITIVE_INFINITY, SlurmFairTreeAlgorithm.NO_VAL,
            -base, Math.nextDown(SlurmFairTreeAlgorithm.NO_VAL)}[random.nextInt(6)];
        default -> v = Math.scalb(1 + random.nextDouble(), random.nextInt(80) - 40);
      }
      hi[i] = v;
      lo[i] = rest;
    }
    LevelFsKeys keys = new LevelFsKeys(tree, UsageSnapshot.zero(tree), h, hi, lo);

    Integer[] expected = new Integer[k];
    for (int i = 0; i < k; i++) {
      expected[i] = i + 1;
    }
    Arrays.sort(expected, (x, y) -> LevelFsOrder.compare(tree, keys, x, y));
    int[] expectedEntries = new int[k];
    int before = -1;
    for (int i = 0; i < k; i++) {
      int a = expected[i];
      expectedEntries[i] = a | (keys.compare(before, a) == 0 ? LevelFsOrder.TIED : 0)
          | (tree.isUser(a) ? 0 : LevelFsOrder.ACCOUNT);
      before = a;
    }

    FsChildren lists = new FsChildren(tree, h);
    int[] built = lists.list().clone();
    int[][] handed = new int[tree.size()][];
    LevelFsOrder.sort(tree, lists, keys, new int[tree.size()], new int[built.length],
        (owner, list, from, to) -> {
          assertThat(handed[owner]).as("list of %d handed twice", owner).isNull();
          handed[owner] = Arrays.copyOfRange(list, from, to);
        });
    assertThat(lists.list()).as("the lists as built").containsExactly(built);
    int[] entries = handed[0];
    assertThat(entries).as("keys %s, rests %s", Arrays.toString(hi), Arrays.toString(lo))
        .containsExactly(expectedEntries);

    // FairTreeRanks takes a short list from its sorted keys in a pass of its own: the ranks must be those
    // of the expected entries handed over as a flagged list.
    double[] factor = new double[tree.size()];
    double[] rank = new double[tree.size()];
    FairTreeRanks fromKeys = new FairTreeRanks(tree, factor, rank,
        FairshareResult.builder(SlurmFairTreeAlgorithm.NAME, tree, UsageSnapshot.zero(tree)), false);
    LevelFsOrder.sort(tree, lists, keys, new int[tree.size()], new int[built.length], fromKeys);
    fromKeys.finish();
    double[] expectedFactor = new double[tree.size()];
    double[] expectedRank = new double[tree.size()];
    FairTreeRanks fromEntries = new FairTreeRanks(tree, expectedFactor, expectedRank,
        FairshareResult.builder(SlurmFairTreeAlgorithm.NAME, tree, UsageSnapshot.zero(tree)), false);
    fromEntries.list(0, expectedEntries, 0, k);
    fromEntries.finish();
    assertThat(factor).as("factors; keys %s, rests %s", Arrays.toString(hi), Arrays.toString(lo))
        .containsExactly(expectedFactor);
    assertThat(rank).as("ranks; keys %s, rests %s", Arrays.toString(hi), Arrays.toString(lo))
        .containsExactly(expectedRank);
  }
}
