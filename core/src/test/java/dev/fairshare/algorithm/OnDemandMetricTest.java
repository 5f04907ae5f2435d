package dev.fairshare.algorithm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A metric computed on demand ({@link FairshareResult.Builder#metricOnDemand}) is filled when it is first
 * read, once, whoever reads it; the other metrics read as they were written.
 */
class OnDemandMetricTest {
  private static final ShareTree TREE = tree();

  private static ShareTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "a", 1);
    b.user(a, "u1", 1);
    b.user(a, "u2", 1);
    return b.build();
  }

  /** A result whose FACTOR is written now and whose RANK is {@code 10 + node}, filled on demand. */
  private static FairshareResult result(AtomicInteger fills) {
    FairshareResult.Builder b = FairshareResult.builder("test", TREE, UsageSnapshot.zero(TREE));
    double[] factor = b.metric(Metric.FACTOR);
    factor[2] = 0.5;
    b.metricOnDemand(Metric.RANK, rank -> {
      fills.incrementAndGet();
      for (int i = 0; i < rank.length; i++) {
        rank[i] = 10 + i;
      }
    });
    return b.build();
  }

  @Test
  void theMetricIsFilledWhenFirstReadAndNotBefore() {
    AtomicInteger fills = new AtomicInteger();
    FairshareResult r = result(fills);

    assertThat(r.has(Metric.RANK)).isTrue();
    assertThat(r.metrics()).contains(Metric.RANK, Metric.FACTOR);
    assertThat(r.factor(2)).isEqualTo(0.5);
    assertThat(r.computed(Metric.FACTOR)).isTrue();
    assertThat(r.computed(Metric.RANK)).isFalse();
    assertThat(fills).hasValue(0);

    assertThat(r.rank(3)).isEqualTo(13);
    assertThat(r.get(Metric.RANK, 1)).isEqualTo(11);
    assertThat(r.computed(Metric.RANK)).isTrue();
    assertThat(fills).hasValue(1);
  }

  @Test
  void settleFillsOnceAndAMetricNotFilledIsNeverComputed() {
    AtomicInteger fills = new AtomicInteger();
    FairshareResult r = result(fills);
    r.settle(Metric.RANK);
    r.settle(Metric.RANK);
    r.settle(Metric.LEVEL_FS);

    assertThat(fills).hasValue(1);
    assertThat(r.rank(2)).isEqualTo(12);
    assertThat(r.computed(Metric.LEVEL_FS)).isFalse();
    assertThat(r.get(Metric.LEVEL_FS, 2)).isNaN();
  }

  @Test
  void readersOnManyThreadsSeeOneFillAndItsValues() throws Exception {
    AtomicInteger fills = new AtomicInteger();
    FairshareResult r = result(fills);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<Integer>> reads = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int node = t % TREE.size();
        reads.add(pool.submit(() -> {
          start.await();
          return r.rank(node);
        }));
      }
      start.countDown();
      for (int t = 0; t < 8; t++) {
        assertThat(reads.get(t).get()).isEqualTo(10 + t % TREE.size());
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(fills).hasValue(1);
  }

  @Test
  void aFillThatFailsLeavesTheMetricToComputeAgain() {
    AtomicInteger tries = new AtomicInteger();
    FairshareResult.Builder b = FairshareResult.builder("test", TREE, UsageSnapshot.zero(TREE));
    b.metricOnDemand(Metric.RANK, rank -> {
      if (tries.incrementAndGet() == 1) {
        throw new IllegalStateException("first try fails");
      }
      java.util.Arrays.fill(rank, 7);
    });
    FairshareResult r = b.build();

    assertThatThrownBy(() -> r.rank(1)).hasMessage("first try fails");
    assertThat(r.computed(Metric.RANK)).isFalse();
    assertThat(r.rank(1)).isEqualTo(7);
    assertThat(tries).hasValue(2);
  }

  /** One cycle: a result reusing {@code previous} whose RANK, on demand, takes a scratch array. */
  private static FairshareResult cycle(FairshareResult previous, List<long[]> taken) {
    FairshareResult.Builder b = FairshareResult.reusing(previous, "test", TREE, UsageSnapshot.zero(TREE));
    b.metric(Metric.FACTOR);
    b.metricOnDemand(Metric.RANK, rank -> {
      taken.add(b.scratchLongs("ranking", TREE.size()));
      java.util.Arrays.fill(rank, 1);
    });
    return b.build();
  }

  @Test
  void aFillTakesTheScratchArraysOfEarlierCyclesWhetherOrNotTheirRanksWereRead() {
    // Regression: the builder dropped the previous result at build, so a fill asked after it got new
    // arrays every cycle (32 MB per recompute of the 1.1M tree).
    List<long[]> taken = new ArrayList<>();
    FairshareResult r = cycle(null, taken);
    r.rank(1);
    r = cycle(r, taken);
    r = cycle(r, taken);
    r.rank(1);

    assertThat(taken).hasSize(2);
    assertThat(taken.get(1)).isSameAs(taken.get(0));
  }

  @Test
  void aResultReusingAnotherTakesItsArrayForTheMetricComputedOnDemand() {
    FairshareResult first = result(new AtomicInteger());
    double before = first.rank(1);
    AtomicInteger fills = new AtomicInteger();
    FairshareResult.Builder b = FairshareResult.reusing(first, "test", TREE, UsageSnapshot.zero(TREE));
    b.metricOnDemand(Metric.RANK, rank -> {
      fills.incrementAndGet();
      java.util.Arrays.fill(rank, 3);
    });
    FairshareResult second = b.build();

    assertThat(before).isEqualTo(11);
    assertThat(second.rank(1)).isEqualTo(3);
    assertThat(first.get(Metric.RANK, 1)).as("the reused array, now the second result's").isEqualTo(3);
    assertThat(fills).hasValue(1);
  }
}
