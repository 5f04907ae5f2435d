package dev.fairshare.flux.weighted;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The ranks {@code weighted_walk_t::run()} gives where sibling banks tie and where they do not; the
 * expected values follow flux's walk by hand (adapters-flux/README.md, "The weighted tree").
 */
class WeightedWalkTest {

  /**
   * Banks A and B (1 share each, usage 5 each) both weigh 0.5 / (5 / 10) = 1.0: flux merges them into one
   * virtual bank, so their users compete as one group, a1 (0.5 / (1/5) = 2.5), b1 (1.25), b2 (0.83),
   * a2 (0.625), ranked 4 down to 1; ranked bank by bank, a2 would come before b1.
   */
  @Test
  void usersOfSiblingBanksThatTieAreRankedAsOneGroup() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "A", 1);
    int bank = b.group(ShareTreeBuilder.ROOT, "B", 1);
    b.user(a, "a1", 1);
    b.user(a, "a2", 1);
    b.user(bank, "b1", 1);
    b.user(bank, "b2", 1);
    ShareTree tree = b.build();
    FairshareResult result = compute(tree, "A/a1", 1, "A/a2", 4, "B/b1", 2, "B/b2", 3);

    assertThat(factor(result, tree, "A/a1")).isEqualTo(1.0);
    assertThat(factor(result, tree, "B/b1")).isEqualTo(0.75);
    assertThat(factor(result, tree, "B/b2")).isEqualTo(0.5);
    assertThat(factor(result, tree, "A/a2")).isEqualTo(0.25);
    assertThat(result.get(Metric.RANK, tree.indexOf("B/b1"))).isEqualTo(2.0);
  }

  /**
   * Without a tie each bank's users take consecutive ranks: A (usage 2, weight 0.5 / (2/10) = 2.5) before
   * B (usage 8, 0.625); within A, a1 (usage 0, no-usage weight) before a2; within B, b1 (usage 3,
   * 0.5 / (3/8) = 1.33) before b2 (usage 5, 0.8).
   */
  @Test
  void usersOfBanksThatDoNotTieTakeTheirBanksBlocksOfRanks() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int a = b.group(ShareTreeBuilder.ROOT, "A", 1);
    int bank = b.group(ShareTreeBuilder.ROOT, "B", 1);
    b.user(bank, "b1", 1);
    b.user(bank, "b2", 1);
    b.user(a, "a1", 1);
    b.user(a, "a2", 1);
    ShareTree tree = b.build();
    FairshareResult result = compute(tree, "A/a1", 0, "A/a2", 2, "B/b1", 3, "B/b2", 5);

    assertThat(factor(result, tree, "A/a1")).isEqualTo(1.0);
    assertThat(factor(result, tree, "A/a2")).isEqualTo(0.75);
    assertThat(factor(result, tree, "B/b1")).isEqualTo(0.5);
    assertThat(factor(result, tree, "B/b2")).isEqualTo(0.25);
    assertThat(result.get(Metric.RANK, tree.indexOf("B/b2"))).isEqualTo(4.0);
  }

  private static FairshareResult compute(ShareTree tree, Object... pathAndUsage) {
    double[] own = new double[tree.size()];
    for (int k = 0; k < pathAndUsage.length; k += 2) {
      own[tree.indexOf((String) pathAndUsage[k])] = ((Number) pathAndUsage[k + 1]).doubleValue();
    }
    return new FluxWeightedTree().compute(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
  }

  private static double factor(FairshareResult result, ShareTree tree, String path) {
    return result.factor(tree.indexOf(path));
  }
}
