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
