package dev.fairshare.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The duel's ratios: candidate over base per iteration, the median per fork, every fork of every run. */
class DuelRatiosTest {
  private static final String CLASSIC = "Recompute.fast algorithm=slurm.classic shape=balanced-11111";

  @Test
  void aForkRatioIsTheMedianOfItsIterationsRatios() {
    // ratios 1.1, 0.9, 1.3, 1.2, 1.0: the median is 1.1, not the ratio of the sums (5.5 / 5 = 1.1 here
    // too) nor of the medians
    assertThat(DuelRatios.forkRatio(new double[] {100, 200, 100, 50, 300},
        new double[] {110, 180, 130, 60, 300})).isCloseTo(1.1, within(1e-12));
    // an even count: the mean of the middle two (1.0 and 1.2)
    assertThat(DuelRatios.forkRatio(new double[] {10, 10, 10, 10}, new double[] {9, 10, 12, 14}))
        .isCloseTo(1.1, within(1e-12));
  }

  @Test
  void oneDisturbedIterationDoesNotMoveAForkRatio() {
    // the third iteration's candidate call met a neighbour: 3x; the median ignores it
    assertThat(DuelRatios.forkRatio(new double[] {100, 100, 100, 100, 100},
        new double[] {101, 99, 300, 100, 102})).isCloseTo(1.01, within(1e-12));
  }

  @Test
  void iterationsWhereTheBaseDidNotRunAreLeftOut() {
    assertThat(DuelRatios.forkRatio(new double[] {0, 100, 0}, new double[] {50, 120, 70}))
        .isCloseTo(1.2, within(1e-12));
    assertThat(DuelRatios.forkRatio(new double[] {0, 0}, new double[] {50, 70})).isNaN();
  }

  @Test
  void aForkWithUnequalIterationCountsIsAnError() {
    assertThatThrownBy(() -> DuelRatios.forkRatio(new double[] {1, 2}, new double[] {1}))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aDuelIsNamedAsTheBenchmarkItStandsFor() {
    Map<String, String> params = Map.of("algorithm", "slurm.classic", "shape", "balanced-11111",
        "format", "fairshare.tsv", "lines", "2000", "instants", "advancing");
    assertThat(DuelRatios.key("dev.fairshare.benchmarks.GateDuel.recompute", params)).isEqualTo(CLASSIC);
    assertThat(DuelRatios.key("GateDuel.parse", params)).isEqualTo("Parse.read format=fairshare.tsv lines=2000");
    // the key of the fork pairs' Charge.oneThread, so that a suspect of either is measured again in the other
    assertThat(DuelRatios.key("GateDuel.charge", params)).isEqualTo("Charge.oneThread instants=advancing");
    assertThatThrownBy(() -> DuelRatios.key("GateDuel.query", params))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void readsEveryForkOfEveryFileAndListsABenchmarkTheBaseLacksWithNoRatio(@TempDir Path dir)
      throws IOException {
    Path first = dir.resolve("duel.json");
    Files.writeString(first, "[" + result("slurm.classic", "[[100,100,100],[200,200,200]]",
        "[[110,120,130],[180,200,220]]") + "," + result("flux.weighted-tree", "[[0,0,0]]", "[[50,60,70]]")
        + "]");
    Path second = dir.resolve("retry.json");
    Files.writeString(second, "[" + result("slurm.classic", "[[100,100,100]]", "[[150,150,150]]") + "]");

    Map<String, List<Double>> ratios = DuelRatios.read(List.of(first, second));

    assertThat(ratios.keySet()).containsExactly(CLASSIC,
        "Recompute.fast algorithm=flux.weighted-tree shape=balanced-11111");
    assertThat(ratios.get(CLASSIC)).containsExactly(1.2, 1.0, 1.5);
    assertThat(ratios.get("Recompute.fast algorithm=flux.weighted-tree shape=balanced-11111")).isEmpty();
    // the verdicts: the median of 1.2, 1.0, 1.5 is 1.2 (> 1.15); no ratio is new
    assertThat(SideBySide.row(CLASSIC, ratios.get(CLASSIC), 0.15).status())
        .isEqualTo(GateCheck.Status.REGRESSION);
    assertThat(SideBySide.row("x", List.of(), 0.15).status()).isEqualTo(GateCheck.Status.NEW);
    assertThat(SideBySide.row("x", List.of(1.02, 0.97, 1.14), 0.15).status())
        .isEqualTo(GateCheck.Status.PASS);
  }

  /** One JMH result of {@code GateDuel.recompute} as {@code -rf json} writes it (the fields read). */
  private static String result(String algorithm, String base, String candidate) {
    return """
        {"benchmark": "dev.fairshare.benchmarks.GateDuel.recompute", "mode": "avgt",
         "params": {"algorithm": "%s", "format": "fairshare.tsv", "lines": "2000", "shape": "balanced-11111"},
         "primaryMetric": {"score": 1.0, "scoreUnit": "ns/op", "rawData": [[1.0]]},
         "secondaryMetrics": {
           "baseNs": {"score": 1.0, "scoreUnit": "#", "rawData": %s},
           "candidateNs": {"score": 1.0, "scoreUnit": "#", "rawData": %s}}}
        """.formatted(algorithm, base, candidate);
  }
}
