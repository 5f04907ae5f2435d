package dev.fairshare.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rule of the side-by-side gate: candidate over base within each pair, the median over the pairs. */
class SideBySideTest {
  private static final String CLASSIC = "Recompute.fast algorithm=slurm.classic";

  private static Measurement classic(double... samples) {
    return new Measurement("Recompute.fast", Map.of("algorithm", "slurm.classic"), 1, 0, 0, 0, 0, 0,
        samples);
  }

  private static Measurement recompute(String algorithm, double... samples) {
    return new Measurement("Recompute.fast", Map.of("algorithm", algorithm), 1, 0, 0, 0, 0, 0, samples);
  }

  private static Measurement parse(double... samples) {
    return new Measurement("Parse.read", Map.of("format", "fairshare.tsv"), 1, 0, 0, 0, 0, 0, samples);
  }

  private static SideBySide.Pair pair(Measurement base, Measurement candidate) {
    return new SideBySide.Pair(List.of(base), List.of(candidate));
  }

  private static GateCheck.Row only(List<GateCheck.Row> rows) {
    assertThat(rows).hasSize(1);
    return rows.get(0);
  }

  @Test
  void unchangedCodePassesThoughTheMachineSlowedBetweenPairs() {
    // the machine got twice as slow in the second pair: both builds slowed, the ratio did not
    List<GateCheck.Row> rows = SideBySide.compare(List.of(
        pair(classic(100, 101, 99), classic(101, 100, 100)),
        pair(classic(200, 202, 198), classic(199, 201, 200))), 0.15);
    GateCheck.Row row = only(rows);
    assertThat(row.status()).isEqualTo(GateCheck.Status.PASS);
    assertThat(row.measured().value()).isCloseTo(1.0, within(0.01));
    assertThat(GateCheck.failed(rows)).isFalse();
  }

  @Test
  void aTwentyPercentSlowerCandidateFails() {
    List<GateCheck.Row> rows = SideBySide.compare(List.of(
        pair(classic(100, 100, 100), classic(120, 121, 119)),
        pair(classic(150, 150, 150), classic(180, 180, 181)),
        pair(classic(100, 100, 100), classic(120, 120, 120))), 0.15);
    GateCheck.Row row = only(rows);
    assertThat(row.status()).isEqualTo(GateCheck.Status.REGRESSION);
    assertThat(row.change()).isCloseTo(0.20, within(1e-9));
    assertThat(GateCheck.failed(rows)).isTrue();
    assertThat(GateCheck.suspects(rows)).containsExactly(CLASSIC);
  }

  @Test
  void regressionsAndRatiosWithinHalfTheToleranceOfItAreMeasuredAgain() {
    List<GateCheck.Row> rows = SideBySide.compare(List.of(new SideBySide.Pair(
        List.of(classic(100), recompute("slurm.ticket", 100), recompute("lsf.fairshare", 100)),
        List.of(classic(130), recompute("slurm.ticket", 112.5), recompute("lsf.fairshare", 105)))), 0.15);
    assertThat(GateCheck.failed(rows)).isTrue();
    assertThat(SideBySide.suspects(rows, 0.15))
        .containsExactly(CLASSIC, "Recompute.fast algorithm=slurm.ticket");
  }

  @Test
  void oneDisturbedPairDoesNotDecide() {
    // the base of the second pair ran while a neighbour compiled: the candidate looks 60% faster there
    Ratio r = only(SideBySide.compare(List.of(
        pair(classic(100), classic(102)),
        pair(classic(250), classic(100)),
        pair(classic(100), classic(101))), 0.15)).measured();
    assertThat(r.value()).isCloseTo(1.01, within(1e-9));
    assertThat(r.low()).isCloseTo(0.4, within(1e-9));
    assertThat(r.high()).isCloseTo(1.02, within(1e-9));
    assertThat(r.runs()).isEqualTo(3);
  }

  @Test
  void oneOutlyingIterationDoesNotMoveThePair() {
    Ratio r = only(SideBySide.compare(List.of(pair(classic(100, 100, 100), classic(100, 400, 100))), 0.15))
        .measured();
    assertThat(r.value()).isEqualTo(1.0);
  }

  @Test
  void aFasterCandidatePasses() {
    GateCheck.Row row = only(SideBySide.compare(List.of(pair(classic(100), classic(50))), 0.15));
    assertThat(row.status()).isEqualTo(GateCheck.Status.FASTER);
    assertThat(row.status().fails()).isFalse();
  }

  @Test
  void aBenchmarkTheBaseDidNotRunIsNewAndPasses() {
    List<GateCheck.Row> rows = SideBySide.compare(
        List.of(new SideBySide.Pair(List.of(), List.of(classic(100)))), 0.15);
    assertThat(only(rows).status()).isEqualTo(GateCheck.Status.NEW);
    assertThat(GateCheck.failed(rows)).isFalse();
  }

  @Test
  void aBenchmarkTheCandidateNoLongerRunsFails() {
    List<GateCheck.Row> rows = SideBySide.compare(
        List.of(new SideBySide.Pair(List.of(classic(100), parse(10)), List.of(classic(100)))), 0.15);
    assertThat(rows).extracting(GateCheck.Row::key, GateCheck.Row::status).containsExactly(
        tuple(CLASSIC, GateCheck.Status.PASS),
        tuple("Parse.read format=fairshare.tsv", GateCheck.Status.MISSING));
    assertThat(GateCheck.failed(rows)).isTrue();
  }

  @Test
  void ratiosAreFormedWithinAPairOnly() {
    // the candidate of the first pair has no base beside it; the second pair's base has no candidate
    List<GateCheck.Row> rows = SideBySide.compare(List.of(
        new SideBySide.Pair(List.of(), List.of(classic(100))),
        new SideBySide.Pair(List.of(classic(50)), List.of())), 0.15);
    assertThat(only(rows).status()).isEqualTo(GateCheck.Status.NEW);
  }
}
