package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.AlgorithmContract;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceSlurmFairTree;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** {@code slurm.fair-tree}: the shared contract, and the tie and edge cases of docs/algorithms/slurm.md §6.3–6.6. */
class SlurmFairTreeTest extends AlgorithmContract {

  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmFairTreeAlgorithm();
  }

  /** docs/algorithms/slurm.md §6.5: N = 5; z, X and Y all have LevelFS 1.0; x1 = y1 = 2.5, x2 = y2 = 0.625. */
  @Test
  void tiedSiblingAccountsAreNotMerged() {
    TreeShapes.Shape shape = TreeText.parse("""
        z u 20 20
        X a 10
        X/x1 u 1 2
        X/x2 u 1 8
        Y a 10
        Y/y1 u 1 2
        Y/y2 u 1 8
        """);
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage());
    ShareTree t = shape.tree();
    // The "actual Slurm" column of the table in §6.5.
    assertThat(r.factor(t.indexOf("z"))).isEqualTo(1.0);
    assertThat(r.factor(t.indexOf("X/x1"))).isEqualTo(1.0);
    assertThat(r.factor(t.indexOf("X/x2"))).isEqualTo(0.6);
    assertThat(r.factor(t.indexOf("Y/y1"))).isEqualTo(0.6);
    assertThat(r.factor(t.indexOf("Y/y2"))).isEqualTo(0.2);
  }

  /** §6.3 (b): a user and a sibling account with equal LevelFS: the user first, the account's child tied. */
  @Test
  void accountTiedWithAUserPassesTheUsersRankToItsFirstChild() {
    TreeShapes.Shape shape = TreeText.parse("""
        a u 1 1
        b u 1 2
        G a 1
        G/g1 u 1 1
        G/g2 u 1 2
        """);
    // Root usage 6: a has S 1/3, U 1/6, LF 2; G has S 1/3, U 3/6, LF 2/3; b has S 1/3, U 2/6, LF 1.
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage());
    ShareTree t = shape.tree();
    assertThat(r.factor(t.indexOf("a"))).isEqualTo(4 / 4.0);
    assertThat(r.factor(t.indexOf("b"))).isEqualTo(3 / 4.0);
    assertThat(r.factor(t.indexOf("G/g1"))).isEqualTo(2 / 4.0);
    assertThat(r.factor(t.indexOf("G/g2"))).isEqualTo(1 / 4.0);
    TreeShapes.Shape tiedShape = TreeText.parse("""
        a u 1 2
        G a 1
        G/g1 u 1 1
        G/g2 u 1 1
        """);
    // a: LF (1/2)/(2/4) = 1; G: (1/2)/(2/4) = 1, tied: g1 and g2 (LF 1 each, tied with each other) keep 3.
    FairshareResult tied = algorithm().compute(tiedShape.tree(), tiedShape.usage());
    ShareTree tt = tiedShape.tree();
    assertThat(tied.factor(tt.indexOf("a"))).isEqualTo(1.0);
    assertThat(tied.factor(tt.indexOf("G/g1"))).isEqualTo(1.0);
    assertThat(tied.factor(tt.indexOf("G/g2"))).isEqualTo(1.0);
    assertThat(tied.rank(tt.indexOf("G/g2"))).isEqualTo(1);
  }

  /** §6.1, §13 item 10: zero shares give LevelFS 0 even with zero usage; zero usage gives inf. */
  @Test
  void zeroSharesBeatZeroUsage() {
    TreeShapes.Shape shape = TreeText.parse("""
        idle u 0 0
        fresh u 5 0
        busy u 5 10
        """);
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage());
    ShareTree t = shape.tree();
    assertThat(r.get(Metric.LEVEL_FS, t.indexOf("idle"))).isEqualTo(0.0);
    assertThat(r.get(Metric.LEVEL_FS, t.indexOf("fresh"))).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(r.rank(t.indexOf("fresh"))).isEqualTo(1);
    assertThat(r.rank(t.indexOf("busy"))).isEqualTo(2);
    assertThat(r.rank(t.indexOf("idle"))).isEqualTo(3);
    assertThat(r.factor(t.indexOf("idle"))).isEqualTo(1 / 3.0);
  }

  /** §6.6: a parent user ranks at the top of its fs-parent's level; a parent account never takes a rank. */
  @Test
  void parentSharesUserRanksFirstAndParentAccountHasNoLevelFs() {
    TreeShapes.Shape shape = TreeText.parse("""
        A a 10
        A/low u 10 5
        A/P a parent
        A/P/up u parent 50
        A/P/mid u 10 1
        """);
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage());
    ShareTree t = shape.tree();
    assertThat(r.rank(t.indexOf("A/P/up"))).isEqualTo(1);
    assertThat(r.rank(t.indexOf("A/P/mid"))).isEqualTo(2);
    assertThat(r.rank(t.indexOf("A/low"))).isEqualTo(3);
    assertThat(r.get(Metric.LEVEL_FS, t.indexOf("A/P"))).isNaN();
    assertThat(r.get(Metric.LEVEL_FS, t.indexOf("A/P/up"))).isNaN();
    assertThat(r.factor(t.indexOf("A/P"))).isNaN();
    // §2.3: a parent row shows its fs-parent's level fraction (A is alone at the root: 10/10).
    assertThat(r.get(Metric.NORM_SHARES, t.indexOf("A/P/up"))).isEqualTo(1.0);
    // §2.1: parent members add 0 to the level shares: low and mid share 10 + 10.
    assertThat(r.get(Metric.NORM_SHARES, t.indexOf("A/P/mid"))).isEqualTo(0.5);
  }

  /**
   * Slurm cannot hold negative shares, but a PBS tree can; Fair Tree must still rank it (negative S gives a
   * negative LevelFS, below a zero-share sibling) and agree with the reference, not fail.
   */
  @Test
  void negativeSharesFromAPbsTreeRankLastAndMatchTheReference() {
    ShareTreeBuilder b = new ShareTreeBuilder().allowNegativeShares();
    b.user(ShareTreeBuilder.ROOT, "neg", -5);
    b.user(ShareTreeBuilder.ROOT, "zero", 0);
    b.user(ShareTreeBuilder.ROOT, "pos", 10);
    int g = b.group(ShareTreeBuilder.ROOT, "g", -3);
    b.user(g, "inner", 1);
    b.user(g, "idle", 2);
    ShareTree t = b.build();
    double[] own = new double[t.size()];
    own[t.indexOf("neg")] = 10;
    own[t.indexOf("pos")] = 10;
    own[t.indexOf("g/inner")] = 10;
    UsageSnapshot usage = UsageSnapshot.fromOwn(t, own, Instant.EPOCH);
    FairshareResult r = algorithm().compute(t, usage);
    ReferenceSlurmFairTree.Values ref = new ReferenceSlurmFairTree().compute(t, usage);
    for (int i = 1; i < t.size(); i++) {
      if (t.isUser(i)) {
        assertThat(r.rank(i)).as(t.path(i)).isEqualTo(t.userCount() - ref.slurmRank()[i] + 1);
      }
    }
    assertThat(r.get(Metric.LEVEL_FS, t.indexOf("neg"))).isNegative();
    assertThat(r.rank(t.indexOf("pos"))).isEqualTo(1);
    assertThat(r.rank(t.indexOf("zero"))).isLessThan(r.rank(t.indexOf("neg")));
  }
}
