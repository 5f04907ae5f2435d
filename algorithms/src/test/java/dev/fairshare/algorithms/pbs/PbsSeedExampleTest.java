package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import java.math.BigDecimal;
import java.math.RoundingMode;
import org.junit.jupiter.api.Test;

/**
 * PBS's PP-718 design document and the values OpenPBS's own source gives for it (docs/algorithms/pbs.md
 * §12): the document's numbers hold to three decimals, the source's to every printed digit.
 */
class PbsSeedExampleTest {
  private final PbsFairshareAlgorithm algorithm = new PbsFairshareAlgorithm(PbsSettings.defaults());

  private static PbsTrees example(boolean suzyInFile) {
    PbsTrees t = new PbsTrees()
        .group("group1", "root", 40).group("group2", "root", 60)
        .user("Bob", "group1", 50).user("Cathy", "group1", 50)
        .user("Suzy", "group2", 60).user("Scott", "group2", 40)
        .usage("Bob", 100).usage("Cathy", 100).usage("Scott", 1000);
    return suzyInFile ? t.usage("Suzy", 0) : t;
  }

  /** C's {@code %.Nf}: the exact binary value rounded half-even. */
  private static String printf(double value, int decimals) {
    return new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
  }

  @Test
  void designDocumentValuesHoldToThreeDecimals() {
    PbsTrees t = example(true);
    FairshareResult r = algorithm.compute(t.tree(), t.snapshot());
    int bob = t.index("Bob");
    int suzy = t.index("Suzy");
    assertThat(printf(r.get(Metric.NORM_USAGE, bob), 3)).isEqualTo("0.083");
    assertThat(printf(r.get(Metric.NORM_USAGE, t.index("group1")), 3)).isEqualTo("0.167");
    assertThat(printf(r.get(Metric.NORM_SHARES, bob), 3)).isEqualTo("0.200");
    assertThat(printf(r.get(Metric.EFFECTIVE_USAGE, bob), 3)).isEqualTo("0.125");
    assertThat(printf(r.factor(bob), 3)).isEqualTo("0.648");
    assertThat(printf(r.get(Metric.NORM_USAGE, t.index("group2")), 3)).isEqualTo("0.833");
    assertThat(printf(r.get(Metric.NORM_SHARES, suzy), 2)).isEqualTo("0.36");
    assertThat(printf(r.get(Metric.EFFECTIVE_USAGE, suzy), 3)).isEqualTo("0.500");
    assertThat(printf(r.factor(suzy), 3)).isEqualTo("0.382");
  }

  @Test
  void sourceValuesHoldToEveryPrintedDigit() {
    PbsTrees t = example(true);
    FairshareResult r = algorithm.compute(t.tree(), t.snapshot());
    expect(r, t.index("Bob"), 0.200000003f, "0.125312", "0.647718");
    expect(r, t.index("Cathy"), 0.200000003f, "0.125312", "0.647718");
    expect(r, t.index("Suzy"), 0.360000014f, "0.500083", "0.381798");
    expect(r, t.index("Scott"), 0.24000001f, "0.832973", "0.090201");
    expect(r, t.index("group1"), 0.400000006f, "0.167361", "0.748253");
    expect(r, t.index("group2"), 0.600000024f, "0.833472", "0.381798");
  }

  @Test
  void suzyAbsentFromTheUsageFileKeepsTheStartingOne() {
    PbsTrees t = example(false);
    FairshareResult r = algorithm.compute(t.tree(), t.snapshot());
    expect(r, t.index("Suzy"), 0.360000014f, "0.500416", "0.381553");
  }

  @Test
  void everyNodeStartsAtOneSoTheRootHoldsOneMoreThanItsLeaves() {
    PbsTrees t = example(true);
    FairshareResult r = algorithm.compute(t.tree(), t.snapshot());
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, 0)).isEqualTo(1201.0);
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, t.index("group2"))).isEqualTo(1001.0);
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, t.index("group1"))).isEqualTo(201.0);
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, t.index("unknown"))).isEqualTo(1.0);
  }

  @Test
  void formulaLogValuesOfThePtlTestMatch() {
    PbsTrees t = example(false);
    FairshareResult r = algorithm.compute(t.tree(), t.snapshot());
    assertThat(printf(r.get(Metric.EFFECTIVE_USAGE, t.index("Bob")), 4)).isEqualTo("0.1253");
    assertThat(printf(r.get(Metric.EFFECTIVE_USAGE, t.index("Suzy")), 4)).isEqualTo("0.5004");
    assertThat(printf(r.get(Metric.EFFECTIVE_USAGE, t.index("Scott")), 4)).isEqualTo("0.8330");
    assertThat(printf(r.factor(t.index("Bob")), 4)).isEqualTo("0.6477");
    assertThat(printf(r.factor(t.index("Suzy")), 4)).isEqualTo("0.3816");
    assertThat(printf(r.factor(t.index("Scott")), 4)).isEqualTo("0.0902");
  }

  private static void expect(FairshareResult r, int node, float perc, String treeUsage, String factor) {
    assertThat((float) r.get(Metric.NORM_SHARES, node)).as("perc").isEqualTo(perc);
    assertThat(printf(r.get(Metric.EFFECTIVE_USAGE, node), 6)).as("fairshare_tree_usage").isEqualTo(treeUsage);
    assertThat(printf(r.factor(node), 6)).as("fairshare_factor").isEqualTo(factor);
  }
}
