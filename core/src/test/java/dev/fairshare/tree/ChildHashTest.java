package dev.fairshare.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The (parent, name) hash of {@link SiblingIndex}, {@link ShareTreeBuilder}'s child table. Regression: the
 * balanced benchmark tree (fan-out 10, depth 6, the names g0..g9 and u0..u9 under every group, added level by
 * level) hashed into runs of adjacent slots, and building its 1,111,111 nodes took about 5 µs per node in linear
 * probing.
 */
class ChildHashTest {

  /** Replays the builder's table (64 slots, doubled past half full) for that tree; returns probes per key. */
  private static double meanProbesForTheBalancedTree() {
    int[] table = new int[64];
    int[] hashes = new int[64];
    Arrays.fill(table, -1);
    int count = 0;
    long probes = 0;
    int levelStart = 0;
    int levelEnd = 1;
    int next = 1;
    for (int depth = 1; depth <= 6; depth++) {
      String prefix = depth == 6 ? "u" : "g";
      for (int parent = levelStart; parent < levelEnd; parent++) {
        for (int c = 0; c < 10; c++) {
          int h = SiblingIndex.hash(parent, prefix + c);
          int mask = table.length - 1;
          int slot = h & mask;
          probes++;
          while (table[slot] >= 0) {
            slot = (slot + 1) & mask;
            probes++;
          }
          table[slot] = next++;
          hashes[slot] = h;
          if (++count * 2 > table.length) {
            int[] oldTable = table;
            int[] oldHashes = hashes;
            table = new int[oldTable.length * 2];
            hashes = new int[oldTable.length * 2];
            Arrays.fill(table, -1);
            for (int i = 0; i < oldTable.length; i++) {
              if (oldTable[i] >= 0) {
                int s = oldHashes[i] & (table.length - 1);
                while (table[s] >= 0) {
                  s = (s + 1) & (table.length - 1);
                  probes++;
                }
                table[s] = oldTable[i];
                hashes[s] = oldHashes[i];
              }
            }
          }
        }
      }
      levelStart = levelEnd;
      levelEnd = next;
    }
    return probes / (double) count;
  }

  @Test
  void theBalancedTreesRepeatedNamesUnderConsecutiveParentsNeedFewProbes() {
    assertThat(meanProbesForTheBalancedTree()).isLessThan(4.0);
  }
}
