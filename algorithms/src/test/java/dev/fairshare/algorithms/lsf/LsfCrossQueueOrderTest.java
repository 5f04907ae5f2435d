package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** LSF 7.3's manual and docs/algorithms/lsf.md §6.2: DISPATCH_ORDER=QUEUE puts queue priority before user priority. */
class LsfCrossQueueOrderTest {
  private final ShareTree tree = tree();
  private final FairshareResult result = new LsfFairshareAlgorithm(LsfSettings.defaults())
      .compute(tree, UsageSnapshot.zero(tree));
  private final int high = tree.indexOf("high");
  private final int low = tree.indexOf("low");
  private final List<LsfCrossQueueOrder.Queue> queues = List.of(new LsfCrossQueueOrder.Queue("queue3", 50, 0),
      new LsfCrossQueueOrder.Queue("queue1", 30, 1), new LsfCrossQueueOrder.Queue("queue2", 30, 2));

  /** 'high' has 9 shares, 'low' 1: with no usage high's priority is 3, low's 1/3. */
  private static ShareTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder("queue3");
    b.user(ShareTreeBuilder.ROOT, "high", 9);
    b.user(ShareTreeBuilder.ROOT, "low", 1);
    return b.build();
  }

  @Test
  void withoutQueueOrderTheHighestUserGoesFirstFromWhicheverQueue() {
    var order = LsfCrossQueueOrder.order(queues, false, Map.of("queue3", new int[] {low},
        "queue1", new int[] {high}), result);
    assertThat(order).containsExactly(new LsfCrossQueueOrder.Entry("queue1", high),
        new LsfCrossQueueOrder.Entry("queue3", low));
  }

  @Test
  void withQueueOrderTheHigherQueueGoesFirstThenUsers() {
    var order = LsfCrossQueueOrder.order(queues, true, Map.of("queue3", new int[] {low},
        "queue1", new int[] {high}), result);
    assertThat(order).containsExactly(new LsfCrossQueueOrder.Entry("queue3", low),
        new LsfCrossQueueOrder.Entry("queue1", high));
  }

  @Test
  void queuesOfEqualPriorityAreOrderedByUserPriority() {
    var order = LsfCrossQueueOrder.order(queues, true, Map.of("queue1", new int[] {low},
        "queue2", new int[] {high}), result);
    assertThat(order).containsExactly(new LsfCrossQueueOrder.Entry("queue2", high),
        new LsfCrossQueueOrder.Entry("queue1", low));
  }
}
