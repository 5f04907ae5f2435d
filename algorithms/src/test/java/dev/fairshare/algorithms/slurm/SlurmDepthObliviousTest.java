package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.AlgorithmContract;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import org.junit.jupiter.api.Test;

/**
 * {@code slurm.depth-oblivious}: the shared contract, and the statements of its manual (
 * {@code priority_multifactor3.shtml}) on trees built to match them. The expected values are the manual's
 * formulas {@code F = 2^(−R)}, {@code R = R_parent · r_l^k}, {@code k = 1/(1+(5·ln R_parent)²)} evaluated
 * on the manual's own example figures, never the code under test.
 */
class SlurmDepthObliviousTest extends AlgorithmContract {

  /** A: shares 50, used everything (R = U/S = 2); a1 used two thirds of its share, a2 the rest. */
  static final String TWICE_THE_SHARES = """
      A a 50
      A/a1 u 1 1
      A/a2 u 1 5
      B a 50
      B/b1 u 1 0
      """;

  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmDepthObliviousAlgorithm(1);
  }

  /** "for first-level accounts, the effective usage ratio R is equal to the usage ratio r = U/S". */
  @Test
  void firstLevelAccountsUseTheirOwnUsageRatio() {
    TreeShapes.Shape shape = TreeText.parse(TWICE_THE_SHARES);
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage());
    assertThat(r.factor(shape.tree().indexOf("A"))).isCloseTo(Math.pow(2, -(1.0 / 0.5)), within(1e-15));
    assertThat(r.factor(shape.tree().indexOf("B"))).isEqualTo(1.0);
  }

  /**
   * "all the children of an account have used in total two times their combined shares, but one of the
   * child has used only two thirds of his shares, the local usage ratio of that child will be of one
   * third"; the ancestors are off target in the other direction, so k = 1/(1+(5·ln 2)²).
   */
  @Test
  void childUnderAnOverservedParentMovesTowardsTheParent() {
    TreeShapes.Shape shape = TreeText.parse(TWICE_THE_SHARES);
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage());
    double k = 1 / (1 + Math.pow(5 * Math.log(2), 2));
    double rA1 = 2 * Math.pow(1.0 / 3, k);
    int a1 = shape.tree().indexOf("A/a1");
    assertThat(r.factor(a1)).isCloseTo(Math.pow(2, -rA1), within(1e-12));
    // E = R · S, with S = 0.5 · 0.5.
    assertThat(r.get(Metric.EFFECTIVE_USAGE, a1)).isCloseTo(rA1 * 0.25, within(1e-12));
  }

  /**
   * "if the account usage imbalance is greater than its ancestors' in the same direction ... k is kept to
   * 1": a2 used 10/3 of its share under a parent at 2, so r_l = 5/3 and R = 2 · 5/3 = r, its own ratio.
   */
  @Test
  void childOverservedLikeItsParentKeepsItsOwnRatio() {
    TreeShapes.Shape shape = TreeText.parse(TWICE_THE_SHARES);
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage());
    assertThat(r.factor(shape.tree().indexOf("A/a2"))).isCloseTo(Math.pow(2, -10.0 / 3), within(1e-12));
  }

  /** k tends to 1 when the parent is on target: with R_parent = 1, R = r_l = r. */
  @Test
  void parentOnTargetLeavesTheChildItsOwnRatio() {
    TreeShapes.Shape shape = TreeText.parse("""
        A a 50
        A/a1 u 1 1
        A/a2 u 1 2
        B a 50
        B/b1 u 1 3
        """);
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage());
    ShareTree t = shape.tree();
    // A: U = 3/6, S = 0.5, R = 1. a1: U = 1/6, S = 0.25, r = 2/3.
    assertThat(r.factor(t.indexOf("A/a1"))).isCloseTo(Math.pow(2, -2.0 / 3), within(1e-12));
    assertThat(r.factor(t.indexOf("A/a2"))).isCloseTo(Math.pow(2, -4.0 / 3), within(1e-12));
  }

  /** The dampening factor divides the exponent, as in classic (docs/algorithms/slurm.md §4.3, §5). */
  @Test
  void dampeningFactorDividesTheExponent() {
    TreeShapes.Shape shape = TreeText.parse(TWICE_THE_SHARES);
    FairshareResult r = new SlurmDepthObliviousAlgorithm(2).compute(shape.tree(), shape.usage());
    assertThat(r.factor(shape.tree().indexOf("A"))).isCloseTo(Math.pow(2, -(2.0 / 2)), within(1e-15));
  }
}
