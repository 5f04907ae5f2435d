package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import org.junit.jupiter.api.Test;

/**
 * {@link IncrementalFairTree} on the worked tie example of docs/algorithms/slurm.md §6.5 and small trees,
 * where a charge changes the order; the expected factors are worked out by hand with the walk of §6.2–6.4.
 */
class IncrementalFairTreeTest {
  /** docs/algorithms/slurm.md §6.5: z 20 shares, X and Y 10 each, all three LevelFS 1.0; N = 5. */
  private static final String TIE_EXAMPLE = """
      z u 20 20
      X a 10
      X/x1 u 1 2
      X/x2 u 1 8
      Y a 10
      Y/y1 u 1 2
      Y/y2 u 1 8
      """;

  /** The tree of the test at hand ({@link #start}). */
  private ShareTree t;
  /** Fair Tree kept current on {@link #t}. */
  private IncrementalFairTree ft;

  /** Reads a tree in {@link TreeText}'s notation and starts Fair Tree on it with its usage. */
  private void start(String text) {
    TreeShapes.Shape shape = TreeText.parse(text);
    t = shape.tree();
    ft = new IncrementalFairTree(t, shape.usage());
  }

  @Test
  void startsWithTheSpecsTable() {
    start(TIE_EXAMPLE);
    // The "actual Slurm" column of §6.5.
    assertFactors(ft, t, 1.0, 1.0, 0.6, 0.6, 0.2);
  }

  /**
   * z charged 40: root 80, z's LevelFS 0.5/0.75 = 0.667 falls below X's and Y's 0.25/0.125 = 2, which still
   * tie: X's users first (x1 rank 5, x2 4), y1 inherits the tie and x2's rank 4, y2 rank 2, z last.
   */
  @Test
  void aChargeMovesAUserBelowTwoTiedAccounts() {
    start(TIE_EXAMPLE);
    ft.charge(t.indexOf("z"), 40);
    assertFactors(ft, t, 0.2, 1.0, 0.8, 0.8, 0.4);
    assertThat(ft.rank(t.indexOf("Y/y1"))).isEqualTo(2.0);
    assertThat(ft.levelFs(t.indexOf("X"))).isEqualTo(2.0);
    assertThat(ft.levelFs(t.indexOf("Y"))).isEqualTo(2.0);
  }

  /**
   * Then x1 charged 10: root 90, Y 0.25/(10/90) = 2.25 before X 0.25/(20/90) = 1.125 before z 0.5/(60/90)
   * = 0.75; inside X, x2 0.5/0.4 = 1.25 now before x1 0.5/0.6: y1 5, y2 4, x2 3, x1 2, z 1.
   */
  @Test
  void aSecondBatchBreaksTheTieAndReordersBothLevels() {
    start(TIE_EXAMPLE);
    ft.charge(t.indexOf("z"), 40);
    ft.charge(new int[] {t.indexOf("X/x1")}, new double[] {10});
    assertFactors(ft, t, 0.2, 0.4, 0.6, 1.0, 0.8);
  }

  /**
   * x2 charged 10 puts Y (1.25, tied with z) before X (0.625); y2 charged 10 then ties X and Y again at
   * 0.25/(20/60) = 0.75 under z's 1.5, and the list order as built puts X first again: z 5, x1 4, x2 3, y1
   * inherits the tie and x2's rank 3, y2 1.
   */
  @Test
  void accountsTiedAgainGoInTheListsOrderAsBuilt() {
    start(TIE_EXAMPLE);
    ft.charge(t.indexOf("X/x2"), 10);
    // z 1.25 first, Y tied with it (y1 inherits z's rank 5), y2 0.5/0.8: 3; X: x1 2, x2 1.
    assertFactors(ft, t, 1.0, 0.4, 0.2, 1.0, 0.6);
    ft.charge(t.indexOf("Y/y2"), 10);
    assertFactors(ft, t, 1.0, 0.8, 0.6, 0.6, 0.2);
  }

  /**
   * B and C tie (LevelFS 1), so C's only user c1 inherits the rank of the last untied user under B. b1 and b2
   * tie too, so that user is b1 (factor 1). One batch charges b2 and c1 by 1: B and C still tie (3 each of 6)
   * but b2 (0.5/(2/3)) no longer ties b1 (0.5/(1/3)), so c1 takes b2's rank 2 of 3: B's list must be
   * re-sorted before the root's.
   */
  @Test
  void aTiedAccountsFirstUserFollowsTheLastUntiedUserOfTheAccountBefore() {
    start("""
        B a 1
        B/b1 u 1 1
        B/b2 u 1 1
        C a 1
        C/c1 u 1 2
        """);
    assertThat(ft.factor(t.indexOf("C/c1"))).isEqualTo(1.0);
    assertThat(ft.factor(t.indexOf("B/b2"))).isEqualTo(1.0);
    ft.charge(new int[] {t.indexOf("B/b2"), t.indexOf("C/c1")}, new double[] {1, 1});
    assertThat(ft.factor(t.indexOf("B/b1"))).isEqualTo(1.0);
    assertThat(ft.factor(t.indexOf("B/b2"))).isEqualTo(2 / 3.0);
    assertThat(ft.factor(t.indexOf("C/c1"))).isEqualTo(2 / 3.0);
    assertThat(ft.rank(t.indexOf("C/c1"))).isEqualTo(2.0);
  }

  @Test
  void aSnapshotOfAnotherTreeOrAnUnknownNodeIsRefusedAndChangesNothing() {
    start(TIE_EXAMPLE);
    ShareTree other = new ShareTreeBuilder().build();
    assertThatThrownBy(() -> ft.update(UsageSnapshot.zero(other), new int[0]))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another tree");
    assertThatThrownBy(() -> ft.charge(new int[] {t.indexOf("z"), t.size()}, new double[] {40, 1}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not in a tree");
    assertFactors(ft, t, 1.0, 1.0, 0.6, 0.6, 0.2);
  }

  /** The factors of z, x1, x2, y1, y2. */
  private static void assertFactors(IncrementalFairTree ft, ShareTree t, double z, double x1, double x2,
      double y1, double y2) {
    assertThat(new double[] {ft.factor(t.indexOf("z")), ft.factor(t.indexOf("X/x1")),
        ft.factor(t.indexOf("X/x2")), ft.factor(t.indexOf("Y/y1")), ft.factor(t.indexOf("Y/y2"))})
        .containsExactly(z, x1, x2, y1, y2);
  }
}
