package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
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
 * The ranks {@link PbsRankingByTree} computes on the tree equal those of the {@code compare_path} trie
 * ({@link PbsRanking#byTrie}) bit for bit, and it hands over to the trie when two sibling groups with
 * children tie: wide child lists (past the insertion-sort limit), deep chains, few distinct usages and
 * shares (so that keys tie, among users and among groups), zero shares ({@code tp = 0}) and zero usage.
 */
class PbsRankingPropertyTest {

  @Property(tries = 200)
  void treeRanksEqualTrieRanks(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = randomTree(random);
    double[] own = new double[tree.size()];
    int distinct = 1 + random.nextInt(4);
    for (int i = 1; i < own.length; i++) {
      if (!tree.hasChildren(i)) {
        own[i] = random.nextInt(3) == 0 ? random.nextInt(1000) : random.nextInt(distinct);
      }
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    PbsTreeView view = new PbsTreeView(tree, random.nextInt(3));
    double[] pu = PbsNodeUsage.of(view, usage);
    double[] viaTree = new double[tree.size()];
    double[] viaTrie = new double[tree.size()];
    PbsRanking.rank(tree, view.tp, pu, view.users, viaTree, FairshareResult.builder("t", tree, usage));
    PbsRanking.byTrie(tree, view.tp, pu, viaTrie, FairshareResult.builder("t", tree, usage));
    for (int i = 0; i < tree.size(); i++) {
      assertThat(Double.doubleToLongBits(viaTree[i])).as("rank of node %d %s (seed %d)", i, tree.path(i), seed)
          .isEqualTo(Double.doubleToLongBits(viaTrie[i]));
    }
  }

  @Property(tries = 100)
  void sortKeysFollowDoubleCompare(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    double[] samples = {0.0, -0.0, 1.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE, random.nextDouble(), -random.nextDouble() * 1e9, Double.longBitsToDouble(
            random.nextLong())};
    for (double a : samples) {
      for (double b : samples) {
        float tp = 0.25f;
        long ka = PbsRankingByTree.key(tp, a * tp);
        long kb = PbsRankingByTree.key(tp, b * tp);
        double va = a * tp / tp;
        double vb = b * tp / tp;
        int expected = Double.compare(va == 0 ? 0.0 : va, vb == 0 ? 0.0 : vb);
        assertThat(Long.signum(Long.compare(ka, kb))).as("%s vs %s", a, b).isEqualTo(Integer.signum(expected));
        assertThat(ka).isLessThan(PbsRankingByTree.key(0f, a));
      }
    }
  }

  /** Groups of up to 80 children or chains; shares from a small set, zero included. */
  private static ShareTree randomTree(SplittableRandom random) {
    ShareTreeBuilder b = new ShareTreeBuilder();
    List<Integer> groups = new ArrayList<>();
    groups.add(ShareTreeBuilder.ROOT);
    int nodes = 1;
    int target = 10 + random.nextInt(800);
    boolean chainy = random.nextInt(4) == 0;
    for (int g = 0; g < groups.size() && nodes < target; g++) {
      int children = chainy ? 1 + random.nextInt(3) : random.nextInt(5) == 0 ? 33 + random.nextInt(48)
          : 1 + random.nextInt(8);
      for (int k = 0; k < children && nodes < target; k++) {
        boolean group = chainy ? k < 2 && random.nextBoolean() : random.nextInt(3) == 0;
        int id = b.add(groups.get(g), (group ? "g" : "u") + nodes, group ? NodeKind.GROUP : NodeKind.USER,
            random.nextInt(10) == 0 ? 0 : 1 + random.nextInt(2), false, null, null);
        nodes++;
        if (group) {
          groups.add(id);
        }
      }
    }
    return b.build();
  }
}
