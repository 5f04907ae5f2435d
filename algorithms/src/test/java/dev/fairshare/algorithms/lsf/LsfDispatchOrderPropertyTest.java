package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.reference.ReferenceLsfFairshare;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The dispatch positions of the fast {@code lsf.fairshare} (counts handed down a pre-order pass, child lists
 * sorted on primitive keys) equal the plain reference's depth-first descent on trees the small random ones
 * rarely give: child lists longer than the insertion-sort limit, chains hundreds deep, many priority ties
 * (few distinct usages and shares), and pending jobs on some users only, so that pending siblings go first.
 */
class LsfDispatchOrderPropertyTest {

  @Property(tries = 120)
  void ranksEqualTheReferenceOnWideDeepAndTiedTrees(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = randomTree(random);
    double[] own = new double[tree.size()];
    int distinct = 1 + random.nextInt(4);
    for (int i = 1; i < own.length; i++) {
      if (tree.isUser(i)) {
        own[i] = random.nextInt(3) == 0 ? 3600.0 * random.nextInt(distinct) : random.nextDouble() * 1e5;
      }
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    assertRanksOfTheReference(tree, usage, pendingSome(tree, random), random.nextBoolean(), seed);
  }

  /**
   * Ten-way levels (lists of ten are ordered by the sorting network without being moved), with groups whose
   * children all have pending jobs, none has, or some have; usage with ties.
   */
  @Property(tries = 60)
  void ranksEqualTheReferenceOnTenWayTreesWithPendingJobsInSomeGroups(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    List<Integer> level = List.of(ShareTreeBuilder.ROOT);
    int depth = 2 + random.nextInt(2);
    for (int d = 1; d <= depth; d++) {
      List<Integer> next = new ArrayList<>();
      for (int parent : level) {
        for (int k = 0; k < 10; k++) {
          boolean group = d < depth;
          next.add(b.add(parent, (group ? "g" : "u") + d + "." + parent + "." + k,
              group ? NodeKind.GROUP : NodeKind.USER, 1 + random.nextInt(3), false, null, null));
        }
      }
      level = next;
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    List<Integer> pending = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        own[i] = random.nextBoolean() ? 3600.0 * random.nextInt(3) : random.nextDouble() * 1e5;
      }
    }
    for (int g = 0; g < tree.size(); g++) {
      int mode = random.nextInt(3);
      for (int c = g + 1; c < tree.subtreeEnd(g); c = tree.subtreeEnd(c)) {
        if (tree.isUser(c) && (mode == 0 || mode == 1 && random.nextBoolean())) {
          pending.add(c);
        }
      }
    }
    Demand demand = Demand.pending(pending.stream().mapToInt(Integer::intValue).toArray());
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    assertRanksOfTheReference(tree, usage, demand, random.nextBoolean(), seed);
  }

