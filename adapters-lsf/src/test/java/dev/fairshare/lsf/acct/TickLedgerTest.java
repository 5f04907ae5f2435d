package dev.fairshare.lsf.acct;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import org.junit.jupiter.api.Test;

/**
 * mbatchd's tick arithmetic ({@code mbd.fairshare.c} {@code updShareAcctStats}, {@code updAllSAcctForDecay};
 * {@code mbd.misc.c} {@code updJobSAcctAfterReplay}) with HIST_HOURS = 1, d = (float) 10^-0.25 =
 * 0.5623413324356079, mbatchd started at O = 10000, 900 s ticks (the first fold at O + 900). The expected
 * values were worked out by hand in single precision from those formulas (a throwaway script rounding each
 * product and sum to float32), not by this class.
 */
class TickLedgerTest {
  private static final long O = 10_000;
  private static final ShareTree TREE = tree();

  private static ShareTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int g = b.group(ShareTreeBuilder.ROOT, "g", 1);
    b.user(g, "u", 1);
    return b.build();
  }

  private static TickLedger ledger() {
    return new TickLedger(TREE, new AcctDecay(1, 900, 900, O, false, false));
  }

  @Test
  void usageSinceTheLastTickCountsUndecayedUntilTheNextTickFoldsIt() {
    TickLedger l = ledger();
    int u = TREE.indexOf("g/u");
    l.charge(u, O + 100, 100);
    l.charge(u, O + 1000, 50);
    // tick 1 (O + 900) folds the 100 in undecayed: hist 100; the 50 came after it and waits for tick 2.
    assertThat(l.totals(O + 1500)[u]).isEqualTo(150.0);
  }

  @Test
  void eachLaterTickMultipliesTheHistoryByD() {
    TickLedger l = ledger();
    int u = TREE.indexOf("g/u");
    l.charge(u, O + 100, 100);
    l.charge(u, O + 1000, 50);
    assertThat(l.totals(O + 1800)[u]).isEqualTo(106.234130859375);
    TickLedger again = ledger();
    again.charge(u, O + 100, 100);
    again.charge(u, O + 1000, 50);
    assertThat(again.totals(O + 2700)[u]).isEqualTo(59.73984146118164);
  }

  @Test
  void aChargeGoesUpToEveryAncestor() {
    TickLedger l = ledger();
    l.charge(TREE.indexOf("g/u"), O + 100, 100);
    double[] t = l.totals(O + 1800);
    assertThat(t[TREE.indexOf("g")]).isEqualTo(t[TREE.indexOf("g/u")]).isEqualTo(56.234134674072266);
    assertThat(t[0]).isEqualTo(56.234134674072266);
  }

  @Test
  void theStartItselfIsNoTick() {
    TickLedger l = ledger();
    l.charge(TREE.indexOf("g/u"), O + 10, 100);
    assertThat(l.totals(O + 899)[TREE.indexOf("g/u")]).isEqualTo(100.0);
    assertThat(l.totals(O + 900)[TREE.indexOf("g/u")]).isEqualTo(100.0);
  }

  @Test
  void ticksFallAtTheClockPeriodWhileDecayingByTheTick() {
    TickLedger l = new TickLedger(TREE, new AcctDecay(1, 900, 984, O, false, false));
    int u = TREE.indexOf("g/u");
    l.charge(u, O + 10, 100);
    l.charge(u, O + 950, 50);
    // the first fold is at O + 984, after the second charge: both fold in undecayed, and the second
    // fold at O + 1968 multiplies by d
    assertThat(l.totals(O + 1967)[u]).isEqualTo(150.0);
    assertThat(l.totals(O + 1968)[u]).isEqualTo(84.3511962890625);
  }

  @Test
  void aChargeAtATicksInstantIsFoldedInAtThatTick() {
    TickLedger l = ledger();
    int u = TREE.indexOf("g/u");
    l.charge(u, O + 900, 100);
    assertThat(l.totals(O + 1800)[u]).isEqualTo(56.234134674072266);
  }

  @Test
  void jobsFinishedBeforeTheStartAreRecoveredDecayedByTheWholeTicksSinceTheirEnd() {
    TickLedger l = ledger();
    int u = TREE.indexOf("g/u");
    l.charge(u, O - 1000, 200);
    l.charge(u, O + 10, 100);
    assertThat(l.totals(O + 500)[u]).isEqualTo(212.46826171875);
    TickLedger again = ledger();
    again.charge(u, O - 1000, 200);
    again.charge(u, O + 10, 100);
    assertThat(again.totals(O + 900)[u]).isEqualTo(163.2455596923828);
  }

  /**
   * A tick costs nothing on the accounts without usage: on a level of 200,000 users with one charged, the
   * charged account's values are those of the two-node tree above, and 100,000 ticks later the history is
   * the smallest float, where it stays (it times d > 1/2 rounds back to itself in single precision); a tick
   * over every account once made that 2·10^10 steps. The timeout only guards against that.
   */
  @Test
  @org.junit.jupiter.api.Timeout(30)
  void ticksOverAWideTreeCostOnlyTheChargedAccounts() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int g = b.group(ShareTreeBuilder.ROOT, "g", 1);
    for (int k = 0; k < 200_000; k++) {
      b.user(g, "u" + k, 1);
    }
    ShareTree wide = b.build();
    int u = wide.indexOf("g/u7");
    TickLedger l = new TickLedger(wide, new AcctDecay(1, 900, 900, O, false, false));
    l.charge(u, O + 100, 100);
    l.charge(u, O + 1000, 50);
    double[] t = l.totals(O + 2700);
    assertThat(t[u]).isEqualTo(59.73984146118164);
    assertThat(t[wide.indexOf("g/u8")]).isZero();
    TickLedger later = new TickLedger(wide, new AcctDecay(1, 900, 900, O, false, false));
    later.charge(u, O + 100, 100);
    assertThat(later.totals(O + 900L * 100_000)[u]).isEqualTo(Float.MIN_VALUE);
  }
}
