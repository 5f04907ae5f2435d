package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The duel's segment length ({@link GateDuel#segmentCalls}): nothing is timed. */
class GateDuelTest {
  @Test
  void aSegmentHoldsAsManyCallsAsTakeTheTargetTimeRoundedUp() {
    // 20 µs a call: 50 calls make 1 ms; 30 µs: 33.3, so 34
    assertThat(GateDuel.segmentCalls(2_000_000, 100, 1_000_000)).isEqualTo(50);
    assertThat(GateDuel.segmentCalls(3_000_000, 100, 1_000_000)).isEqualTo(34);
    // 12 µs a batch of charges: 84 batches
    assertThat(GateDuel.segmentCalls(1_200_000, 100, 1_000_000)).isEqualTo(84);
  }

  @Test
  void aCallLongerThanTheTargetIsASegmentOfItsOwn() {
    assertThat(GateDuel.segmentCalls(8_000_000, 2, 1_000_000)).isEqualTo(1);
  }

  @Test
  void beforeAnythingIsMeasuredASegmentIsOneCall() {
    assertThat(GateDuel.segmentCalls(0, 0, 1_000_000)).isEqualTo(1);
    assertThat(GateDuel.segmentCalls(5_000, 0, 1_000_000)).isEqualTo(1);
  }

  @Test
  void aSegmentHoldsAtMostTheMostCalls() {
    assertThat(GateDuel.segmentCalls(1, 1_000, 1_000_000)).isEqualTo(GateDuel.MAX_CALLS);
  }
}
