package dev.fairshare.pbs.convert;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * PBS {@code resource_group} ids (the 2nd column, only displayed by PBS; docs/algorithms/pbs.md §2) that stay the same
 * when the tree is converted again after a change: each node's id comes from the CRC-32 of its name (names
 * are unique in PBS), in 10..999999, the next free one on a collision. Nodes are numbered in name order, so
 * adding or removing another node moves an id only on a collision. An id read from a PBS source is kept.
 */
final class StableIds {
  private static final int LOW = 10;
  private static final int RANGE = 999_990;
  private final Set<Integer> used = new HashSet<>();

  StableIds(Set<Integer> reserved) {
    used.addAll(reserved);
    used.add(0);
    used.add(1);
  }

  int idFor(String name) {
    CRC32 crc = new CRC32();
    crc.update(name.getBytes(StandardCharsets.UTF_8));
    int id = LOW + (int) (crc.getValue() % RANGE);
    while (!used.add(id)) {
      id = id + 1 >= LOW + RANGE ? LOW : id + 1;
    }
    return id;
  }
}
