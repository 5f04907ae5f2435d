package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeDetails;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Map;

/**
 * Re-labels a converted tree for one target's writer: the same tree (its arrays shared, not copied) with the
 * attributes that writer reads, made for each node when the writer asks, and no source locations.
 */
public final class TargetTree {
  private TargetTree() {}

  /** The attributes a target's writer reads of one node, from the converted tree. */
  @FunctionalInterface
  public interface Label {
    /** The node's attributes for the writer (a value: equal for every call), from its converted ones. */
    Map<String, String> attributes(ShareTree converted, int node);
  }

  /**
   * The tree with the root named {@code rootName} ({@code null} keeps it), each node's attributes
   * {@code label}'s, no origins; its usage is the usage of each node itself carried over (a node's own usage,
   * its total less its children's, at least 0), summed again.
   */
  public static WorkTree.Frozen relabel(WorkTree.Frozen frozen, String rootName, Label label) {
    ShareTree tree = frozen.tree();
    ShareTree out = tree.relabelled(rootName == null ? tree.rootName() : rootName, new NodeDetails() {
      @Override
      public Map<String, String> attributes(int key) {
        return label.attributes(tree, key);
      }

      @Override
      public SourceLocation origin(int key) {
        return null;
      }
    });
    UsageSnapshot usage = frozen.usage();
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      double o = usage.usage(i);
      for (int c = tree.firstChild(i); c >= 0; c = tree.nextSibling(c)) {
        o -= usage.usage(c);
      }
      own[i] = Math.max(0, o);
    }
    return new WorkTree.Frozen(out, UsageSnapshot.fromOwn(out, own, usage.at()));
  }
}
