package dev.fairshare.flux.usage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.flux.db.FluxSettings;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * flux's bins on time (job_usage_calculation.py): a value moves one bin older and is multiplied by the decay
 * factor at each half-life boundary, and is dropped after the last of P = int(reset / half-life) bins.
 */
class FluxBinDecayTest {
  private static final double H = 604800;
  private final FluxBinDecay decay = new FluxBinDecay(FluxSettings.defaults(), 1_700_000_000.0);

  private static Instant at(double seconds) {
    return Instant.ofEpochSecond((long) seconds);
  }

  @Test
  void usageKeepsItsValueWithinAHalfLifePeriod() {
    assertThat(decay.decay(100, at(1_700_000_000 + 10), at(1_700_000_000 + H - 1))).isEqualTo(100);
  }

  @Test
  void eachBoundaryHalvesTheValueUntilItFallsOffTheFourthBin() {
    double t = 1_700_000_000 + 10;
    assertThat(decay.decay(100, at(t), at(t + H))).isEqualTo(50);
    assertThat(decay.decay(100, at(t), at(t + 3 * H))).isEqualTo(12.5);
    assertThat(decay.decay(100, at(t), at(t + 4 * H))).isEqualTo(0);
  }

  @Test
  void theResetPeriodSetsTheBinsAndTheFactorTheStep() {
    FluxBinDecay two = new FluxBinDecay(new FluxSettings(3600, 7200, 0.25, 1, 0, 0), 0);
    assertThat(two.decay(64, at(100), at(3700))).isEqualTo(16);
    assertThat(two.decay(64, at(100), at(7300))).isEqualTo(0);
    FluxBinDecay none = new FluxBinDecay(new FluxSettings(3600, 1800, 0.5, 1, 0, 0), 0);
    assertThat(none.settings().periods()).isEqualTo(4);
  }

  @Test
  void aJobsUsageIsItsWeightedResourcesTimesItsSecondsRoundedToFivePlaces() {
    FluxBinDecay weighted = new FluxBinDecay(new FluxSettings(H, 4 * H, 0.5, 1.0, 0.5, 2.0), 0);
    assertThat(weighted.jobUsage(new ResourceCounts(2, 32, 4), 0.123456789)).isEqualTo(3.20988);
    assertThat(decay.jobUsage(ResourceCounts.of("{\"version\":1,\"execution\":{\"R_lite\":"
        + "[{\"rank\":\"0-3\",\"children\":{\"core\":\"0-7\"}}]}}"), 60)).isEqualTo(240);
    assertThat(ResourceCounts.of("not json")).isNull();
    assertThat(ResourceCounts.of("{\"version\":2}")).isNull();
  }

  @Test
  void settingsOutsideFluxsRangeAreRefused() {
    assertThatThrownBy(() -> new FluxBinDecay(new FluxSettings(H, 4 * H, 1.0, 1, 0, 0), 0))
        .hasMessageContaining("decay factor");
  }
}
