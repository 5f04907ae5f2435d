package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.testkit.TreeShapes;
import org.junit.jupiter.api.Test;

/** Fair Tree, depth-oblivious and ticket on a chain a million deep and a wide tree: no recursion. */
class SlurmLargeTreesTest {

  @Test
  void aChainOneMillionDeepComputesWithEveryNewAlgorithm() {
    TreeShapes.Shape chain = TreeShapes.chain(1_000_000, 7);
    int user = chain.tree().size() - 1;
    FairshareResult fairTree = new SlurmFairTreeAlgorithm().compute(chain.tree(), chain.usage());
    assertThat(fairTree.factor(user)).isEqualTo(1.0);
    assertThat(fairTree.rank(user)).isEqualTo(1);
    FairshareResult oblivious = new SlurmDepthObliviousAlgorithm(1).compute(chain.tree(), chain.usage());
    assertThat(oblivious.factor(user)).isBetween(0.0, 1.0);
    FairshareResult ticket = new SlurmTicketAlgorithm().compute(chain.tree(), chain.usage(),
        Demand.pending(user));
    assertThat(ticket.factor(user)).isEqualTo(1.0);
  }

  @Test
  void aBalancedTreeOfOneHundredThousandUsersRanksEveryUser() {
    TreeShapes.Shape balanced = TreeShapes.balanced(10, 4, 11);
    FairshareResult r = new SlurmFairTreeAlgorithm().compute(balanced.tree(), balanced.usage());
    int users = balanced.tree().userCount();
    int best = 0;
    for (int i = 0; i < balanced.tree().size(); i++) {
      if (balanced.tree().isUser(i)) {
        assertThat(r.rank(i)).isBetween(1, users);
        best += r.rank(i) == 1 ? 1 : 0;
      }
    }
    assertThat(best).isPositive();
  }
}
