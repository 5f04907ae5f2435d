package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Slurm's own Fair Tree regression test, {@code testsuite/expect/test24.4}, line for line: the tree and
 * the expected {@code sshare -l -p} lines are copied from docs/algorithms/slurm.md §6.7 (N = 21 user associations,
 * dampening factor 1). Every NormShares, RawUsage, NormUsage, EffectvUsage, FairShare and LevelFS cell must
 * print the same six decimals ({@code inf} and blanks included).
 */
class SlurmFairTreeTest24p4Test {

  static final String TREE = """
      u1 u 10 0
      u2 u 10 10
      aA a 40
      aA/aAA a 30
      aA/aAA/uAA1 u 1 20
      aA/aAB a 10
      aA/aAB/uAB1 u 1 25
      aA/aAB/uAB2 u 1 0
      aB a 60
      aB/aBA a 25
      aB/aBA/uBA1 u 1 25
      aB/aBB a 35
      aB/aBB/uBB1 u 1 0
      aC a 0
      aC/uC1 u 0 30
      aD a 50
      aD/uD1 u parent 20
      aD/uD2 u 40 20
      aD/uD3 u 50 25
      aD/aDA a parent
      aD/aDA/uDA1 u parent 10
      aD/aDA/uDA2 u 30 10
      aD/aDA/uDA3 u 50 25
      aE a 10
      aE/aE1 u 10 0
      aE/aE2 u 10 0
      aF a 20
      aF/uF1 u 10 0
      aF/uF2 u 20 0
      aG a 8
      aG/uG1 u 10 10
      aG/aGA a 10
      aG/aGA/uGA1 u 20 4
      aG/aGA/uGA2 u 20 6
      """;

  /** docs/algorithms/slurm.md §6.7, the {@code sshare -l -p} lines (Account|User|RawShares|NormShares|...). */
  static final String EXPECTED = """
      root|||0.000000|240||1.000000||||cpu=0|
      root|u1|10|0.048077|0|0.000000|0.000000|1.000000|inf||cpu=0|
      root|u2|10|0.048077|10|0.041667|0.041667|0.666667|1.153846||cpu=0|
      aA||40|0.192308|45|0.187500|0.187500||1.025641||cpu=0|
      aAA||30|0.750000|20|0.083333|0.444444||1.687500||cpu=0|
      aAA|uAA1|1|1.000000|20|0.083333|1.000000|0.619048|1.000000||cpu=0|
      aAB||10|0.250000|25|0.104167|0.555556||0.450000||cpu=0|
      aAB|uAB1|1|0.500000|25|0.104167|1.000000|0.523810|0.500000||cpu=0|
      aAB|uAB2|1|0.500000|0|0.000000|0.000000|0.571429|inf||cpu=0|
      aB||60|0.288462|25|0.104167|0.104167||2.769231||cpu=0|
      aBA||25|0.416667|25|0.104167|1.000000||0.416667||cpu=0|
      aBA|uBA1|1|1.000000|25|0.104167|1.000000|0.714286|1.000000||cpu=0|
      aBB||35|0.583333|0|0.000000|0.000000||inf||cpu=0|
      aBB|uBB1|1|1.000000|0|0.000000|0.000000|0.761905|inf||cpu=0|
      aC||0|0.000000|30|0.125000|0.125000||0.000000||cpu=0|
      aC|uC1|0|0.000000|30|0.125000|1.000000|0.047619|0.000000||cpu=0|
      aD||50|0.240385|110|0.458333|0.458333||0.524476||cpu=0|
      aD|uD1|parent|0.240385|20|0.083333|0.181818|0.476190|||cpu=0|
      aD|uD2|40|0.235294|20|0.083333|0.181818|0.238095|1.294118||cpu=0|
      aD|uD3|50|0.294118|25|0.104167|0.227273|0.333333|1.294118||cpu=0|
      aDA||parent|0.240385|45|0.187500|0.409091||||cpu=0|
      aDA|uDA1|parent|0.240385|10|0.041667|0.090909|0.476190|||cpu=0|
      aDA|uDA2|30|0.176471|10|0.041667|0.090909|0.380952|1.941176||cpu=0|
      aDA|uDA3|50|0.294118|25|0.104167|0.227273|0.333333|1.294118||cpu=0|
      aE||10|0.048077|0|0.000000|0.000000||inf||cpu=0|
      aE|aE1|10|0.500000|0|0.000000|0.000000|1.000000|inf||cpu=0|
      aE|aE2|10|0.500000|0|0.000000|0.000000|1.000000|inf||cpu=0|
      aF||20|0.096154|0|0.000000|0.000000||inf||cpu=0|
      aF|uF1|10|0.333333|0|0.000000|0.000000|1.000000|inf||cpu=0|
      aF|uF2|20|0.666667|0|0.000000|0.000000|1.000000|inf||cpu=0|
      aG||8|0.038462|20|0.083333|0.083333||0.461538||cpu=0|
      aG|uG1|10|0.500000|10|0.041667|0.500000|0.190476|1.000000||cpu=0|
      aGA||10|0.500000|10|0.041667|0.500000||1.000000||cpu=0|
      aGA|uGA1|20|0.500000|4|0.016667|0.400000|0.190476|1.250000||cpu=0|
      aGA|uGA2|20|0.500000|6|0.025000|0.600000|0.095238|0.833333||cpu=0|
      """;