  /**
   * Groups of ten users whose priorities are neighbouring doubles (the same usage, shares a few ulps apart):
   * keys that differ only in their lowest bits, which the sorting network cannot order, so such a list is
   * ranked by the general sort; mixed with groups whose users have one priority (all tied) or distinct ones,
   * and a group of ten that holds an empty group instead of a user.
   */
  @Property(tries = 40)
  void ranksEqualTheReferenceWhenTenUsersPrioritiesDifferInTheirLowestBits(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    List<Integer> near = new ArrayList<>();
    for (int g = 0; g < 10; g++) {
      int group = b.add(ShareTreeBuilder.ROOT, "g" + g, NodeKind.GROUP, 1 + random.nextInt(3), false, null, null);
      int mode = random.nextInt(3);
      int scale = random.nextInt(3);
      int empty = random.nextInt(4) == 0 ? random.nextInt(10) : -1;
      for (int k = 0; k < 10; k++) {
        double shares = switch (mode) {
          case 0 -> Math.scalb(1.0 + random.nextInt(8) * Math.ulp(1.0), scale);
          case 1 -> 2.0;
          default -> 1 + random.nextInt(100);
        };
        int id = b.add(group, (k == empty ? "e" : "u") + g + "." + k, k == empty ? NodeKind.GROUP
            : NodeKind.USER, shares, false, null, null);
        if (mode == 0) {
          near.add(id);
        }
      }
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    double same = random.nextDouble() * 1e5;
    for (int i = 1; i < own.length; i++) {
      if (tree.isUser(i)) {
        own[i] = near.contains(i) || random.nextBoolean() ? same : random.nextDouble() * 1e5;
      }
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    assertRanksOfTheReference(tree, usage, pendingSome(tree, random), random.nextBoolean(), seed);
  }

  private static void assertRanksOfTheReference(ShareTree tree, UsageSnapshot usage, Demand demand,
      boolean single, long seed) {
    FairshareResult fast = new LsfFairshareAlgorithm(new LsfSettings(LsfVersion.V10_1, LsfFactors.defaults(),
        single)).compute(tree, usage, demand);
    LsfFactors f = LsfFactors.defaults();
    ReferenceLsfFairshare.Values ref = new ReferenceLsfFairshare(new ReferenceLsfFairshare.Formula(
        f.cpuTime(), f.runTime(), f.runJob(), f.committedRunTime(), f.fairshareAdjustment(), null,
        f.gpuRunTime(), true, true, true, single)).compute(tree, usage, demand);
    for (int i = 0; i < tree.size(); i++) {
      assertThat(Double.doubleToLongBits(fast.get(Metric.RANK, i)))
          .as("rank of node %d %s (seed %d)", i, tree.path(i), seed)
          .isEqualTo(Double.doubleToLongBits(ref.rank()[i]));
    }
  }

  @Property(tries = 40)
  void reusedArraysGiveTheSameRanks(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = randomTree(random);
    double[] own = new double[tree.size()];
    for (int i = 1; i < own.length; i++) {
      own[i] = tree.isUser(i) ? random.nextInt(4) * 100.0 : 0;
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    LsfFairshareAlgorithm lsf = new LsfFairshareAlgorithm(LsfSettings.defaults());
    FairshareResult first = lsf.compute(tree, usage, pendingSome(tree, random));
    double[] expected = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      expected[i] = first.get(Metric.RANK, i);
    }
    Demand demand = pendingSome(tree, new SplittableRandom(seed));
    FairshareResult fresh = lsf.compute(tree, usage, demand);
    FairshareResult reused = lsf.compute(tree, usage, demand, lsf.compute(tree, usage, Demand.none()));
    for (int i = 0; i < tree.size(); i++) {
      assertThat(Double.doubleToLongBits(reused.get(Metric.RANK, i))).as("rank of node %d", i)
          .isEqualTo(Double.doubleToLongBits(fresh.get(Metric.RANK, i)));
      assertThat(Double.doubleToLongBits(reused.factor(i))).as("priority of node %d", i)
          .isEqualTo(Double.doubleToLongBits(fresh.factor(i)));
    }
  }

  @Property(tries = 20)
  void arraysOfAnotherTreeOfTheSameSizeAreNotTakenForThisOne(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int size = 4 + random.nextInt(200);
    ShareTree star = shaped(size, false);
    ShareTree chain = shaped(size, true);
    LsfFairshareAlgorithm lsf = new LsfFairshareAlgorithm(LsfSettings.defaults());
    UsageSnapshot usage = UsageSnapshot.zero(star);
    FairshareResult fresh = lsf.compute(star, usage);
    FairshareResult reused = lsf.compute(star, usage, Demand.none(),
        lsf.compute(chain, UsageSnapshot.zero(chain)));
    for (int i = 0; i < size; i++) {
      assertThat(Double.doubleToLongBits(reused.get(Metric.RANK, i))).as("rank of node %d", i)
          .isEqualTo(Double.doubleToLongBits(fresh.get(Metric.RANK, i)));
    }
  }

  /** A root with {@code size − 1} users, or a chain of groups with two users at the bottom. */
  private static ShareTree shaped(int size, boolean chain) {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int parent = ShareTreeBuilder.ROOT;
    for (int i = 1; i < size; i++) {
      boolean group = chain && i < size - 2;
      int id = b.add(parent, (group ? "g" : "u") + i, group ? NodeKind.GROUP : NodeKind.USER, 1 + i % 3, false,
          null, null);
      if (group) {
        parent = id;
      }
    }
    return b.build();
  }

  /** Groups of 0 to 80 children (some past the insertion-sort limit), some long chains, shares 0 to 3. */
  /**
   * Trees whose leaves are users and collective accounts (childless groups listing their members, as the LSF
   * readers make them), each ranked where the descent reaches it: usage and pending jobs on both.
   */
  @Property(tries = 80)
  void collectiveAccountsAreRankedAsTheReferenceRanksThem(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = randomTree(random, true);
    double[] own = new double[tree.size()];
    List<Integer> pending = new ArrayList<>();
    boolean somePending = random.nextBoolean();
    for (int i = 1; i < own.length; i++) {
      if (!tree.hasChildren(i)) {
        own[i] = random.nextInt(3) == 0 ? 3600.0 * random.nextInt(3) : random.nextDouble() * 1e5;
        if (somePending && random.nextInt(3) == 0) {
          pending.add(i);
        }
      }
    }
    Demand demand = somePending ? Demand.pending(pending.stream().mapToInt(Integer::intValue).toArray())
        : Demand.none();
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    assertRanksOfTheReference(tree, usage, demand, random.nextBoolean(), seed);
    FairshareResult r = new LsfFairshareAlgorithm(LsfSettings.defaults()).compute(tree, usage, demand);
    int ranked = 0;
    for (int i = 1; i < tree.size(); i++) {
      boolean account = tree.isUser(i) || LsfFairshareAlgorithm.isCollectiveAccount(tree, i);
      assertThat(r.rank(i) > 0).as("node %s ranked (seed %d)", tree.path(i), seed).isEqualTo(account);
      ranked += account ? 1 : 0;
    }
    for (int i = 1; i < tree.size(); i++) {
      assertThat(r.rank(i)).isLessThanOrEqualTo(ranked);
    }
  }

  private static ShareTree randomTree(SplittableRandom random) {
    return randomTree(random, false);
  }

  /** A random tree; with {@code collective} a quarter of its leaves are collective accounts. */
  private static ShareTree randomTree(SplittableRandom random, boolean collective) {
    ShareTreeBuilder b = new ShareTreeBuilder();
    List<Integer> groups = new ArrayList<>();
    groups.add(ShareTreeBuilder.ROOT);
    int nodes = 1;
    int target = 20 + random.nextInt(600);
    boolean chainy = random.nextInt(3) == 0;
    for (int g = 0; g < groups.size() && nodes < target; g++) {
      int parent = groups.get(g);
      int children = chainy ? 1 + random.nextInt(3) : random.nextInt(4) == 0 ? 33 + random.nextInt(48)
          : random.nextInt(12);
      for (int k = 0; k < children && nodes < target; k++) {
        boolean group = chainy ? k == 0 : random.nextInt(3) == 0;
        double shares = random.nextInt(4);
        if (!group && collective && random.nextInt(4) == 0) {
          b.add(parent, "c" + nodes, NodeKind.GROUP, shares, false,
              Map.of(LsfFairshareAlgorithm.MEMBERS_ATTRIBUTE, "m" + nodes + " n" + nodes), null);
          nodes++;
          continue;
        }
        int id = b.add(parent, (group ? "g" : "u") + nodes, group ? NodeKind.GROUP : NodeKind.USER, shares,
            false, null, null);
        nodes++;
        if (group) {
          groups.add(id);
        }
      }
    }
    return b.build();
  }

  private static Demand pendingSome(ShareTree tree, SplittableRandom random) {
    int mode = random.nextInt(3);
    if (mode == 0) {
      return Demand.none();
    }
    List<Integer> pending = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) && (mode == 2 || random.nextInt(3) == 0)) {
        pending.add(i);
      }
    }
    return Demand.pending(pending.stream().mapToInt(Integer::intValue).toArray());
  }
}
