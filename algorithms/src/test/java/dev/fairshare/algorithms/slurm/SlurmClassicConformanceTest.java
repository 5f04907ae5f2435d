package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.SlurmSeedTrees;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The worked example of Slurm's classic fair-share page ({@code classic_fair_share.shtml}) and Slurm's own classic test
 * (test24.1, docs/algorithms/slurm.md §4.6), to the printed six decimals. Expected values are copied from the seed
 * and the spec.
 */
class SlurmClassicConformanceTest {
  private final SlurmClassicAlgorithm classic = new SlurmClassicAlgorithm(1);

  /** test24.1's tree: the classic page's plus account G (0 shares) with user6 (0 shares, usage 30). */
  static UsageSnapshot test241() {
    return SlurmSeedTrees.test241();
  }

  private String row(FairshareResult r, String path) {
    int i = r.tree().indexOf(path);
    return String.format(Locale.ROOT, "%s|%.6f|%.6f|%.6f|%.6f", path, r.get(Metric.NORM_SHARES, i),
        r.get(Metric.NORM_USAGE, i), r.get(Metric.EFFECTIVE_USAGE, i), r.factor(i));
  }

  @Test
  void seed003UsersGetTheDocumentedFactors() {
    UsageSnapshot usage = test241();
    FairshareResult r = classic.compute(usage.tree(), usage);
    assertThat(row(r, "A/B/user1")).isEqualTo("A/B/user1|0.300000|0.200000|0.387500|0.408479");
    assertThat(row(r, "A/C/user2")).isEqualTo("A/C/user2|0.050000|0.250000|0.275000|0.022097");
    assertThat(row(r, "A/C/user3")).isEqualTo("A/C/user3|0.050000|0.000000|0.150000|0.125000");
    assertThat(row(r, "D/E/user4")).isEqualTo("D/E/user4|0.250000|0.250000|0.250000|0.500000");
    assertThat(row(r, "D/F/user5")).isEqualTo("D/F/user5|0.350000|0.000000|0.145833|0.749154");
  }

  @Test
  void seed003AccountsGetTheDocumentedEffectiveUsage() {
    UsageSnapshot usage = test241();
    FairshareResult r = classic.compute(usage.tree(), usage);
    assertThat(row(r, "A")).isEqualTo("A|0.400000|0.450000|0.450000|0.458502");
    assertThat(row(r, "D")).isEqualTo("D|0.600000|0.250000|0.250000|0.749154");
    assertThat(row(r, "A/B")).isEqualTo("A/B|0.300000|0.200000|0.387500|0.408479");
    assertThat(row(r, "A/C")).isEqualTo("A/C|0.100000|0.250000|0.300000|0.125000");
    assertThat(row(r, "D/E")).isEqualTo("D/E|0.250000|0.250000|0.250000|0.500000");
    assertThat(row(r, "D/F")).isEqualTo("D/F|0.350000|0.000000|0.145833|0.749154");
  }

  @Test
  void zeroShareAccountAndItsZeroShareUserGetFactorZero() {
    UsageSnapshot usage = test241();
    FairshareResult r = classic.compute(usage.tree(), usage);
    // test24.1: AccountG||0|0.000000|30|0.300000|0.300000|0.000000| and user6 Eff = parent's 0.3, FS 0
    assertThat(row(r, "G")).isEqualTo("G|0.000000|0.300000|0.300000|0.000000");
    assertThat(row(r, "G/user6")).isEqualTo("G/user6|0.000000|0.300000|0.300000|0.000000");
  }

  @Test
  void rootShowsNormSharesAndEffectiveUsageOneAndNoFactor() {
    UsageSnapshot usage = test241();
    FairshareResult r = classic.compute(usage.tree(), usage);
    assertThat(r.get(Metric.NORM_SHARES, 0)).isEqualTo(1.0);
    assertThat(r.get(Metric.EFFECTIVE_USAGE, 0)).isEqualTo(1.0);
    assertThat(r.get(Metric.NORM_USAGE, 0)).isNaN();
    assertThat(r.factor(0)).isNaN();
  }

  @Test
  void usersRankByFactorWithTheMostDeservingFirst() {
    UsageSnapshot usage = test241();
    FairshareResult r = classic.compute(usage.tree(), usage);
    ShareTree t = usage.tree();
    assertThat(r.rank(t.indexOf("D/F/user5"))).isEqualTo(1);
    assertThat(r.rank(t.indexOf("D/E/user4"))).isEqualTo(2);
    assertThat(r.rank(t.indexOf("A/B/user1"))).isEqualTo(3);
    assertThat(r.rank(t.indexOf("A/C/user3"))).isEqualTo(4);
    assertThat(r.rank(t.indexOf("A/C/user2"))).isEqualTo(5);
    assertThat(r.rank(t.indexOf("G/user6"))).isEqualTo(6);
  }

  @Test
  void noUsageAnywhereGivesEveryUserWithSharesFactorOne() {
    UsageSnapshot usage = test241();
    FairshareResult r = classic.compute(usage.tree(), UsageSnapshot.zero(usage.tree()));
    assertThat(r.factor(usage.tree().indexOf("A/C/user2"))).isEqualTo(1.0);
    assertThat(r.factor(usage.tree().indexOf("D/F/user5"))).isEqualTo(1.0);
    assertThat(r.factor(usage.tree().indexOf("G/user6"))).isEqualTo(0.0);
  }

  @Test
  void parentUserDirectlyUnderRootGetsOneHalf() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.user(ShareTreeBuilder.ROOT, "u1", 10);
    b.parentShares(ShareTreeBuilder.ROOT, "u2", NodeKind.USER);
    ShareTree tree = b.build();
    double[] own = {0, 5, 7};
    FairshareResult r = classic.compute(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
    // docs/algorithms/slurm.md §4.3: root's efctv 1.0 and shares_norm 1.0 give 2^-1
    assertThat(r.factor(tree.indexOf("u2"))).isEqualTo(0.5);
  }

  @Test
  void parentAccountUsersCompeteAmongTheGrandparentsChildren() {
    ShareTree tree = SlurmSeedTrees.parentAccount();
    FairshareResult r = classic.compute(tree, UsageSnapshot.zero(tree));
    // level shares of a's list = x 1 + p 0 + y 3: y's share is 3/4, x's 1/4
    assertThat(r.get(Metric.NORM_SHARES, tree.indexOf("a/p/y"))).isEqualTo(0.75);
    assertThat(r.get(Metric.NORM_SHARES, tree.indexOf("a/x"))).isEqualTo(0.25);
    assertThat(r.get(Metric.NORM_SHARES, tree.indexOf("a/p"))).isEqualTo(1.0);
  }

  @Test
  void dampeningFactorDividesTheExponent() {
    UsageSnapshot usage = test241();
    FairshareResult r = new SlurmClassicAlgorithm(2).compute(usage.tree(), usage);
    // user4: E/S = 1, so 2^(-1/2)
    assertThat(String.format(Locale.ROOT, "%.6f", r.factor(usage.tree().indexOf("D/E/user4"))))
        .isEqualTo("0.707107");
  }
}
