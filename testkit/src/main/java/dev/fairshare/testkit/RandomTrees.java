package dev.fairshare.testkit;

import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Random small trees for property tests: depth up to 30, zero shares, zero usage, {@code parent} shares on
 * groups and users, and users directly under the root. Seeded, so a failing case is reproduced by its seed.
 */
public final class RandomTrees {
  private RandomTrees() {}

  /** Options of the generator. */
  public record Options(int maxNodes, int maxDepth, boolean parentShares, boolean zeroShares) {
    /** Defaults: up to 60 nodes, depth up to 30, with {@code parent} and zero shares. */
    public static Options defaults() {
      return new Options(60, 30, true, true);
    }
  }

  /** A jqwik arbitrary of shapes with default options. */
  public static Arbitrary<TreeShapes.Shape> shapes() {
    return shapes(Options.defaults());
  }

  /** A jqwik arbitrary of shapes. */
  public static Arbitrary<TreeShapes.Shape> shapes(Options options) {
    return Arbitraries.longs().map(seed -> generate(seed, options));
  }

  /** The shape for a seed. */
  public static TreeShapes.Shape generate(long seed, Options options) {
    SplittableRandom random = new SplittableRandom(seed);
    int nodes = 2 + random.nextInt(options.maxNodes() - 1);
    boolean deep = random.nextInt(4) == 0;
    ShareTreeBuilder b = new ShareTreeBuilder();
    int[] ids = new int[nodes];
    int[] depth = new int[nodes];
    boolean[] group = new boolean[nodes];
    group[0] = true;
    int count = 1;
    while (count < nodes) {
      int parent = deep ? count - 1 - random.nextInt(Math.min(count, 3)) : random.nextInt(count);
      if (!group[parent] || depth[parent] >= options.maxDepth()) {
        parent = 0;
        while (!group[parent]) {
          parent = random.nextInt(count);
        }
        if (depth[parent] >= options.maxDepth()) {
          parent = 0;
        }
      }
      boolean isGroup = random.nextInt(3) != 0;
      int roll = random.nextInt(20);
      boolean useParent = options.parentShares() && roll == 0;
      double shares = options.zeroShares() && roll == 1 ? 0 : 1 + random.nextInt(60);
      String name = (isGroup ? "g" : "u") + count;
      NodeKind kind = isGroup ? NodeKind.GROUP : NodeKind.USER;
      ids[count] = b.add(ids[parent], name, kind, shares, useParent, null, null);
      depth[count] = depth[parent] + 1;
      group[count] = isGroup;
      count++;
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    boolean noUsage = random.nextInt(8) == 0;
    for (int i = 0; i < tree.size(); i++) {
      if (!noUsage && tree.isUser(i) && random.nextInt(4) != 0) {
        own[i] = random.nextInt(5) == 0 ? 1 + random.nextInt(10) : random.nextInt(100_000);
      }
    }
    return new TreeShapes.Shape("random-" + seed, tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
  }
}
