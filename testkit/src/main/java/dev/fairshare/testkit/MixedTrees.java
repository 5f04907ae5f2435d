package dev.fairshare.testkit;

import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * Seeded random trees of up to a few thousand nodes that mix the shapes a tree can take: deep chains (up to
 * 400 groups, users beside them), wide levels (up to 500 children), and bushy random parts, with
 * {@code parent} shares on groups and users, zero shares, users directly under the root, and usage that is
 * absent, whole, or fractional (sums that round, whose order matters). For tests that cut a tree into
 * pieces, such as the parallel recompute's (ParallelContract).
 */
public final class MixedTrees {
  private MixedTrees() {}

  /** The shape for a seed. */
  public static TreeShapes.Shape generate(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int budget = 20 + random.nextInt(random.nextBoolean() ? 300 : 3000);
    boolean parentShares = random.nextInt(3) != 0;
    ShareTreeBuilder b = new ShareTreeBuilder();
    int[] open = new int[budget + 1];
    int openCount = 0;
    open[openCount++] = ShareTreeBuilder.ROOT;
    int nodes = 1;
    while (nodes < budget && openCount > 0) {
      int pick = random.nextInt(openCount);
      int group = open[pick];
      open[pick] = open[--openCount];
      int mode = random.nextInt(10);
      if (mode == 0) {
        // A deep chain of groups, a few users beside each.
        int depth = 1 + random.nextInt(Math.min(400, budget - nodes));
        int at = group;
        for (int d = 0; d < depth && nodes < budget; d++) {
          for (int u = random.nextInt(3); u > 0 && nodes < budget; u--) {
            add(b, random, at, false, parentShares, nodes++);
          }
          at = add(b, random, at, true, parentShares, nodes++);
        }
        open[openCount++] = at;
      } else if (mode == 1) {
        // A wide level: many children, mostly users.
        int width = 1 + random.nextInt(Math.min(500, budget - nodes));
        for (int c = 0; c < width && nodes < budget; c++) {
          boolean isGroup = random.nextInt(8) == 0;
          int id = add(b, random, group, isGroup, parentShares, nodes++);
          if (isGroup) {
            open[openCount++] = id;
          }
        }
      } else {
        int children = 1 + random.nextInt(8);
        for (int c = 0; c < children && nodes < budget; c++) {
          boolean isGroup = random.nextInt(3) != 0;
          int id = add(b, random, group, isGroup, parentShares, nodes++);
          if (isGroup) {
            open[openCount++] = id;
          }
        }
      }
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    int usageKind = random.nextInt(5);
    for (int i = 0; i < tree.size(); i++) {
      if (usageKind != 0 && tree.isUser(i) && random.nextInt(5) != 0) {
        own[i] = switch (usageKind) {
          case 1 -> random.nextInt(1_000_000);
          case 2 -> random.nextInt(4) == 0 ? 1 : random.nextInt(100);
          default -> random.nextDouble() * Math.scalb(1.0, random.nextInt(40));
        };
      }
    }
    return new TreeShapes.Shape("mixed-" + seed, tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
  }

  private static int add(ShareTreeBuilder b, SplittableRandom random, int parent, boolean group,
      boolean parentShares, int count) {
    int roll = random.nextInt(25);
    boolean useParent = parentShares && roll == 0;
    double shares = roll == 1 ? 0 : 1 + random.nextInt(100);
    NodeKind kind = group ? NodeKind.GROUP : NodeKind.USER;
    return b.add(parent, (group ? "g" : "u") + count, kind, shares, useParent, null, null);
  }
}
