package dev.fairshare.flux.weighted;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.testkit.reference.ReferenceFluxWeightedTree;
import dev.fairshare.tree.ShareTree;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The order the fast walk leaves each node's children in ({@link WeightedWalk#sortedChildren}, the order
 * flux's writer visits the tree in) is flux's sort of them: by the reference's weights, heaviest first,
 * users before banks on tied weights, and siblings of exactly equal weight and kind in the tree's order
 * (the walk's sort is stable, so exact ties keep the order they were read in).
 */
class SiblingOrderPropertyTest {

  @Property(tries = 300)
  void childrenAreLeftInFluxOrder(@ForAll long seed) {
    TreeShapes.Shape shape = FluxTrees.generate(seed);
    ShareTree tree = shape.tree();
    int n = tree.size();
    int[] parent = new int[n];
    boolean[] user = new boolean[n];
    long[] shares = new long[n];
    double[] usage = new double[n];
    for (int i = 0; i < n; i++) {
      parent[i] = tree.parent(i);
      user[i] = tree.isUser(i);
      shares[i] = CxxArithmetic.doubleToUnsigned(tree.shares(i));
      usage[i] = user[i] ? shape.usage().usage(i) : 0.0;
    }
    WalkTree walkTree = WalkTree.fromParents(parent, user, shares);
    BankUsage.fill(walkTree, parent, usage);
    WeightedWalk walk = new WeightedWalk(walkTree);
    walk.run(usage, new double[n], new double[n], new double[n]);
    double[] weight = new ReferenceFluxWeightedTree().compute(tree, shape.usage()).weight();
    int[] sorted = walk.sortedChildren();
    int[] start = walkTree.childStart();
    for (int node = 0; node < n; node++) {
      for (int k = start[node]; k + 1 < start[node + 1]; k++) {
        int a = sorted[k];
        int b = sorted[k + 1];
        assertThat(CxxArithmetic.before(weight[b], user[b], weight[a], user[a]))
            .as("%s placed after %s in %s", tree.path(b), tree.path(a), shape.name()).isFalse();
        if (user[a] == user[b] && Double.compare(weight[a] + 0.0, weight[b] + 0.0) == 0) {
          assertThat(a).as("exact tie %s, %s kept in the tree's order in %s", tree.path(a), tree.path(b),
              shape.name()).isLessThan(b);
        }
      }
    }
  }
}
