package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.TreeShapes;
import org.junit.jupiter.api.Test;

/** A chain a million deep computes without recursion, and its result is read back. */
class DeepChainTest {

  @Test
  void aChainOneMillionDeepComputesAndIsReadBack() {
    TreeShapes.Shape chain = TreeShapes.chain(1_000_000, 7);
    FairshareResult r = new SlurmClassicAlgorithm(1).compute(chain.tree(), chain.usage());
    int user = chain.tree().size() - 1;
    assertThat(chain.tree().isUser(user)).isTrue();
    assertThat(chain.tree().depth(user)).isEqualTo(1_000_001);
    // every level has a single child, so every normalized share is 1 and the user's factor is 2^(-E)
    assertThat(r.get(Metric.NORM_SHARES, user)).isEqualTo(1.0);
    double e = r.get(Metric.EFFECTIVE_USAGE, user);
    assertThat(r.factor(user)).isEqualTo(Math.pow(2, -e));
    assertThat(r.rank(user)).isEqualTo(1);
  }

  @Test
  void aBalancedTreeOfOneMillionUsersComputes() {
    TreeShapes.Shape balanced = TreeShapes.balanced(10, 5, 11);
    FairshareResult r = new SlurmClassicAlgorithm(1).compute(balanced.tree(), balanced.usage());
    assertThat(balanced.tree().size()).isEqualTo(1_111_111);
    assertThat(balanced.tree().userCount()).isEqualTo(1_000_000);
    int last = balanced.tree().size() - 1;
    assertThat(r.factor(last)).isBetween(0.0, 1.0);
    assertThat(r.rank(last)).isBetween(1, 1_000_000);
  }
}
