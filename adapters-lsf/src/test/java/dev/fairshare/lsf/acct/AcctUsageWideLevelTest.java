package dev.fairshare.lsf.acct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A job per user on a level 200,000 wide (docs/scale.md): each job is charged to its user's account through
 * one pass over the tree, not a walk of the tree per job (2·10^10 name comparisons here, which once made
 * {@code bqueues} of a ten-million-node tree spend most of its time looking for accounts). The timeout only
 * guards against that; the times are measured by benchmarks/scale/run.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class AcctUsageWideLevelTest {
  private static final long T = 1_767_225_600L;
  private static final int WIDTH = 200_000;
  private static final double H = 5 * 3600.0;

  @Test
  void everyUsersJobIsChargedToItsOwnAccount() {
    ShareTreeBuilder b = new ShareTreeBuilder("normal");
    int g = b.group(ShareTreeBuilder.ROOT, "g", 1);
    List<JobFinish> jobs = new ArrayList<>();
    for (int k = 0; k < WIDTH; k++) {
      String user = "u" + k;
      b.user(g, user, 1);
      jobs.add(new JobFinish("10.1", T - 18000, k + 1, user, "normal", T - 25200, 1, List.of("h"), 1.0, 3600, 1,
          "", -1, 7200, -1, SourceLocation.of("lsb.acct", k + 1)));
    }
    ShareTree tree = b.build();
    UsageSnapshot usage = new AcctUsageBuilder(tree, LsbUsers.empty(), new AcctDecay(5, 0, 0, 0, false, false))
        .build(jobs, j -> true, Instant.ofEpochSecond(T));
    // 3600 CPU seconds accrued evenly from T-7h to T-5h, decayed continuously with HIST_HOURS 5
    // (docs/algorithms/lsf.md §8.3)
    double rate = 3600 / 7200.0;
    double each = rate * (H / Math.log(10)) * (Math.pow(10, -18000 / H) - Math.pow(10, -25200 / H));
    assertThat(usage.usage(tree.indexOf("g/u0"))).isCloseTo(each, within(1e-9));
    assertThat(usage.usage(tree.indexOf("g/u" + (WIDTH - 1)))).isCloseTo(each, within(1e-9));
    assertThat(usage.usage(tree.indexOf("g"))).isCloseTo(WIDTH * each, within(1e-3));
  }
}
