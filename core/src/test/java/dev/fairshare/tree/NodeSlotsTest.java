package dev.fairshare.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** {@link NodeSlots}: probes end at a free slot, one key's nodes lie along its probe in order, growth. */
class NodeSlotsTest {

  /** Puts node {@code node} at the end of the probe for {@code hash}. */
  private static void put(NodeSlots slots, int hash, int node) {
    int slot = slots.first(hash);
    while (slots.node(slot) >= 0) {
      slot = slots.next(slot);
    }
    slots.put(slot, node);
  }

  /** The nodes along the probe for {@code hash}, up to the first free slot. */
  private static List<Integer> probe(NodeSlots slots, int hash) {
    List<Integer> nodes = new ArrayList<>();
    for (int s = slots.first(hash); slots.node(s) >= 0; s = slots.next(s)) {
      nodes.add(slots.node(s));
    }
    return nodes;
  }

  @Test
  void anEmptyTableEndsEveryProbeAtOnce() {
    NodeSlots slots = new NodeSlots(0, node -> node);
    assertThat(probe(slots, 12345)).isEmpty();
    assertThat(slots.size()).isZero();
  }

  /**
   * Nodes 0..99 of one key (hash 7) then node 100 of another, in a table sized for them: the first key's
   * probe meets 0..99 in order.
   */
  @Test
  void theNodesOfOneKeyLieAlongItsProbeInTheOrderPutInATableSizedForThem() {
    int[] hashes = new int[101];
    Arrays.fill(hashes, 7);
    hashes[100] = 8;
    NodeSlots slots = new NodeSlots(101, node -> hashes[node]);
    for (int node = 0; node < 101; node++) {
      put(slots, hashes[node], node);
    }
    assertThat(slots.size()).isEqualTo(101);
    List<Integer> sevens = probe(slots, 7);
    assertThat(sevens.subList(0, 100)).isEqualTo(IntStream.range(0, 100).boxed().toList());
    assertThat(probe(slots, 8)).contains(100);
  }

  /** 10,000 nodes of distinct hashes in a table sized for 4: each is found along its own probe. */
  @Test
  void everyNodeIsFoundAlongItsProbeAfterManyGrowths() {
    NodeSlots slots = new NodeSlots(4, node -> node * 31 + 5);
    for (int node = 0; node < 10_000; node++) {
      put(slots, node * 31 + 5, node);
    }
    for (int node = 0; node < 10_000; node++) {
      assertThat(probe(slots, node * 31 + 5)).contains(node);
    }
  }
}
