package dev.fairshare.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The gate's ratio: medians of iterations within a run, then the median over runs. */
class GateRatiosTest {
  private static final Map<String, String> PARAMS = Map.of("algorithm", "slurm.classic");

  private static Measurement fast(double... samples) {
    return new Measurement("Recompute.fast", PARAMS, 1, 0, 0, 0, 0, 0, samples);
  }

  private static Measurement reference(double... samples) {
    return new Measurement("RecomputeReference.reference", PARAMS, 1, 0, 0, 0, 0, 0, samples);
  }

  @Test
  void medianOfOddAndEvenCounts() {
    assertThat(GateRatios.median(new double[] {3, 1, 2})).isEqualTo(2);
    assertThat(GateRatios.median(new double[] {4, 1, 3, 2})).isEqualTo(2.5);
    assertThat(GateRatios.median(new double[0])).isNaN();
  }

  @Test
  void oneOutlyingIterationDoesNotMoveTheRatio() {
    // the reference's third iteration was hit by a neighbour: four times slower
    Map<String, Ratio> r = GateRatios.of(List.of(List.of(fast(1, 1, 1), reference(100, 100, 400))));
    assertThat(r.get("Recompute.fast algorithm=slurm.classic").value()).isCloseTo(0.01, within(1e-12));
  }

  @Test
  void theMedianOverRunsIgnoresOneDisturbedRun() {
    List<List<Measurement>> runs = List.of(
        List.of(fast(1), reference(100)),
        List.of(fast(1), reference(50)),   // a disturbed run: ratio 0.02
        List.of(fast(1.1), reference(100)));
    Ratio r = GateRatios.of(runs).get("Recompute.fast algorithm=slurm.classic");
    assertThat(r.value()).isCloseTo(0.011, within(1e-12));
    assertThat(r.low()).isCloseTo(0.01, within(1e-12));
    assertThat(r.high()).isCloseTo(0.02, within(1e-12));
    assertThat(r.runs()).isEqualTo(3);
  }

  @Test
  void aBenchmarkIsPairedOnlyWithTheReferenceOfItsOwnRun() {
    List<List<Measurement>> runs = List.of(List.of(fast(1)), List.of(reference(100)));
    assertThat(GateRatios.of(runs)).isEmpty();
  }

  @Test
  void referencesHaveNoRatioOfTheirOwn() {
    Map<String, Ratio> r = GateRatios.of(List.of(List.of(fast(1), reference(100))));
    assertThat(r).containsOnlyKeys("Recompute.fast algorithm=slurm.classic");
  }

  @Test
  void aMeasurementWithoutSamplesGivesNoRatio() {
    assertThat(GateRatios.of(List.of(List.of(fast(), reference(100))))).isEmpty();
  }

  @Test
  void otherBenchmarksPairWithTheirOwnReferenceMethod() {
    Map<String, String> p = Map.of("format", "fairshare.tsv", "lines", "10000");
    Measurement read = new Measurement("Parse.read", p, 1, 0, 0, 0, 0, 0, new double[] {30});
    Measurement floor = new Measurement("Parse.readReference", p, 1, 0, 0, 0, 0, 0, new double[] {1.5});
    assertThat(GateRatios.of(List.of(List.of(read, floor))).get(read.key()).value()).isEqualTo(20);
  }
}
