package dev.fairshare.usage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** Charges from several threads into the striped store all arrive, and snapshots stay consistent. */
class InMemoryUsageStoreStripingTest {
  private static final Instant T = Instant.ofEpochSecond(1_700_000_000L);

  private static ShareTree tree(int users) {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int g = b.group(ShareTreeBuilder.ROOT, "g", 1);
    for (int u = 0; u < users; u++) {
      b.user(g, "u" + u, 1);
    }
    return b.build();
  }

  @Test
  void concurrentChargesAtOneInstantAllArrive() throws InterruptedException {
    ShareTree tree = tree(200);
    InMemoryUsageStore store = new InMemoryUsageStore(tree, new SlurmDecay(604800));
    int threads = 4;
    int perThread = 50_000;
    CountDownLatch start = new CountDownLatch(1);
    Thread[] workers = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      int offset = t;
      workers[t] = new Thread(() -> {
        try {
          start.await();
        } catch (InterruptedException e) {
          return;
        }
        for (int k = 0; k < perThread; k++) {
          store.charge(2 + (k * 7 + offset) % 200, T, 1.0);
          if (k % 10_000 == 0) {
            UsageSnapshot s = store.snapshot(T);
            assertThat(s.total()).isEqualTo(s.usage(1));
          }
        }
      });
      workers[t].start();
    }
    start.countDown();
    for (Thread w : workers) {
      w.join();
    }
    UsageSnapshot s = store.snapshot(T);
    assertThat(s.total()).isEqualTo((double) threads * perThread);
    assertThat(s.usage(1)).isEqualTo((double) threads * perThread);
  }

  @Test
  void laterChargeDecaysEarlierUsageAndResetClearsEveryStripe() {
    ShareTree tree = tree(100);
    SlurmDecay decay = new SlurmDecay(604800);
    InMemoryUsageStore store = new InMemoryUsageStore(tree, decay);
    store.charge(5, T, 100.0);
    store.charge(5, T.plusSeconds(604800), 1.0);
    assertThat(store.snapshot(T.plusSeconds(604800)).usage(5)).isEqualTo(100.0 * decay.factor(604800) + 1.0);
    for (int n = 2; n < tree.size(); n++) {
      store.charge(n, T, 1.0);
    }
    store.reset();
    assertThat(store.snapshot(T).total()).isZero();
  }
}
