package dev.fairshare.convert;

import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.NodeKind;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Random trees that Slurm, PBS and LSF can all express: lower-case names unique in the whole tree, whole
 * positive shares, no {@code FairShare=parent}, and every group with at least one child (an empty group is a
 * leaf entity in PBS and a collective account in LSF).
 */
final class ExpressibleTrees {
  private ExpressibleTrees() {}

  static Arbitrary<WorkTree.Frozen> trees() {
    return Arbitraries.longs().map(ExpressibleTrees::generate);
  }

  static WorkTree.Frozen generate(long seed) {
    TreeShapes.Shape shape = RandomTrees.generate(seed, new RandomTrees.Options(40, 8, false, false));
    WorkTree work = WorkTree.of(shape.tree(), shape.usage());
    int extra = 0;
    for (WorkNode n : work.preOrder()) {
      if (n.parent() != null && !n.isUser() && n.children().isEmpty()) {
        work.add(n, "x" + extra++, NodeKind.USER, 1 + (extra % 7), Map.of(), null);
      }
    }
    return work.freeze();
  }
}
