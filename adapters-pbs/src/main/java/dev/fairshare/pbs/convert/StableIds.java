package dev.fairshare.pbs.convert;

import dev.fairshare.io.TooLargeException;
import java.nio.charset.StandardCharsets;
import java.util.BitSet;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * PBS {@code resource_group} ids (the 2nd column, only displayed by PBS; docs/algorithms/pbs.md §2) that stay
 * the same when the tree is converted again after a change: each node's id comes from the CRC-32 of its name
 * (names are unique in PBS), in 10..999999, the next free one on a collision. Nodes are numbered in name
 * order, so adding or removing another node moves an id only on a collision. An id read from a PBS source is
 * kept. A tree of more than half a million nodes gets ids in 10..10^k-1 for the smallest k that leaves half
 * the range free (PBS's ids are C ints), so the search for a free id always ends quickly.
 */
final class StableIds {
  private static final int LOW = 10;
  private static final long MAX_RANGE = 999_999_990L;
  private final int range;
  private final BitSet used;

  /** Ids for {@code count} names, none of them one of {@code reserved}. */
  StableIds(Set<Integer> reserved, int count) {
    long r = 999_990L;
    while (r < 2L * count + reserved.size() && r < MAX_RANGE) {
      r = r * 10 + 90;
    }
    if (r < 2L * count + reserved.size()) {
      throw new TooLargeException("a PBS tree of", count, MAX_RANGE / 2, "a smaller tree: PBS ids are C ints");
    }
    range = (int) r;
    used = new BitSet(LOW + range);
    used.set(0, LOW);
    reserved.forEach(id -> {
      if (id >= 0 && id < LOW + range) {
        used.set(id);
      }
    });
  }

  int idFor(String name) {
    CRC32 crc = new CRC32();
    crc.update(name.getBytes(StandardCharsets.UTF_8));
    int id = LOW + (int) (crc.getValue() % range);
    int free = used.nextClearBit(id);
    if (free >= LOW + range) {
      free = used.nextClearBit(LOW);
    }
    used.set(free);
    return free;
  }
}
