package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.lsf.events.LsbEventsReplay;
import org.junit.jupiter.api.Test;

/** The generated lsb.events has exactly the records asked for, and the replay reads them all, without a problem. */
class EventsInputTest {
  @Test
  void theInputHasTheRecordsAskedForAndReplaysCleanly() {
    for (int records : new int[] {1, 2, 7, 10_000}) {
      String text = EventsInput.generate(records);
      assertThat(text.lines().filter(l -> !l.startsWith("#")).count()).as("records").isEqualTo(records);
      LsbEventsReplay replay = LsbEventsReplay.replay("bench", text, Long.MAX_VALUE);
      assertThat(replay.records()).isEqualTo(records);
      assertThat(replay.warnings()).isEmpty();
      assertThat(replay.lastMbdStart()).isEqualTo(1_700_000_000L);
    }
    LsbEventsReplay big = LsbEventsReplay.replay("bench", EventsInput.generate(10_000), Long.MAX_VALUE);
    assertThat(big.running()).isNotEmpty();
    assertThat(big.finished()).isNotEmpty();
  }
}
