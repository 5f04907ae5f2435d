package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The worked examples of docs/algorithms/lsf.md §2.5, to the printed digits. */
class LsfWorkedExamplesTest {
  private static final double HOUR = 3600;

  private static ShareTree oneAccount(double shares) {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.user(ShareTreeBuilder.ROOT, "acct", shares);
    return b.build();
  }

  private static double priorityOf(LsfSettings settings, ShareTree tree, UsageSnapshot usage) {
    FairshareResult r = new LsfFairshareAlgorithm(settings).compute(tree, usage);
    return r.factor(tree.indexOf("acct"));
  }

  @Test
  void idleAccountWithTenSharesHasPriority3point333() {
    ShareTree tree = oneAccount(10);
    double p = priorityOf(LsfSettings.defaults(), tree, UsageSnapshot.zero(tree));
    assertThat(String.format("%.3f", p)).isEqualTo("3.333");
  }

  @Test
  void busyAccountDenominatorIs19point9AndPriority0point503() {
    ShareTree tree = oneAccount(10);
    int acct = tree.indexOf("acct");
    double[] cpu = new double[tree.size()];
    cpu[acct] = 2 * HOUR;
    double[] run = new double[tree.size()];
    run[acct] = 5 * HOUR;
    double[] slots = new double[tree.size()];
    slots[acct] = 4;
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, cpu, Instant.EPOCH)
        .withComponent(LsfUsage.RUN_TIME, run).withComponent(LsfUsage.JOB_SLOTS, slots);
    FairshareResult r = new LsfFairshareAlgorithm(LsfSettings.defaults()).compute(tree, usage);
    assertThat(r.extra("load", acct)).isCloseTo(19.9, within(1e-12));
    assertThat(String.format("%.3f", r.factor(acct))).isEqualTo("0.503");
  }

  @Test
  void allFactorsZeroFloorsTheDenominatorSoPriorityIsHundredTimesShares() {
    ShareTree tree = oneAccount(10);
    LsfSettings stat = LsfSettings.defaults().withFactors(new LsfFactors(0, 0, 0, 0, 0, Double.NaN, 0));
    int acct = tree.indexOf("acct");
    double[] cpu = new double[tree.size()];
    cpu[acct] = 50 * HOUR;
    assertThat(priorityOf(stat, tree, UsageSnapshot.fromOwn(tree, cpu, Instant.EPOCH))).isEqualTo(1000.0);
  }

  @Test
  void singlePrecisionFloorGivesTheSameThousand() {
    ShareTree tree = oneAccount(10);
    LsfSettings stat = new LsfSettings(LsfVersion.V10_1, new LsfFactors(0, 0, 0, 0, 0, Double.NaN, 0), true);
    assertThat(priorityOf(stat, tree, UsageSnapshot.zero(tree))).isEqualTo(1000.0);
  }
}
