package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.testkit.AlgorithmContract;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code slurm.ticket}: the shared contract, and its edge cases (docs/algorithms/slurm.md §11). */
class SlurmTicketTest extends AlgorithmContract {

  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmTicketAlgorithm();
  }

  /** A {@code parent} user's job takes its account's tickets, which may exceed the best user's. */
  @Override
  protected double[] factorRange() {
    return new double[] {0, 4294967295.0};
  }

  /**
   * Without {@code parent} shares: a {@code parent} user's job takes its account's (or the root's)
   * tickets, so more usage for it can raise its factor by lowering the most tickets any user got; that is
   * the 2.5 code (see {@link #parentUserUnderTheRootGainsWhenItsOwnTicketsFall}), not a contract the
   * algorithm keeps. The reference property test covers {@code parent} shares.
   */
  @Override
  protected RandomTrees.Options treeOptions() {
    RandomTrees.Options d = RandomTrees.Options.defaults();
    return new RandomTrees.Options(d.maxNodes(), d.maxDepth(), false, d.zeroShares());
  }

  /** Every user has a job pending, so that the invariants see tickets flow everywhere. */
  @Override
  protected Demand demand(ShareTree tree) {
    return Demand.pending(java.util.stream.IntStream.range(0, tree.size()).filter(tree::isUser).toArray());
  }

  @Test
  void withoutPendingJobsEveryFactorIsZero() {
    TreeShapes.Shape shape = TreeText.parse("""
        A a 1
        A/u u 1 5
        """);
    FairshareResult r = algorithm().compute(shape.tree(), shape.usage(), Demand.none());
    assertThat(r.factor(shape.tree().indexOf("A/u"))).isZero();
    assertThat(r.extra(SlurmTicketAlgorithm.TICKETS, shape.tree().indexOf("A"))).isZero();
  }

  /** The 2013 divide-by-zero fix: an all-zero level gets no tickets instead of crashing (0/0 → 0). */
  @Test
  void allZeroSharesGiveNoTickets() {
    TreeShapes.Shape shape = TreeText.parse("""
        A a 0
        A/u u 0 5
        B a 1
        B/v u 1 5
        """);
    ShareTree t = shape.tree();
    FairshareResult r = algorithm().compute(t, shape.usage(), Demand.pending(t, List.of("A/u", "B/v")));
    assertThat(r.extra(SlurmTicketAlgorithm.TICKETS, t.indexOf("A/u"))).isZero();
    assertThat(r.factor(t.indexOf("A/u"))).isZero();
    assertThat(r.factor(t.indexOf("B/v"))).isEqualTo(1.0);
  }

  /**
   * A {@code parent} user's job walks up to its account (docs/algorithms/slurm.md §11 step 3); under the root it
   * reaches the root itself, with all 4294967295 tickets.
   */
  @Test
  void parentUserTakesItsAccountsTickets() {
    TreeShapes.Shape shape = TreeText.parse("""
        top u parent 0
        A a 1
        A/p u parent 0
        A/q u 1 5
        B a 1
        B/r u 1 5
        """);
    ShareTree t = shape.tree();
    FairshareResult r = algorithm().compute(t, shape.usage(), Demand.pending(t, List.of("A/q", "B/r")));
    double a = r.extra(SlurmTicketAlgorithm.TICKETS, t.indexOf("A"));
    double q = r.extra(SlurmTicketAlgorithm.TICKETS, t.indexOf("A/q"));
    double best = Math.max(q, r.extra(SlurmTicketAlgorithm.TICKETS, t.indexOf("B/r")));
    assertThat(r.factor(t.indexOf("A/p"))).isEqualTo(a / best);
    assertThat(r.factor(t.indexOf("top"))).isEqualTo(4294967295.0 / best);
  }

  /**
   * A {@code parent} user directly under the root walks up to the root (4294967295 tickets): when it was
   * the most-ticketed user, more usage lowers that maximum and so raises its factor.
   */
  @Test
  void parentUserUnderTheRootGainsWhenItsOwnTicketsFall() {
    String before = """
        p u parent 10
        A a 1
        A/a u 1 40
        """;
    String after = before.replace("p u parent 10", "p u parent 20");
    double[] factors = new double[2];
    int k = 0;
    for (String text : new String[] {before, after}) {
      TreeShapes.Shape shape = TreeText.parse(text);
      ShareTree t = shape.tree();
      FairshareResult r = algorithm().compute(t, shape.usage(), demand(t));
      assertThat(r.extra(SlurmTicketAlgorithm.TICKETS, t.indexOf("p")))
          .isGreaterThan(r.extra(SlurmTicketAlgorithm.TICKETS, t.indexOf("A/a")));
      factors[k++] = r.factor(t.indexOf("p"));
    }
    assertThat(factors[1]).isGreaterThan(factors[0]);
  }

  @Test
  void conversionToUint32IsX86s() {
    assertThat(SlurmTicketAlgorithm.toUint32(Double.NaN)).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(4294967295.9)).isEqualTo(4294967295.0);
    assertThat(SlurmTicketAlgorithm.toUint32(4294967296.5)).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(Double.POSITIVE_INFINITY)).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(12.99)).isEqualTo(12.0);
  }

  @Test
  void conversionToUint32KeepsTheLow32BitsOfX86sTruncation() {
    // cvttsd2si: -1 for -1.5 (low 32 bits 0xffffffff), 0x8000000000000000 from 2^63 and from -2^63 down.
    assertThat(SlurmTicketAlgorithm.toUint32(-1.5)).isEqualTo(4294967295.0);
    assertThat(SlurmTicketAlgorithm.toUint32(-4294967296.0 - 7)).isEqualTo(4294967289.0);
    assertThat(SlurmTicketAlgorithm.toUint32(0x1p63)).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(-0x1p63)).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(-0x1p70)).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(Double.NEGATIVE_INFINITY)).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(0x1p62 + 0x1p33 + 1024)).isEqualTo(1024.0);
    assertThat(SlurmTicketAlgorithm.toUint32(-0.0)).isZero();
  }

  @Test
  void conversionToUint32AtTheEdgesOfItsRangeIsX86s() {
    // cvttsd2si truncates toward zero; a zero of either sign converts to +0, 2^32 to 0x100000000 (low bits 0).
    assertThat(Double.doubleToRawLongBits(SlurmTicketAlgorithm.toUint32(-0.0))).isZero();
    assertThat(Double.doubleToRawLongBits(SlurmTicketAlgorithm.toUint32(0.0))).isZero();
    assertThat(Double.doubleToRawLongBits(SlurmTicketAlgorithm.toUint32(Double.MIN_VALUE))).isZero();
    assertThat(Double.doubleToRawLongBits(SlurmTicketAlgorithm.toUint32(Math.nextDown(1.0)))).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(1.0)).isEqualTo(1.0);
    assertThat(SlurmTicketAlgorithm.toUint32(Math.nextDown(0x1p32))).isEqualTo(4294967295.0);
    assertThat(SlurmTicketAlgorithm.toUint32(0x1p32)).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(Math.nextUp(0x1p32))).isZero();
    assertThat(SlurmTicketAlgorithm.toUint32(0x1p32 + 5.75)).isEqualTo(5.0);
  }
}
