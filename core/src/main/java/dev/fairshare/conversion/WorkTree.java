package dev.fairshare.conversion;

import dev.fairshare.io.Limits;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * A mutable copy of a share tree and the usage charged to each node itself, on which the conversion rules
 * work; {@link #freeze} gives back an immutable tree and its usage. Iterative throughout.
 */
public final class WorkTree {
  private final WorkNode root;
  private final Instant usageAt;

  private WorkTree(WorkNode root, Instant usageAt) {
    this.root = root;
    this.usageAt = usageAt;
  }

  /**
   * A copy of a tree with its usage; each node's own usage is its total less its children's. A tree of
   * more nodes than {@link Limits#inputLines()} (a work node costs up to about 400 bytes) is refused before
   * it is copied ({@link TooLargeException}), never with an {@code OutOfMemoryError}.
   */
  public static WorkTree of(ShareTree tree, UsageSnapshot usage) {
    if (tree.size() > Limits.inputLines()) {
      throw new TooLargeException("a tree to convert of", tree.size(), Limits.inputLines(),
          Limits.raise() + " (a conversion costs about 400 bytes a node)");
    }
    WorkNode[] nodes = new WorkNode[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      double own = usage.usage(i);
      for (int c = tree.firstChild(i); c >= 0; c = tree.nextSibling(c)) {
        own -= usage.usage(c);
      }
      nodes[i] = new WorkNode(tree.name(i), tree.kind(i), tree.shares(i), tree.usesParentShares(i),
          tree.attributes(i), tree.origin(i), Math.max(0, own));
      if (i > 0) {
        nodes[tree.parent(i)].add(nodes[i]);
      }
    }
    return new WorkTree(nodes[0], usage.at());
  }

  /** The root. */
  public WorkNode root() {
    return root;
  }

  /** Every node in pre-order, root first (a snapshot: rules may change the tree while walking it). */
  public List<WorkNode> preOrder() {
    List<WorkNode> out = new ArrayList<>();
    Deque<WorkNode> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      WorkNode n = stack.pop();
      out.add(n);
      for (int k = n.children.size() - 1; k >= 0; k--) {
        stack.push(n.children.get(k));
      }
    }
    return out;
  }

  /** Removes a node and its subtree; its usage stays on the parent, as Slurm keeps a removed child's. */
  public void remove(WorkNode node) {
    node.parent.ownUsage += detach(node);
  }

  /**
   * Takes a node and its subtree out of the tree and drops their usage (the caller has moved it where it
   * belongs, as when two associations are merged).
   */
  public void unlink(WorkNode node) {
    detach(node);
  }

  /**
   * Splices a node out: its children take its place, in its position among its parent's children, and its own
   * usage goes to the parent (Slurm's {@code FairShare=parent}, as Fair Tree treats it).
   */
  public void splice(WorkNode node) {
    WorkNode up = node.parent;
    int at = up.children.indexOf(node);
    List<WorkNode> lifted = new ArrayList<>(node.children);
    up.children.remove(at);
    up.ownUsage += node.ownUsage;
    node.children.clear();
    node.detached = true;
    for (int k = 0; k < lifted.size(); k++) {
      WorkNode c = lifted.get(k);
      up.children.add(at + k, c);
      c.parent = up;
    }
  }

  /**
   * Takes a node out of its parent's children and marks it and its subtree detached, in one walk of the
   * subtree (so that {@link Rules#attached} answers at once, whatever the depth); the subtree's own usage.
   */
  private static double detach(WorkNode node) {
    double usage = 0;
    Deque<WorkNode> stack = new ArrayDeque<>();
    stack.push(node);
    while (!stack.isEmpty()) {
      WorkNode n = stack.pop();
      n.detached = true;
      usage += n.ownUsage;
      n.children.forEach(stack::push);
    }
    node.parent.children.remove(node);
    return usage;
  }

  /** Adds a new node under a parent. */
  public WorkNode add(WorkNode parent, String name, dev.fairshare.tree.NodeKind kind, double shares,
      Map<String, String> attributes, dev.fairshare.format.SourceLocation origin) {
    WorkNode n = new WorkNode(name, kind, shares, false, attributes, origin, 0);
    parent.add(n);
    return n;
  }

  /** The immutable tree and its usage, the nodes in their current order. */
  public Frozen freeze() {
    return freeze(true);
  }

  /**
   * The immutable tree and its usage; without {@code keepOrigins} the nodes lose where they were defined
   * (for a target's writer, to which a source file's line numbers mean nothing).
   */
  public Frozen freeze(boolean keepOrigins) {
    ShareTreeBuilder b = new ShareTreeBuilder(root.name).allowNegativeShares();
    b.rootShares(root.shares);
    b.rootAttributes(root.attributes);
    List<Double> own = new ArrayList<>();
    own.add(root.ownUsage);
    Deque<Object[]> stack = new ArrayDeque<>();
    for (int k = root.children.size() - 1; k >= 0; k--) {
      stack.push(new Object[] {root.children.get(k), ShareTreeBuilder.ROOT});
    }
    List<Integer> ids = new ArrayList<>();
    ids.add(ShareTreeBuilder.ROOT);
    while (!stack.isEmpty()) {
      Object[] top = stack.pop();
      WorkNode n = (WorkNode) top[0];
      int id = b.add((Integer) top[1], n.name, n.kind, n.usesParent ? 0 : n.shares, n.usesParent, n.attributes,
          keepOrigins ? n.origin : null);
      ids.add(id);
      own.add(n.ownUsage);
      for (int k = n.children.size() - 1; k >= 0; k--) {
        stack.push(new Object[] {n.children.get(k), id});
      }
    }
    ShareTree tree = b.build();
    double[] usage = new double[tree.size()];
    for (int k = 0; k < ids.size(); k++) {
      usage[b.treeIndex(ids.get(k))] = own.get(k);
    }
    return new Frozen(tree, UsageSnapshot.fromOwn(tree, usage, usageAt));
  }

  /**
   * A frozen result.
   *
   * @param tree the tree
   * @param usage its usage
   */
  public record Frozen(ShareTree tree, UsageSnapshot usage) {}
}
