package dev.fairshare.testkit;

import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * The seeded generator of tree shapes shared by the property tests and the benchmarks: balanced trees,
 * chains, chains with users at every level, and irregular random trees, each with usage on the users.
 *
 * <p>Every shape is a pure function of its parameters and seed. Shares are integers 1..100, usage on users
 * is drawn from 0..1e6 (some users get exactly 0). Built iteratively: a chain of a million works.
 */
public final class TreeShapes {
  private TreeShapes() {}

  /** A tree with usage. */
  public record Shape(String name, ShareTree tree, UsageSnapshot usage) {}

  /**
   * A balanced tree: {@code depth} levels of groups below the root with {@code fanout} children each, and
   * {@code fanout} users under each group of the last level ({@code fanout=10, depth=5} gives 1,111,111
   * nodes and 1,000,000 users).
   */
  public static Shape balanced(int fanout, int depth, long seed) {
    return balanced(fanout, depth, seed, false);
  }

  /**
   * {@link #balanced}, the same nodes, shares and usage, but with the first group child of every group below
   * the root's children a {@code parent} association (Slurm's {@code FairShare=parent}: its shares are its
   * parent's; about 1 node in 110 of the tree, 1 group in 10 below the top level).
   */
  public static Shape balancedWithParentAccounts(int fanout, int depth, long seed) {
    return balanced(fanout, depth, seed, true);
  }

  private static Shape balanced(int fanout, int depth, long seed, boolean parentAccounts) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    int[] level = {ShareTreeBuilder.ROOT};
    for (int d = 1; d <= depth + 1; d++) {
      boolean users = d == depth + 1;
      int[] next = new int[level.length * fanout];
      int k = 0;
      for (int parent : level) {
        for (int c = 0; c < fanout; c++) {
          String name = (users ? "u" : "g") + c;
          int shares = 1 + random.nextInt(100);
          boolean usesParent = parentAccounts && !users && d >= 2 && c == 0;
          next[k++] = b.add(parent, name, users ? NodeKind.USER : NodeKind.GROUP, usesParent ? 0 : shares,
              usesParent, null, null);
        }
      }
      level = next;
    }
    return finish((parentAccounts ? "balanced-parents-" : "balanced-") + fanout + "x" + depth, b, random);
  }

  /** A chain of {@code depth} groups, each the only child of the one above, with one user at the bottom. */
  public static Shape chain(int depth, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    int parent = ShareTreeBuilder.ROOT;
    for (int d = 0; d < depth; d++) {
      parent = b.group(parent, "g" + d, 1 + random.nextInt(100));
    }
    b.user(parent, "u", 1 + random.nextInt(100));
    return finish("chain-" + depth, b, random);
  }

  /** A chain of {@code depth} groups with {@code usersPerLevel} users beside each next group. */
  public static Shape chainWithUsers(int depth, int usersPerLevel, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    int parent = ShareTreeBuilder.ROOT;
    for (int d = 0; d < depth; d++) {
      for (int u = 0; u < usersPerLevel; u++) {
        b.user(parent, "u" + u, 1 + random.nextInt(100));
      }
      parent = b.group(parent, "g" + d, 1 + random.nextInt(100));
    }
    for (int u = 0; u < usersPerLevel; u++) {
      b.user(parent, "u" + u, 1 + random.nextInt(100));
    }
    return finish("chain-users-" + depth + "x" + usersPerLevel, b, random);
  }

  /**
   * An irregular tree of about {@code targetNodes} nodes: groups at depths 1 to {@code maxDepth} with 1 to
   * 12 children each, users at random depths from {@code minDepth}.
   */
  public static Shape irregular(int targetNodes, int minDepth, int maxDepth, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    int[] stackNode = new int[maxDepth + 2];
    int[] stackDepth = new int[maxDepth + 2];
    int[] remaining = new int[maxDepth + 2];
    int top = 0;
    stackNode[0] = ShareTreeBuilder.ROOT;
    stackDepth[0] = 0;
    remaining[0] = Integer.MAX_VALUE;
    int count = 1;
    while (top >= 0 && count < targetNodes) {
      if (remaining[top] == 0) {
        top--;
        continue;
      }
      remaining[top]--;
      int depth = stackDepth[top] + 1;
      boolean mustGroup = depth < minDepth;
      boolean canGroup = depth < maxDepth;
      boolean group = mustGroup || (canGroup && random.nextInt(3) == 0);
      String name = (group ? "g" : "u") + count;
      int id = b.add(stackNode[top], name, group ? NodeKind.GROUP : NodeKind.USER,
          1 + random.nextInt(100), false, null, null);
      count++;
      if (group) {
        top++;
        stackNode[top] = id;
        stackDepth[top] = depth;
        remaining[top] = 1 + random.nextInt(12);
      }
    }
    return finish("irregular-" + targetNodes, b, random);
  }

  private static Shape finish(String name, ShareTreeBuilder b, SplittableRandom random) {
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i) && random.nextInt(10) != 0) {
        own[i] = random.nextInt(1_000_000);
      }
    }
    return new Shape(name, tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
  }
}
