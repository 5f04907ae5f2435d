package dev.fairshare.algorithm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link Demand}'s pending nodes in index order, as the forward walks of the ticket algorithm read them. */
class DemandTest {
  @Test
  void pendingNodesAreCountedAndReadInIndexOrder() {
    Demand demand = Demand.pending(9, 2, 5, 2);
    assertThat(demand.pendingBefore(0)).isZero();
    assertThat(demand.pendingBefore(2)).isZero();
    assertThat(demand.pendingBefore(3)).isEqualTo(1);
    assertThat(demand.pendingBefore(5)).isEqualTo(1);
    assertThat(demand.pendingBefore(6)).isEqualTo(2);
    assertThat(demand.pendingBefore(10)).isEqualTo(3);
    assertThat(demand.pendingAt(0)).isEqualTo(2);
    assertThat(demand.pendingAt(1)).isEqualTo(5);
    assertThat(demand.pendingAt(2)).isEqualTo(9);
    assertThat(demand.pendingAt(3)).isEqualTo(Integer.MAX_VALUE);
  }

  @Test
  void noDemandHasNoPendingNode() {
    assertThat(Demand.none().pendingBefore(7)).isZero();
    assertThat(Demand.none().pendingAt(0)).isEqualTo(Integer.MAX_VALUE);
    assertThat(Demand.pending(4).withQuantity("slots", new double[] {1}).pendingAt(0)).isEqualTo(4);
  }
}
