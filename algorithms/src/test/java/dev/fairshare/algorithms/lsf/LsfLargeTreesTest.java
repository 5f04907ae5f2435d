package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.testkit.TreeShapes;
import org.junit.jupiter.api.Test;

/** lsf.fairshare has no recursion: a chain 300,000 deep (far past any stack) and a wide tree compute. */
class LsfLargeTreesTest {
  private final LsfFairshareAlgorithm lsf = new LsfFairshareAlgorithm(LsfSettings.defaults());

  @Test
  void chainOfThreeHundredThousandGroupsComputesWithoutRecursion() {
    TreeShapes.Shape chain = TreeShapes.chain(300_000, 7);
    FairshareResult r = lsf.compute(chain.tree(), chain.usage());
    int user = chain.tree().size() - 1;
    assertThat(r.rank(user)).isEqualTo(1);
    assertThat(r.factor(user)).isPositive();
  }

  @Test
  void wideTreeRanksEveryUserOnce() {
    TreeShapes.Shape wide = TreeShapes.balanced(20, 3, 11);
    FairshareResult r = lsf.compute(wide.tree(), wide.usage());
    boolean[] seen = new boolean[wide.tree().userCount() + 1];
    for (int i = 0; i < wide.tree().size(); i++) {
      if (wide.tree().isUser(i)) {
        assertThat(seen[r.rank(i)]).isFalse();
        seen[r.rank(i)] = true;
      }
    }
  }
}
