package dev.fairshare.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.benchmarks.report.GateCheck.Row;
import dev.fairshare.benchmarks.report.GateCheck.Status;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The gate's rule: more than 15% above the baseline ratio fails, missing fails, new is only reported. */
class GateCheckTest {
  private static final String A = "Recompute.fast algorithm=slurm.classic shape=balanced-11111";
  private static final String B = "Parse.read format=fairshare.tsv lines=10000";

  private static Map<String, Ratio> ratios(Object... keyValue) {
    Map<String, Ratio> m = new LinkedHashMap<>();
    for (int i = 0; i < keyValue.length; i += 2) {
      m.put((String) keyValue[i], Ratio.of((double) keyValue[i + 1]));
    }
    return m;
  }

  private static Row only(List<Row> rows) {
    assertThat(rows).hasSize(1);
    return rows.get(0);
  }

  @Test
  void aRatioSixteenPercentAboveTheBaselineFails() {
    List<Row> rows = GateCheck.compare(ratios(A, 0.02), ratios(A, 0.02 * 1.16), 0.15);
    assertThat(only(rows).status()).isEqualTo(Status.REGRESSION);
    assertThat(only(rows).change()).isCloseTo(0.16, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(GateCheck.failed(rows)).isTrue();
    assertThat(GateCheck.suspects(rows)).containsExactly(A);
  }

  @Test
  void aRatioFourteenPercentAboveTheBaselinePasses() {
    List<Row> rows = GateCheck.compare(ratios(A, 0.02), ratios(A, 0.02 * 1.14), 0.15);
    assertThat(only(rows).status()).isEqualTo(Status.PASS);
    assertThat(GateCheck.failed(rows)).isFalse();
    assertThat(GateCheck.suspects(rows)).isEmpty();
  }

  @Test
  void exactlyTheToleranceStillPasses() {
    // "more than 15%" fails; 15% itself does not
    assertThat(only(GateCheck.compare(ratios(A, 1.0), ratios(A, 1.15), 0.15)).status())
        .isEqualTo(Status.PASS);
  }

  @Test
  void muchFasterPassesAndSaysSo() {
    List<Row> rows = GateCheck.compare(ratios(A, 0.02), ratios(A, 0.01), 0.15);
    assertThat(only(rows).status()).isEqualTo(Status.FASTER);
    assertThat(GateCheck.failed(rows)).isFalse();
  }

  @Test
  void aBaselineBenchmarkThatWasNotMeasuredFails() {
    List<Row> rows = GateCheck.compare(ratios(A, 0.02, B, 40.0), ratios(A, 0.02), 0.15);
    assertThat(rows).extracting(Row::key, Row::status)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(A, Status.PASS),
            org.assertj.core.groups.Tuple.tuple(B, Status.MISSING));
    assertThat(GateCheck.failed(rows)).isTrue();
    // a missing benchmark is broken, not noisy: not measured again
    assertThat(GateCheck.suspects(rows)).isEmpty();
  }

  @Test
  void aNewBenchmarkWithoutBaselineIsReportedNotFailed() {
    List<Row> rows = GateCheck.compare(ratios(A, 0.02), ratios(A, 0.02, B, 40.0), 0.15);
    assertThat(rows.get(1).key()).isEqualTo(B);
    assertThat(rows.get(1).status()).isEqualTo(Status.NEW);
    assertThat(rows.get(1).change()).isNaN();
    assertThat(GateCheck.failed(rows)).isFalse();
  }

  @Test
  void theToleranceComesFromTheCaller() {
    assertThat(only(GateCheck.compare(ratios(A, 1.0), ratios(A, 1.08), 0.05)).status())
        .isEqualTo(Status.REGRESSION);
  }

  @Test
  void anEmptyBaselineFailsNothing() {
    List<Row> rows = GateCheck.compare(Map.of(), ratios(A, 0.02, B, 40.0), 0.15);
    assertThat(rows).extracting(Row::status).containsOnly(Status.NEW);
    assertThat(GateCheck.failed(rows)).isFalse();
  }
}
