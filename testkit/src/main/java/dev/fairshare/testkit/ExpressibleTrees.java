package dev.fairshare.testkit;

import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Random trees that Slurm, PBS and LSF can all express, for conversion tests: lower-case names unique in the
 * whole tree, whole positive shares, no {@code FairShare=parent}, and every group with at least one child (an
 * empty group is a leaf entity in PBS and a collective account in LSF). Built from {@link RandomTrees} shapes
 * without parent and zero shares; a childless group gets a user {@code x<k>}. Seeded. {@link #everyFamily}
 * gives trees that flux-accounting expresses too.
 */
public final class ExpressibleTrees {
  private ExpressibleTrees() {}

  /** A jqwik arbitrary of such trees (with the random shape's usage on the users). */
  public static Arbitrary<TreeShapes.Shape> shapes() {
    return Arbitraries.longs().map(ExpressibleTrees::generate);
  }

  /** The tree for a seed. */
  public static TreeShapes.Shape generate(long seed) {
    TreeShapes.Shape shape = RandomTrees.generate(seed, new RandomTrees.Options(40, 8, false, false));
    ShareTree from = shape.tree();
    ShareTreeBuilder b = new ShareTreeBuilder();
    int[] ids = new int[from.size()];
    int extra = 0;
    for (int i = 1; i < from.size(); i++) {
      ids[i] = b.add(ids[from.parent(i)], from.name(i), from.kind(i), from.shares(i), false, null, null);
      if (!from.isUser(i) && !from.hasChildren(i)) {
        b.add(ids[i], "x" + extra, NodeKind.USER, 1 + extra % 7, false, null, null);
        extra++;
      }
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 1; i < from.size(); i++) {
      if (from.isUser(i)) {
        own[b.treeIndex(ids[i])] = shape.usage().usage(i);
      }
    }
    return new TreeShapes.Shape("expressible-" + seed, tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
  }

  /**
   * A tree every family of this project expresses without loss (slurm, pbs, lsf and flux-accounting): the
   * trees of {@link #generate} restricted further, as flux-accounting loads users only in banks without
   * sub-banks, so a group holds groups or users, never both. Groups {@code b<k>} down to depth 5, each with
   * one to four children; users {@code u<k>}, names unique in the tree; whole shares from 1 to 9. Seeded.
   */
  public static ShareTree everyFamily(long seed) {
    java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    int groups = 0;
    int users = 0;
    java.util.ArrayDeque<int[]> todo = new java.util.ArrayDeque<>();
    todo.add(new int[] {ShareTreeBuilder.ROOT, 0});
    while (!todo.isEmpty()) {
      int[] group = todo.poll();
      boolean holdsUsers = group[1] >= 4 || (group[1] > 0 && r.nextInt(3) == 0);
      int children = 1 + r.nextInt(4);
      for (int c = 0; c < children; c++) {
        if (holdsUsers) {
          b.add(group[0], "u" + users++, NodeKind.USER, 1 + r.nextInt(9), false, null, null);
        } else {
          int id = b.add(group[0], "b" + groups++, NodeKind.GROUP, 1 + r.nextInt(9), false, null, null);
          todo.add(new int[] {id, group[1] + 1});
        }
      }
    }
    return b.build();
  }
}
