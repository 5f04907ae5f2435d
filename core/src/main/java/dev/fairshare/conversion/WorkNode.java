package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A node of a {@link WorkTree}: mutable, so that conversion rules can rename, reshape and drop nodes before
 * the result is frozen into a {@code ShareTree}. Not for the hot path.
 */
public final class WorkNode {
  String name;
  NodeKind kind;
  double shares;
  boolean usesParent;
  final Map<String, String> attributes;
  final SourceLocation origin;
  double ownUsage;
  WorkNode parent;
  final List<WorkNode> children = new ArrayList<>();
  /** Whether the node, or an ancestor, was taken out of the tree ({@link WorkTree#remove}, {@link WorkTree#unlink}). */
  boolean detached;

  WorkNode(String name, NodeKind kind, double shares, boolean usesParent, Map<String, String> attributes,
      SourceLocation origin, double ownUsage) {
    this.name = name;
    this.kind = kind;
    this.shares = shares;
    this.usesParent = usesParent;
    this.attributes = new LinkedHashMap<>(attributes);
    this.origin = origin;
    this.ownUsage = ownUsage;
  }

  /** The node's name. */
  public String name() {
    return name;
  }

  /** Group or user. */
  public NodeKind kind() {
    return kind;
  }

  /** Whether the node is a user leaf. */
  public boolean isUser() {
    return kind == NodeKind.USER;
  }

  /** The raw shares. */
  public double shares() {
    return shares;
  }

  /** Whether the node takes its parent's share (Slurm {@code FairShare=parent}). */
  public boolean usesParent() {
    return usesParent;
  }

  /** The attributes (mutable). */
  public Map<String, String> attributes() {
    return attributes;
  }

  /** Where the node was defined, or {@code null}. */
  public SourceLocation origin() {
    return origin;
  }

  /** The parent, or {@code null} for the root. */
  public WorkNode parent() {
    return parent;
  }

  /** The children (a live list). */
  public List<WorkNode> children() {
    return children;
  }

  /** The path below the root, names joined by {@code /}. */
  public String path() {
    List<String> parts = new ArrayList<>();
    for (WorkNode n = this; n.parent != null; n = n.parent) {
      parts.add(n.name);
    }
    Collections.reverse(parts);
    return String.join("/", parts);
  }

  /** Renames the node. */
  public void rename(String newName) {
    this.name = newName;
  }

  /** Makes the node a group or a user. */
  public void setKind(NodeKind newKind) {
    this.kind = newKind;
  }

  /** Gives the node its own raw shares (clearing {@code FairShare=parent}). */
  public void setShares(double newShares) {
    this.shares = newShares;
    this.usesParent = false;
  }

  /** Makes the node take its parent's share. */
  public void useParentShares() {
    this.shares = 0;
    this.usesParent = true;
  }

  /** The usage charged to the node itself. */
  public double ownUsage() {
    return ownUsage;
  }

  /** Adds usage charged to the node itself. */
  public void addOwnUsage(double usage) {
    this.ownUsage += usage;
  }

  /** Sets the parent pointer (the caller has put the node in the parent's children). */
  public void reparent(WorkNode newParent) {
    this.parent = newParent;
  }

  /** Adds a child at the end. */
  void add(WorkNode child) {
    child.parent = this;
    children.add(child);
  }
}
