package dev.fairshare.pbs.convert;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The ids of a converted {@code resource_group}: 10 + the CRC-32 of the name modulo the range, the next free
 * one on a collision. Expected ids are CRC-32 values worked out apart from this code (Python's
 * {@code zlib.crc32}). A tree too large for the 999,990 ids PBS sites use gets a range ten times larger, so
 * that 1,001,000 entities are numbered at once (they once made the search for a free id run forever); the
 * timeout only guards against that hang.
 */
class StableIdsTest {

  @Test
  void anIdIsTenPlusTheCrc32OfTheNameModulo999990() {
    StableIds ids = new StableIds(Set.of(), 3);
    // zlib.crc32(b"g0000000") = 2683008988, b"g0000001" = 3907798858, b"alice" = 663665735
    assertThat(ids.idFor("g0000000")).isEqualTo(35_828);
    assertThat(ids.idFor("g0000001")).isEqualTo(837_938);
    assertThat(ids.idFor("alice")).isEqualTo(672_375);
  }

  @Test
  void aTakenIdMovesToTheNextFreeOne() {
    StableIds ids = new StableIds(Set.of(35_828, 35_829), 1);
    assertThat(ids.idFor("g0000000")).isEqualTo(35_830);
  }

  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  void aMillionAndAThousandEntitiesGetDistinctIdsInTheTenTimesLargerRange() {
    int count = 1_001_000;
    StableIds ids = new StableIds(Set.of(), count);
    BitSet seen = new BitSet();
    int alice = ids.idFor("alice");
    seen.set(alice);
    for (int k = 1; k < count; k++) {
      int id = ids.idFor("u" + k);
      assertThat(id).isBetween(10, 9_999_999);
      assertThat(seen.get(id)).as("id %d given twice", id).isFalse();
      seen.set(id);
    }
    // 10 + 663665735 % 9999990
    assertThat(alice).isEqualTo(3_666_405);
    assertThat(seen.cardinality()).isEqualTo(count);
  }
}
