package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import org.junit.jupiter.api.Test;

/**
 * The oracle vectors of docs/algorithms/pbs.md §14: a three-level tree with a zero-usage leaf, a 60-character leaf
 * whose usage came back as a 49-character unknown entity (usage 7), every value to every printed digit, and
 * the {@code compare_path} winners.
 */
class PbsOracleVectorsTest {
  private static final String LONG = "l".repeat(60);

  private final PbsTrees t = new PbsTrees()
      .group("gA", "root", 1).group("gB", "root", 1).group("gC", "root", 1)
      .user("a1", "gA", 1).user("a2", "gA", 2).user("b1", "gB", 1).user("b2", "gB", 1)
      .group("sub", "gC", 3).user("c1", "gC", 1)
      .user("s1", "sub", 1).user("s2", "sub", 1).user("s3", "sub", 2).user(LONG, "sub", 1)
      .user(LONG.substring(0, 49), "unknown", 1)
      .usage("a1", 50).usage("a2", 150).usage("b1", 120).usage("b2", 80).usage("c1", 10)
      .usage("s1", 30).usage("s2", 0).usage("s3", 500).usage(LONG.substring(0, 49), 7);
  private final FairshareResult r =
      new PbsFairshareAlgorithm(PbsSettings.defaults()).compute(t.tree(), t.snapshot());

  @Test
  void rootHoldsOnePlusEveryLeafInTheFile() {
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, 0)).isEqualTo(948.0);
  }

  @Test
  void everyNodeMatchesTheOracleBitForBit() {
    row("gA", 0.333333343f, 201, 0.212025315f, 0.64346076416970865);
    row("a1", 0.111111119f, 50, 0.105836853f, 0.5167249189579769);
    row("a2", 0.222222239f, 150, 0.194092825f, 0.54585221999566502);
    row("b1", 0.166666672f, 120, 0.169303805f, 0.49454620833033797);
    row("b2", 0.166666672f, 80, 0.148206741f, 0.53989829141510726);
    row("gC", 0.333333343f, 541, 0.570675135f, 0.3052312533960253);
    row("c1", 0.0833333358f, 10, 0.150580168f, 0.28579210877852168);
    row("sub", 0.25f, 531, 0.568037987f, 0.20702086040688464);
    row("s1", 0.0500000007f, 30, 0.138924047f, 0.14574507049362115);
    row("s2", 0.0500000007f, 0, 0.1136076f, 0.20702086040688464);
    row("s3", 0.100000001f, 500, 0.543670893f, 0.023088064936669771);
  }

  @Test
  void comparePathPicksTheOraclesWinners() {
    winner("a1", "b1", "a1");
    winner("a2", "b2", "b2");
    winner("a1", "a2", "a1");
    winner("s1", "c1", "c1");
    winner("s3", "a1", "a1");
    winner("s2", "s1", "s2");
  }

  @Test
  void tiedGroupsFallThroughToTheirMembers() {
    PbsTrees tied = new PbsTrees().group("gA", "root", 1).group("gB", "root", 1)
        .user("a1", "gA", 1).user("a2", "gA", 1).user("b1", "gB", 1).user("b2", "gB", 1)
        .usage("a1", 10).usage("a2", 30).usage("b1", 20).usage("b2", 20);
    FairshareResult result = new PbsFairshareAlgorithm(PbsSettings.defaults()).compute(tied.tree(),
        tied.snapshot());
    assertThat(PbsComparePath.compare(result, tied.index("a1"), tied.index("b1"))).isEqualTo(-1);
    assertThat(PbsComparePath.compare(result, tied.index("a2"), tied.index("b2"))).isEqualTo(1);
    assertThat(result.rank(tied.index("a1"))).isEqualTo(1);
    assertThat(result.rank(tied.index("b1"))).isEqualTo(2);
    assertThat(result.rank(tied.index("b2"))).isEqualTo(2);
    assertThat(result.rank(tied.index("a2"))).isEqualTo(4);
  }

  @Test
  void unknownEntitiesWithDefaultUnknownSharesHaveNoTarget() {
    int entity = t.index(LONG.substring(0, 49));
    assertThat(r.get(Metric.NORM_SHARES, entity)).isZero();
    assertThat(r.factor(entity)).isZero();
    assertThat(r.rank(entity)).isEqualTo(t.tree().userCount());
  }

  private void row(String name, float perc, double usage, float treeUsage, double factor) {
    int i = t.index(name);
    assertThat((float) r.get(Metric.NORM_SHARES, i)).as("%s tree_percentage", name).isEqualTo(perc);
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, i)).as("%s usage", name).isEqualTo(usage);
    assertThat((float) r.get(Metric.EFFECTIVE_USAGE, i)).as("%s usage_factor", name).isEqualTo(treeUsage);
    assertThat(r.factor(i)).as("%s fairshare_factor", name).isEqualTo(factor);
  }

  private void winner(String a, String b, String expected) {
    int c = PbsComparePath.compare(r, t.index(a), t.index(b));
    assertThat(c == -1 ? a : c == 1 ? b : a + " == " + b).as("%s vs %s", a, b).isEqualTo(expected);
  }
}
