package dev.fairshare.flux.weighted;

import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * Random trees with what makes flux's walk hard: depth to 8, few distinct shares and usages (ties between
 * users, between banks, between users and banks), zero shares, usage below 1 (sibling sums that truncate to
 * 0), usage from 2^63 to past 2^64, banks without users, users beside sub-banks.
 */
final class FluxTrees {
  private FluxTrees() {}

  static TreeShapes.Shape generate(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int nodes = 2 + r.nextInt(r.nextInt(4) == 0 ? 600 : 60);
    boolean ties = r.nextBoolean();
    ShareTreeBuilder b = new ShareTreeBuilder();
    int[] ids = new int[nodes];
    int[] depth = new int[nodes];
    boolean[] group = new boolean[nodes];
    group[0] = true;
    for (int i = 1; i < nodes; i++) {
      int parent;
      do {
        parent = r.nextInt(i);
      } while (!group[parent] || depth[parent] >= 8);
      boolean isGroup = r.nextInt(3) == 0;
      double shares = ties ? new double[] {0, 1, 1, 2, 4}[r.nextInt(5)]
          : r.nextInt(10) == 0 ? 0 : 1 + r.nextInt(100);
      ids[i] = b.add(ids[parent], (isGroup ? "b" : "u") + i, isGroup ? NodeKind.GROUP : NodeKind.USER, shares,
          false, null, null);
      depth[i] = depth[parent] + 1;
      group[i] = isGroup;
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        own[i] = usage(r, ties);
      }
    }
    return new TreeShapes.Shape("flux-" + seed, tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
  }

  private static double usage(SplittableRandom r, boolean ties) {
    if (ties) {
      return new double[] {0, 0.5, 1, 2, 2, 10, 100}[r.nextInt(7)];
    }
    int k = r.nextInt(20);
    if (k < 3) {
      return 0;
    }
    if (k < 5) {
      return new double[] {1e-10, 0.25, 0.5, 0.999}[r.nextInt(4)];
    }
    if (k == 5) {
      return new double[] {9.3e18, 1.8e19, 2e19, 5e19, 1e21}[r.nextInt(5)];
    }
    if (k < 9) {
      return 1 + r.nextInt(20);
    }
    return r.nextDouble() * 1e6;
  }
}
