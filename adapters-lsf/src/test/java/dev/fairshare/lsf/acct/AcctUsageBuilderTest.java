package dev.fairshare.lsf.acct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ENABLE_HIST_RUN_TIME and RUN_TIME_DECAY where usage is formed from lsb.acct (docs/algorithms/lsf.md §2.4). */
class AcctUsageBuilderTest {
  private static final long T = 1_767_225_600L;
  private static final ShareTree TREE = tree();

  private static ShareTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder("q");
    int g = b.group(ShareTreeBuilder.ROOT, "g", 1);
    b.user(g, "u", 1);
    return b.build();
  }

  private static JobFinish job(long start, long end, double cpu) {
    return new JobFinish("10.1", end, 1, "u", "q", start, 2, List.of("h"), 1.0, cpu, 2, "", 36000, end - start,
        -1, SourceLocation.of("acct", 1));
  }

  private static UsageSnapshot usage(boolean hist, boolean decayRun, JobFinish j) {
    return new AcctUsageBuilder(TREE, LsbUsers.empty(), new AcctDecay(5, 0, 0, 0, hist, decayRun))
        .build(List.of(j), x -> true, Instant.ofEpochSecond(T));
  }

  @Test
  void withoutHistRunTimeAFinishedJobLeavesOnlyItsCpu() {
    UsageSnapshot u = usage(false, false, job(T - 25200, T - 18000, 0));
    assertThat(u.component("hist_run_time", TREE.indexOf("g/u"))).isZero();
    assertThat(u.component("run_time", TREE.indexOf("g/u"))).isZero();
  }

  @Test
  void histRunTimeDecaysFromTheFinishWithoutRunTimeDecay() {
    UsageSnapshot u = usage(true, false, job(T - 25200, T - 18000, 0));
    assertThat(u.component("hist_run_time", TREE.indexOf("g/u"))).isCloseTo(720, within(1e-9));
    assertThat(u.component("hist_run_time", TREE.indexOf("g"))).as("summed up the tree").isCloseTo(720, within(1e-9));
  }

  @Test
  void withRunTimeDecayRunTimeDecaysAsItAccrues() {
    double h = 18000;
    double expected = (h / Math.log(10)) * (Math.pow(10, -18000 / h) - Math.pow(10, -25200 / h));
    assertThat(usage(true, true, job(T - 25200, T - 18000, 0)).component("hist_run_time", 2))
        .isCloseTo(expected, within(1e-9));
    double running = (h / Math.log(10)) * (1 - Math.pow(10, -3600 / h));
    UsageSnapshot u = usage(false, true, job(T - 3600, T + 3600, 0));
    assertThat(u.component("run_time", 2)).isCloseTo(running, within(1e-9));
    assertThat(u.component("job_slots", 2)).isEqualTo(2);
    assertThat(u.component("committed_run_time", 2)).isEqualTo(36000);
  }

  @Test
  void jobsNotStartedByTheInstantCountNothing() {
    UsageSnapshot u = usage(true, false, job(T + 10, T + 100, 50));
    assertThat(u.total()).isZero();
    assertThat(u.component("job_slots", 0)).isZero();
  }
}
