package dev.fairshare.usage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The in-memory store decays per node and aggregates to ancestors in snapshots. */
class InMemoryUsageStoreTest {
  private static final Instant T0 = Instant.ofEpochSecond(1_000_000);

  private static ShareTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "a", 1);
    b.user(a, "u1", 1);
    b.user(a, "u2", 1);
    b.user(ShareTreeBuilder.ROOT, "u3", 1);
    return b.build();
  }

  @Test
  void snapshotsAggregateUsageToEveryAncestor() {
    InMemoryUsageStore store = new InMemoryUsageStore(tree(), new NoDecay());
    store.charge("a/u1", T0, 10);
    store.charge("a/u2", T0, 5);
    store.charge("u3", T0, 1);
    UsageSnapshot s = store.snapshot(T0);
    assertThat(s.usage(store.tree().indexOf("a"))).isEqualTo(15);
    assertThat(s.total()).isEqualTo(16);
  }

  @Test
  void usageDecaysBetweenChargesAndToTheSnapshotInstant() {
    InMemoryUsageStore store = new InMemoryUsageStore(tree(), new ExponentialDecay(100));
    store.charge("a/u1", T0, 8);
    store.charge("a/u1", T0.plusSeconds(100), 4);
    UsageSnapshot s = store.snapshot(T0.plusSeconds(200));
    assertThat(s.usage(store.tree().indexOf("a/u1"))).isCloseTo(4, within(1e-12));
  }

  @Test
  void aLateChargeIsDecayedForwardToTheNodesLastInstant() {
    InMemoryUsageStore store = new InMemoryUsageStore(tree(), new ExponentialDecay(100));
    store.charge("a/u1", T0.plusSeconds(100), 1);
    store.charge("a/u1", T0, 2);
    int u1 = store.tree().indexOf("a/u1");
    assertThat(store.snapshot(T0.plusSeconds(100)).usage(u1)).isCloseTo(2, within(1e-12));
  }

  @Test
  void resetForgetsEverythingAndBadAmountsAreRefused() {
    InMemoryUsageStore store = new InMemoryUsageStore(tree(), new NoDecay());
    store.charge("u3", T0, 3);
    store.reset();
    assertThat(store.snapshot(T0).total()).isZero();
    assertThatThrownBy(() -> store.charge("u3", T0, -1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> store.charge("u3", T0, Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> store.charge("nope", T0, 1)).isInstanceOf(IllegalArgumentException.class);
  }
}
