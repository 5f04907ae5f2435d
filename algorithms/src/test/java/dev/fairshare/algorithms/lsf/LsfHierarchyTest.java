package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * LSF 7.3's manual (hierarchical fair share) and docs/algorithms/lsf.md §4: a group's priority uses the consumption of
 * its whole subtree and its own shares, and the descent compares siblings level by level.
 */
class LsfHierarchyTest {
  private final LsfFairshareAlgorithm lsf = new LsfFairshareAlgorithm(LsfSettings.defaults());

  /** root: gA 1 [u1 100], gB 3 [u2 1, u3 1]. */
  private static ShareTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "gA", 1);
    b.user(a, "u1", 100);
    int g = b.group(ShareTreeBuilder.ROOT, "gB", 3);
    b.user(g, "u2", 1);
    b.user(g, "u3", 1);
    return b.build();
  }

  @Test
  void withoutUsageTheBranchWithMoreSharesDispatchesFirstWhateverTheUsersShares() {
    ShareTree t = tree();
    FairshareResult r = lsf.compute(t, UsageSnapshot.zero(t));
    assertThat(r.factor(t.indexOf("gA"))).isCloseTo(1 / 3.0, within(1e-12));
    assertThat(r.factor(t.indexOf("gB"))).isCloseTo(1.0, within(1e-12));
    assertThat(r.factor(t.indexOf("gA/u1"))).isCloseTo(100 / 3.0, within(1e-12));
    assertThat(ranks(t, r)).isEqualTo(Map.of("gB/u2", 1, "gB/u3", 2, "gA/u1", 3));
  }

  @Test
  void aGroupIsChargedTheCpuTimeOfEveryMemberBelowIt() {
    ShareTree t = tree();
    double[] cpu = new double[t.size()];
    cpu[t.indexOf("gB/u2")] = 30 * 3600;
    FairshareResult r = lsf.compute(t, UsageSnapshot.fromOwn(t, cpu, Instant.EPOCH));
    // gB: 30 h * 0.7 + (1 + 0) * 3 = 24, so 3 / 24; u2: 1 / 24; u3 idle: 1 / 3.
    assertThat(r.factor(t.indexOf("gB"))).isCloseTo(0.125, within(1e-12));
    assertThat(r.factor(t.indexOf("gB/u2"))).isCloseTo(1 / 24.0, within(1e-12));
    assertThat(r.factor(t.indexOf("gB/u3"))).isCloseTo(1 / 3.0, within(1e-12));
    assertThat(ranks(t, r)).isEqualTo(Map.of("gA/u1", 1, "gB/u3", 2, "gB/u2", 3));
  }

  @Test
  void slotsFromDemandAreSummedUpTheTree() {
    ShareTree t = tree();
    double[] slots = new double[t.size()];
    slots[t.indexOf("gB/u2")] = 2;
    slots[t.indexOf("gB/u3")] = 1;
    FairshareResult r = lsf.compute(t, UsageSnapshot.zero(t), Demand.none().withQuantity("job_slots", slots));
    // gB holds 3 slots: (1 + 3) * 3 = 12, so 3 / 12.
    assertThat(r.factor(t.indexOf("gB"))).isCloseTo(0.25, within(1e-12));
    assertThat(r.factor(t.indexOf("gB/u2"))).isCloseTo(1 / 9.0, within(1e-12));
  }

  @Test
  void onlyBranchesWithPendingJobsAreDescendedFirst() {
    ShareTree t = tree();
    Demand pending = Demand.pending(t, List.of("gA/u1"));
    FairshareResult r = lsf.compute(t, UsageSnapshot.zero(t), pending);
    assertThat(r.rank(t.indexOf("gA/u1"))).isEqualTo(1);
  }

  @Test
  void equalPrioritiesKeepTheTreeOrder() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.user(ShareTreeBuilder.ROOT, "b", 5);
    b.user(ShareTreeBuilder.ROOT, "a", 5);
    ShareTree t = b.build();
    FairshareResult r = lsf.compute(t, UsageSnapshot.zero(t));
    assertThat(ranks(t, r)).isEqualTo(Map.of("b", 1, "a", 2));
  }

  @Test
  void theQueuesOwnFactorOnTheRootWinsOverLsbParams() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.rootAttributes(Map.of("lsf.RUN_JOB_FACTOR", "1.0"));
    b.user(ShareTreeBuilder.ROOT, "u", 10);
    ShareTree t = b.build();
    assertThat(lsf.compute(t, UsageSnapshot.zero(t)).factor(t.indexOf("u"))).isEqualTo(10.0);
  }

  /**
   * The birch example's normal queue (lsb.users: {@code geo_seismic (kim lena) ([kim, 2] [lena, 1])},
   * {@code geo_reservoir (mario nina) ()}, {@code geosciences ([geo_seismic, 3] [geo_reservoir, 2])},
   * {@code materials ([default, 1])}; lsb.queues {@code [geosciences, 60] [materials, 30]}), idle: every load is
   * {@code (1 + 0)·3 = 3} (§2.1), so geosciences 20 before materials 10, inside it geo_seismic 3/3 = 1 before
   * geo_reservoir 2/3. geo_reservoir, which mario and nina share, is a leaf of the descent (Volclava's
   * {@code FS_IS_LEAF_NODE}; {@code electAJob} takes a member's job when it reaches it): third, after
   * geo_seismic's kim (2/3) and lena (1/3), before materials' users (1/3 each, tree order).
   */
  @Test
  void aCollectiveAccountIsRankedWhereTheDescentReachesIt() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int geo = b.group(ShareTreeBuilder.ROOT, "geosciences", 60);
    int seismic = b.group(geo, "geo_seismic", 3);
    b.user(seismic, "kim", 2);
    b.user(seismic, "lena", 1);
    b.add(geo, "geo_reservoir", dev.fairshare.tree.NodeKind.GROUP, 2, false,
        Map.of(LsfFairshareAlgorithm.MEMBERS_ATTRIBUTE, "mario nina"), null);
    int materials = b.group(ShareTreeBuilder.ROOT, "materials", 30);
    b.user(materials, "oscar", 1);
    b.user(materials, "paula", 1);
    b.user(materials, "quinn", 1);
    ShareTree t = b.build();
    FairshareResult r = lsf.compute(t, UsageSnapshot.zero(t));
    int reservoir = t.indexOf("geosciences/geo_reservoir");
    assertThat(r.factor(reservoir)).isCloseTo(2 / 3.0, within(1e-12));
    assertThat(r.rank(reservoir)).isEqualTo(3);
    assertThat(ranks(t, r)).isEqualTo(Map.of("geosciences/geo_seismic/kim", 1, "geosciences/geo_seismic/lena", 2,
        "materials/oscar", 4, "materials/paula", 5, "materials/quinn", 6));
    assertThat(r.rank(t.indexOf("geosciences/geo_seismic"))).isZero();
    // with work pending in the account and in oscar's only, the account goes before geo_seismic, whose users
    // follow it; materials after geosciences (10 against 20), oscar first in it
    FairshareResult pending = lsf.compute(t, UsageSnapshot.zero(t),
        Demand.pending(t, List.of("geosciences/geo_reservoir", "materials/oscar")));
    assertThat(pending.rank(reservoir)).isEqualTo(1);
    assertThat(pending.rank(t.indexOf("geosciences/geo_seismic/kim"))).isEqualTo(2);
    assertThat(pending.rank(t.indexOf("materials/oscar"))).isEqualTo(4);
    // a childless group that lists no members (no LSF reader made it) is no account of the descent
    ShareTreeBuilder plain = new ShareTreeBuilder();
    plain.group(ShareTreeBuilder.ROOT, "empty", 5);
    plain.user(ShareTreeBuilder.ROOT, "u", 1);
    ShareTree p = plain.build();
    FairshareResult pr = lsf.compute(p, UsageSnapshot.zero(p));
    assertThat(pr.rank(p.indexOf("empty"))).isZero();
    assertThat(pr.rank(p.indexOf("u"))).isEqualTo(1);
  }

  static Map<String, Integer> ranks(ShareTree t, FairshareResult r) {
    Map<String, Integer> out = new java.util.HashMap<>();
    for (int i = 0; i < t.size(); i++) {
      if (t.isUser(i)) {
        out.put(t.path(i), r.rank(i));
      }
    }
    return out;
  }
}
