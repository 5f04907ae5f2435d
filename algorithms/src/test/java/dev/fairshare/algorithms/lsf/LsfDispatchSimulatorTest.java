package dev.fairshare.algorithms.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The dispatch loop of docs/algorithms/lsf.md §4.4 and the equal-share recipe of §6.8. */
class LsfDispatchSimulatorTest {
  private final LsfDispatchSimulator sim = new LsfDispatchSimulator(new LsfFairshareAlgorithm(LsfSettings.defaults()));

  private static List<String> names(ShareTree t, List<Integer> order) {
    return order.stream().map(t::path).toList();
  }

  @Test
  void equalSharesAlternateJobByJob() {
    ShareTreeBuilder b = new ShareTreeBuilder("q");
    b.user(ShareTreeBuilder.ROOT, "u1", 1);
    b.user(ShareTreeBuilder.ROOT, "u2", 1);
    b.user(ShareTreeBuilder.ROOT, "u3", 1);
    ShareTree t = b.build();
    int[] pending = {0, 3, 3, 3};
    int[] slots = {0, 1, 1, 1};
    assertThat(names(t, sim.run(t, UsageSnapshot.zero(t), pending, slots, 9)))
        .containsExactly("u1", "u2", "u3", "u1", "u2", "u3", "u1", "u2", "u3");
  }

  @Test
  void twiceTheSharesGetsTwiceTheSlotsAsTheyFill() {
    // a: 2 / (3 (1 + s)), b: 1 / (3 (1 + s)); a leads until its slots are about twice b's.
    ShareTreeBuilder b = new ShareTreeBuilder("q");
    b.user(ShareTreeBuilder.ROOT, "a", 2);
    b.user(ShareTreeBuilder.ROOT, "b", 1);
    ShareTree t = b.build();
    List<String> order = names(t, sim.run(t, UsageSnapshot.zero(t), new int[] {0, 10, 10}, new int[] {0, 1, 1}, 6));
    assertThat(order).containsExactly("a", "a", "b", "a", "a", "b");
  }

  @Test
  void theDescentStopsAtTheWinningBranchAndOnlyAccountsWithWorkCompete() {
    ShareTreeBuilder b = new ShareTreeBuilder("q");
    int g = b.group(ShareTreeBuilder.ROOT, "g", 5);
    b.user(g, "x", 1);
    b.user(g, "y", 100);
    b.user(ShareTreeBuilder.ROOT, "z", 1);
    ShareTree t = b.build();
    int[] pending = new int[t.size()];
    pending[t.indexOf("g/x")] = 1;
    pending[t.indexOf("z")] = 1;
    int[] slots = new int[t.size()];
    java.util.Arrays.fill(slots, 4);
    assertThat(names(t, sim.run(t, UsageSnapshot.zero(t), pending, slots, 5))).containsExactly("g/x", "z");
  }
}
