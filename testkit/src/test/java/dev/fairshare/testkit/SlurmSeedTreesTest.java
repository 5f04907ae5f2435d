package dev.fairshare.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import org.junit.jupiter.api.Test;

/** The seed's trees hold what their documentation says. */
class SlurmSeedTreesTest {
  @Test
  void test241HasSevenAccountsSixUsersAndAHundredOfUsage() {
    UsageSnapshot usage = SlurmSeedTrees.test241();
    ShareTree tree = usage.tree();

    assertThat(tree.size()).isEqualTo(1 + 7 + 6);
    assertThat(usage.total()).isEqualTo(100.0);
    assertThat(tree.shares(tree.indexOf("G"))).isZero();
    assertThat(usage.usage(tree.indexOf("D"))).isEqualTo(25.0);
  }

  @Test
  void parentAccountHoldsYUnderAParentAccount() {
    ShareTree tree = SlurmSeedTrees.parentAccount();

    assertThat(tree.usesParentShares(tree.indexOf("a/p"))).isTrue();
    assertThat(tree.shares(tree.indexOf("a/p/y"))).isEqualTo(3.0);
    assertThat(tree.isUser(tree.indexOf("a/x"))).isTrue();
  }
}
