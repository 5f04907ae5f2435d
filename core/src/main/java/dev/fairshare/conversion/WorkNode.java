package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeKind;
import java.util.List;
import java.util.Map;

/**
 * A node of a {@link WorkTree}: a view by index of the tree's arrays, through which conversion rules rename,
 * reshape and drop nodes before the result is frozen into a {@code ShareTree}. Two views of one node are
 * equal; a view costs nothing to make and holds nothing of its own.
 */
public final class WorkNode {
  private final WorkTree tree;
  private final int index;

  WorkNode(WorkTree tree, int index) {
    this.tree = tree;
    this.index = index;
  }

  /** The node's index in its tree (0 for the root; nodes a rule added come after the copied ones). */
  int index() {
    return index;
  }

  /** The node's name. */
  public String name() {
    return tree.name(index);
  }

  /** Group or user. */
  public NodeKind kind() {
    return tree.kind(index);
  }

  /** Whether the node is a user leaf. */
  public boolean isUser() {
    return kind() == NodeKind.USER;
  }

  /** The raw shares. */
  public double shares() {
    return tree.shares(index);
  }

  /** Whether the node takes its parent's share (Slurm {@code FairShare=parent}). */
  public boolean usesParent() {
    return tree.usesParent(index);
  }

  /** The attributes as they are now (read only: change them with {@link #setAttribute}, {@link #removeAttribute}). */
  public Map<String, String> attributes() {
    return java.util.Collections.unmodifiableMap(tree.attributes(index));
  }

  /** One attribute, or {@code null}. */
  public String attribute(String key) {
    return tree.attribute(index, key);
  }

  /** Sets an attribute. */
  public void setAttribute(String key, String value) {
    tree.changeableAttributes(index).put(key, value);
  }

  /** Removes an attribute. */
  public void removeAttribute(String key) {
    if (tree.attribute(index, key) != null) {
      tree.changeableAttributes(index).remove(key);
    }
  }

  /** Where the node was defined, or {@code null}. */
  public SourceLocation origin() {
    return tree.origin(index);
  }

  /** The parent, or {@code null} for the root. */
  public WorkNode parent() {
    int p = tree.parent(index);
    return p < 0 ? null : p == 0 ? tree.root() : new WorkNode(tree, p);
  }

  /** The children, in order (a snapshot; change them through the tree). */
  public List<WorkNode> children() {
    return tree.children(index);
  }

  /** Whether the node has children. */
  public boolean hasChildren() {
    return tree.firstChild(index) >= 0;
  }

  /** The path below the root, names joined by {@code /} (made when asked: it costs the node's depth). */
  public String path() {
    int depth = 0;
    for (int n = index; tree.parent(n) >= 0; n = tree.parent(n)) {
      depth++;
    }
    String[] parts = new String[depth];
    for (int n = index; tree.parent(n) >= 0; n = tree.parent(n)) {
      parts[--depth] = tree.name(n);
    }
    return String.join("/", parts);
  }

  /** Renames the node. */
  public void rename(String newName) {
    tree.rename(index, newName);
  }

  /** Makes the node a group or a user. */
  public void setKind(NodeKind newKind) {
    tree.setKind(index, newKind);
  }

  /** Gives the node its own raw shares (clearing {@code FairShare=parent}). */
  public void setShares(double newShares) {
    tree.setShares(index, newShares, false);
  }

  /** Makes the node take its parent's share. */
  public void useParentShares() {
    tree.setShares(index, 0, true);
  }

  /** The usage charged to the node itself. */
  public double ownUsage() {
    return tree.ownUsage(index);
  }

  /** Adds usage charged to the node itself. */
  public void addOwnUsage(double usage) {
    tree.addOwnUsage(index, usage);
  }

  /** Whether the node, or an ancestor, was taken out of the tree. */
  boolean detached() {
    return tree.detached(index);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WorkNode other && other.tree == tree && other.index == index;
  }

  @Override
  public int hashCode() {
    return index;
  }

  @Override
  public String toString() {
    return path();
  }
}
