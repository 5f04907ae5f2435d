package dev.fairshare.testkit.reference;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain object node for the reference algorithms: a mutable copy of one tree node with direct links,
 * built recursively so that the reference code reads like the schedulers' own.
 */
public final class RefNode {
  public final int index;
  public final String name;
  public final boolean user;
  public final boolean useParent;
  public final double shares;
  public final double usage;
  public RefNode parent;
  public final List<RefNode> children = new ArrayList<>();

  RefNode(int index, String name, boolean user, boolean useParent, double shares, double usage) {
    this.index = index;
    this.name = name;
    this.user = user;
    this.useParent = useParent;
    this.shares = shares;
    this.usage = usage;
  }

  /** Copies a tree and its (aggregated) usage into linked nodes; returns the root. */
  public static RefNode copyOf(ShareTree tree, UsageSnapshot usage) {
    RefNode[] nodes = new RefNode[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      nodes[i] = new RefNode(i, tree.name(i), tree.isUser(i), tree.usesParentShares(i), tree.shares(i),
          usage.usage(i));
      if (i > 0) {
        nodes[i].parent = nodes[tree.parent(i)];
        nodes[i].parent.children.add(nodes[i]);
      }
    }
    return nodes[0];
  }

  /** Every node of the subtree in pre-order, recursively. */
  public List<RefNode> preOrder() {
    List<RefNode> out = new ArrayList<>();
    collect(this, out);
    return out;
  }

  private static void collect(RefNode node, List<RefNode> out) {
    out.add(node);
    for (RefNode child : node.children) {
      collect(child, out);
    }
  }
}