  @Test
  void everyLineOfTest24p4IsReproduced() {
    TreeShapes.Shape shape = TreeText.parse(TREE.replace("\n      ", "\n"));
    // The root's own RawShares is 0 in the test (its NormShares prints 0.000000 either way).
    FairshareResult r = new SlurmFairTreeAlgorithm().compute(shape.tree(), shape.usage());
    ShareTree tree = shape.tree();
    List<String> actual = new ArrayList<>();
    List<String> expected = new ArrayList<>();
    for (String line : EXPECTED.strip().split("\n")) {
      String[] f = line.trim().split("\\|", -1);
      int node = f[1].isEmpty() ? indexOfName(tree, f[0]) : indexOfName(tree, f[1]);
      expected.add(String.join("|", f[3], f[4], f[5], f[6], f[7], f[8]));
      actual.add(String.join("|", TreeText.sshare(r.get(Metric.NORM_SHARES, node)),
          Long.toString((long) shape.usage().usage(node)),
          TreeText.sshare(r.get(Metric.NORM_USAGE, node)),
          TreeText.sshare(r.get(Metric.EFFECTIVE_USAGE, node)),
          TreeText.sshare(r.get(Metric.FACTOR, node)),
          TreeText.sshare(r.get(Metric.LEVEL_FS, node))));
    }
    assertThat(actual).containsExactlyElementsOf(expected);
  }

  @Test
  void uD2RanksBelowUD3AlthoughTheirLevelFsAreMathematicallyEqual() {
    TreeShapes.Shape shape = TreeText.parse(TREE);
    FairshareResult r = new SlurmFairTreeAlgorithm().compute(shape.tree(), shape.usage());
    ShareTree t = shape.tree();
    // Slurm ranks (§6.7): uD3 and uDA3 tie at 7, uD2 gets 5; as dispatch positions out of 21: 15 and 17.
    assertThat(r.factor(t.indexOf("aD/uD2"))).isEqualTo(5 / 21.0);
    assertThat(r.factor(t.indexOf("aD/uD3"))).isEqualTo(7 / 21.0);
    assertThat(r.factor(t.indexOf("aD/aDA/uDA3"))).isEqualTo(7 / 21.0);
    assertThat(r.rank(t.indexOf("aD/uD3"))).isEqualTo(15);
    assertThat(r.rank(t.indexOf("aD/aDA/uDA3"))).isEqualTo(15);
    assertThat(r.rank(t.indexOf("aD/uD2"))).isEqualTo(17);
  }

  @Test
  void zeroShareUserStillTakesTheLastRank() {
    TreeShapes.Shape shape = TreeText.parse(TREE);
    FairshareResult r = new SlurmFairTreeAlgorithm().compute(shape.tree(), shape.usage());
    int uC1 = shape.tree().indexOf("aC/uC1");
    assertThat(r.factor(uC1)).isEqualTo(1 / 21.0);
    assertThat(r.rank(uC1)).isEqualTo(21);
  }

  private static int indexOfName(ShareTree tree, String name) {
    if (name.equals("root")) {
      return 0;
    }
    for (int i = 1; i < tree.size(); i++) {
      if (tree.name(i).equals(name)) {
        return i;
      }
    }
    throw new AssertionError("no node " + name);
  }
}
