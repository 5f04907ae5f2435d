package dev.fairshare.testkit;

import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;

/**
 * Slurm's worked examples as trees with usage, for tests of the algorithms and of their reference versions
 * alike (docs/algorithms/slurm.md §2.2, §4.6).
 */
public final class SlurmSeedTrees {
  private SlurmSeedTrees() {}

  /**
   * test24.1's tree: the classic page's (root → A 40, D 60; A → B 30, C 10; D → E 25, F 35; B → user1; C →
   * user2, user3; E → user4; F → user5, each user 1 share) plus account G (0 shares) with user6 (0 shares);
   * usage user1 20, user2 25, user4 25, user6 30.
   */
  public static UsageSnapshot test241() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "A", 40);
    int ab = b.group(a, "B", 30);
    int ac = b.group(a, "C", 10);
    int d = b.group(ShareTreeBuilder.ROOT, "D", 60);
    int de = b.group(d, "E", 25);
    int df = b.group(d, "F", 35);
    int g = b.group(ShareTreeBuilder.ROOT, "G", 0);
    b.user(ab, "user1", 1);
    b.user(ac, "user2", 1);
    b.user(ac, "user3", 1);
    b.user(de, "user4", 1);
    b.user(df, "user5", 1);
    b.user(g, "user6", 0);
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    own[tree.indexOf("A/B/user1")] = 20;
    own[tree.indexOf("A/C/user2")] = 25;
    own[tree.indexOf("D/E/user4")] = 25;
    own[tree.indexOf("G/user6")] = 30;
    return UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
  }

  /**
   * A {@code FairShare=parent} account (docs/algorithms/slurm.md §1.1): root → a (1 share); a → x (a user, 1
   * share), p ({@code parent}); p → y (a user, 3 shares). y sits in a's children list beside x and p.
   */
  public static ShareTree parentAccount() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "a", 1);
    b.user(a, "x", 1);
    int p = b.parentShares(a, "p", NodeKind.GROUP);
    b.user(p, "y", 3);
    return b.build();
  }
}
