package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.TreeShapes.Shape;
import dev.fairshare.tree.ShareTree;
import java.util.List;

/**
 * The tree shapes the benchmarks run on, by name; every name ends with the shape's exact node count, so
 * that a report turns JMH's ns per operation into ns per node from the name alone.
 *
 * <p>All shapes come from testkit's seeded {@link TreeShapes}, shared with the property tests:
 * <ul>
 *   <li>{@code balanced-N}: fan-out 10, users at the last level ({@code balanced-1111111} is the 1.1M tree
 *       of the goals: 5 group levels, 1,000,000 users, depth 6); {@code balanced-1111} to
 *       {@code balanced-111111} are the smaller steps of the scaling plot;
 *   <li>{@code balanced-parents-N}: the same tree with the first group child of every group below the root's
 *       children a {@code parent} association (Slurm 14.11's ticket mode takes its own pass there);
 *   <li>{@code chain-users-11011}: a chain of 1,000 groups with 10 users at every level;
 *   <li>{@code irregular-117000}: a random tree, groups 1 to 12 children, users at depth 3 to 12;
 *   <li>{@code chain-N}: a chain of N-2 groups with one user at the bottom ({@code chain-100002} is the
 *       chain 100,000 deep).
 * </ul>
 */
public final class BenchShapes {
  /** The seed of every benchmark shape. */
  public static final long SEED = 7;

  /** The shapes of the goals, in report order. */
  public static final List<String> GOALS = List.of("balanced-1111111", "chain-users-11011",
      "irregular-117000", "chain-100002");

  private BenchShapes() {}

  /** Generates the shape of that name; an unknown name lists the known forms. */
  public static Shape make(String name) {
    int nodes = nodes(name);
    Shape shape;
    if (name.startsWith("balanced-parents-")) {
      shape = TreeShapes.balancedWithParentAccounts(10, balancedDepth(nodes), SEED);
    } else if (name.startsWith("balanced-")) {
      shape = TreeShapes.balanced(10, balancedDepth(nodes), SEED);
    } else if (name.startsWith("chain-users-")) {
      // 1 root + d groups + 10 (d + 1) users
      shape = TreeShapes.chainWithUsers((nodes - 11) / 11, 10, SEED);
    } else if (name.startsWith("irregular-")) {
      shape = TreeShapes.irregular(nodes, 3, 12, SEED);
    } else if (name.startsWith("chain-")) {
      shape = TreeShapes.chain(nodes - 2, SEED);
    } else {
      throw unknown(name);
    }
    if (shape.tree().size() != nodes) {
      throw new IllegalStateException("shape " + name + " has " + shape.tree().size() + " nodes, not "
          + nodes + ": TreeShapes changed, rename the shape");
    }
    return shape;
  }

  /** Every user of a tree pending, as the recompute benchmarks run the algorithms that read demand. */
  public static Demand everyUserPending(ShareTree tree) {
    return Demand.pending(tree.users());
  }

  /** The node count a shape name ends with. */
  public static int nodes(String name) {
    int dash = name.lastIndexOf('-');
    try {
      return Integer.parseInt(name.substring(dash + 1));
    } catch (NumberFormatException e) {
      throw unknown(name);
    }
  }

  private static int balancedDepth(int nodes) {
    int total = 1;
    int level = 1;
    for (int depth = 0; depth < 9; depth++) {
      level *= 10;
      total += level;
      if (total == nodes) {
        return depth;
      }
    }
    throw new IllegalArgumentException("no balanced fan-out 10 tree has " + nodes + " nodes");
  }

  private static IllegalArgumentException unknown(String name) {
    return new IllegalArgumentException("unknown shape '" + name + "': use balanced-N (N = 1111, 11111, "
        + "...), balanced-parents-N, chain-users-N (N = 11 d + 11), irregular-N or chain-N, where N is the "
        + "node count");
  }
}
