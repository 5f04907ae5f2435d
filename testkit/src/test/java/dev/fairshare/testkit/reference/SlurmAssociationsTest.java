package dev.fairshare.testkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.SlurmSeedTrees;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Slurm's fair-share lists, level shares, {@code shares_norm}, {@code usage_norm} and factor as
 * docs/algorithms/slurm.md §1.1, §2.1, §2.2, §4.1 and §4.3 give them, on test24.1's tree (§2.2, §4.6) and a
 * {@code FairShare=parent} account.
 */
class SlurmAssociationsTest {
  /** test24.1's tree: the classic page's plus account G with user6, no share each. */
  private static SlurmAssociations test241() {
    UsageSnapshot usage = SlurmSeedTrees.test241();
    return new SlurmAssociations(usage.tree(), usage);
  }

  private static RefNode node(SlurmAssociations assocs, String name) {
    return assocs.all().stream().filter(n -> n.name.equals(name)).findFirst().orElseThrow();
  }

  @Test
  void sharesNormIsTheProductOfTheLevelFractions() {
    SlurmAssociations assocs = test241();

    assertThat(assocs.normalizedShares(node(assocs, "user1"))).isEqualTo(0.4 * 0.75 * 1);
    assertThat(assocs.normalizedShares(node(assocs, "user2"))).isEqualTo(0.4 * 0.25 * 0.5);
    assertThat(assocs.normalizedShares(node(assocs, "user4"))).isEqualTo(0.6 * (25.0 / 60) * 1);
    assertThat(assocs.normalizedShares(assocs.root())).isEqualTo(1.0);
    assertThat(assocs.levelShares(node(assocs, "A"))).isEqualTo(100.0);
    assertThat(assocs.levelShares(node(assocs, "user3"))).isEqualTo(2.0);
  }

  @Test
  void usageNormIsTheShareOfTheRootsUsage() {
    SlurmAssociations assocs = test241();

    assertThat(assocs.usageNorm(node(assocs, "user1"))).isEqualTo(0.2);
    assertThat(assocs.usageNorm(node(assocs, "D"))).isEqualTo(0.25);
    assertThat(assocs.usageNorm(node(assocs, "G"))).isEqualTo(0.3);
    assertThat(assocs.usageNorm(node(assocs, "user3"))).isZero();
  }

  @Test
  void aParentAccountsMembersSitInItsFairShareParentsList() {
    ShareTree tree = SlurmSeedTrees.parentAccount();
    SlurmAssociations assocs = new SlurmAssociations(tree, UsageSnapshot.zero(tree));
    RefNode accountA = node(assocs, "a");
    RefNode parent = node(assocs, "p");
    RefNode y = node(assocs, "y");

    assertThat(assocs.fsParent(y)).isSameAs(accountA);
    assertThat(assocs.fsChildren(parent)).isEmpty();
    assertThat(assocs.fsChildren(accountA)).extracting(n -> n.name).containsExactly("x", "p", "y");
    assertThat(assocs.levelShares(y)).isEqualTo(4.0);
    assertThat(assocs.normalizedShares(y)).isEqualTo(0.75);
    assertThat(assocs.normalizedShares(parent)).isEqualTo(1.0);
    assertThat(assocs.usageNorm(y)).isZero();
  }

  @Test
  void theFactorIsTwoToTheMinusEOverSOverTheDampening() {
    SlurmAssociations assocs = test241();
    Map<RefNode, Double> efctv = new HashMap<>();
    RefNode user2 = node(assocs, "user2");
    efctv.put(user2, 0.1);

    // S = 0.4/8 = 0.05: E/S = 2, so 2^-2, and 2^-1 with a dampening of 2
    assertThat(assocs.factor(user2, efctv, 1)).isEqualTo(0.25);
    assertThat(assocs.factor(user2, efctv, 2)).isEqualTo(0.5);
  }
}
