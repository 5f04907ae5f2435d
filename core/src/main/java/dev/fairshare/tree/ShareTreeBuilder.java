package dev.fairshare.tree;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import java.util.Arrays;
import java.util.Map;

/**
 * Collects nodes and builds an immutable {@link ShareTree}, reporting every problem at once.
 *
 * <p>Nodes are added under a parent given either by the id a previous {@code add} returned or by its path.
 * The builder validates as it goes and {@link #build()} throws one {@link ConfigParseException} listing
 * every problem: {@code tree.duplicate-path}, {@code tree.unknown-parent}, {@code tree.bad-shares}
 * (negative, NaN or infinite), {@code tree.bad-name} and {@code tree.user-has-children}. A node with a
 * problem is still given an id so that a reader can go on, but the tree is not built.
 *
 * <pre>{@code
 * ShareTreeBuilder b = new ShareTreeBuilder();
 * int physics = b.group(ShareTreeBuilder.ROOT, "physics", 40);
 * b.user(physics, "alice", 1);
 * ShareTree tree = b.build();
 * }</pre>
 *
 * Building is iterative: a chain a million nodes deep builds without recursion. Siblings are told apart by
 * a {@link SiblingIndex} keyed by (parent, name), so adding a node allocates no key, and attribute
 * maps are kept as {@link NodeAttributes} (a map that is one already is kept as is, not copied).
 */
public final class ShareTreeBuilder {
  /** The id of the root, to add top-level nodes under. */
  public static final int ROOT = 0;

  private static final int UNKNOWN = -2;

  private final ProblemCollector problems = new ProblemCollector();
  /** Dropped once built, so that the tree does not keep the builder's table alive. */
  private SiblingIndex siblings = new SiblingIndex();
  private boolean allowNegativeShares;
  private int size;
  private String[] names = new String[16];
  private NodeKind[] kinds = new NodeKind[16];
  private double[] shares = new double[16];
  private boolean[] usesParent = new boolean[16];
  private int[] parents = new int[16];
  private Map<String, String>[] attributes = newAttributeArray(16);
  private NodeOrigins origins = new NodeOrigins(16);
  private boolean anyOrigin;
  /** The tree index of each builder id after {@link #build()}; {@code null} while they are the same. */
  private int[] treeIndex;
  private boolean built;

  /** A builder whose root is named {@code root}. */
  public ShareTreeBuilder() {
    this("root");
  }

  /** A builder with a root of the given name. */
  public ShareTreeBuilder(String rootName) {
    append(rootName, NodeKind.GROUP, 1, false, -1, null, null);
  }

  /**
   * Accepts negative shares instead of reporting them (PBS accepts them in {@code resource_group}).
   */
  public ShareTreeBuilder allowNegativeShares() {
    this.allowNegativeShares = true;
    return this;
  }

  /**
   * Makes room for {@code nodes} nodes in all (root included), so that a reader that knows how many nodes
   * it will add does not grow the arrays step by step; adding more is still allowed.
   */
  public ShareTreeBuilder ensureCapacity(int nodes) {
    checkOpen();
    if (nodes > names.length) {
      resize(nodes);
    }
    siblings.ensureCapacity(nodes);
    return this;
  }

  /** Sets the root's own shares (Slurm's cluster line carries one; it is not used by the algorithms). */
  public ShareTreeBuilder rootShares(double rootShares) {
    checkOpen();
    shares[ROOT] = rootShares;
    return this;
  }

  /** Sets the root's attributes. */
  public ShareTreeBuilder rootAttributes(Map<String, String> rootAttributes) {
    checkOpen();
    attributes[ROOT] = copy(rootAttributes);
    return this;
  }

  /** Sets where the root was defined (Slurm's Cluster line), so that what is said of it has a line. */
  public ShareTreeBuilder rootOrigin(SourceLocation origin) {
    checkOpen();
    origins.set(ROOT, origin);
    anyOrigin |= origin != null;
    return this;
  }

  /** Adds a group with raw shares under a parent id; returns the new node's id. */
  public int group(int parent, String name, double rawShares) {
    return add(parent, name, NodeKind.GROUP, rawShares, false, null, null);
  }

  /** Adds a user with raw shares under a parent id; returns the new node's id. */
  public int user(int parent, String name, double rawShares) {
    return add(parent, name, NodeKind.USER, rawShares, false, null, null);
  }

  /** Adds a node that takes its parent's share (Slurm {@code FairShare=parent}); returns its id. */
  public int parentShares(int parent, String name, NodeKind kind) {
    return add(parent, name, kind, 0, true, null, null);
  }

  /**
   * Adds a node under a parent id with every property; returns its id. Problems are recorded against
   * {@code origin} (which may be {@code null} for trees built in code).
   */
  public int add(int parent, String name, NodeKind kind, double rawShares, boolean usesParentShares,
      Map<String, String> nodeAttributes, SourceLocation origin) {
    if (parent < 0 || parent >= size) {
      throw new IllegalArgumentException("no node with id " + parent);
    }
    checkName(name, origin);
    checkShares(name, rawShares, usesParentShares, origin);
    if (kinds[parent] == NodeKind.USER) {
      problems.error(where(origin), "tree.user-has-children",
          "'" + name + "' is placed under user '" + names[parent] + "'",
          "only groups can have children; make '" + names[parent] + "' a group");
    }
    int id = append(name, kind, usesParentShares ? 0 : rawShares, usesParentShares, parent,
        copy(nodeAttributes), origin);
    int previous = siblings.putIfAbsent(id, parents, names);
    if (previous >= 0) {
      SourceLocation first = origins.get(previous);
      String at = first == null ? "" : " (first defined at " + first + ")";
      problems.error(where(origin), "tree.duplicate-path", "duplicate path '" + pathOf(id) + "'" + at,
          "each node's name must be unique among its siblings");
    }
    return id;
  }

  /**
   * Adds a node under the parent at {@code parentPath} ({@code ""} for the root); an unknown parent is
   * reported as {@code tree.unknown-parent} and the node is skipped. Returns the id, or -1 if skipped.
   */
  public int add(String parentPath, String name, NodeKind kind, double rawShares, boolean usesParentShares,
      Map<String, String> nodeAttributes, SourceLocation origin) {
    int parent = idOf(parentPath);
    if (parent < 0) {
      problems.error(where(origin), "tree.unknown-parent",
          "parent '" + parentPath + "' of '" + name + "' is not defined",
          "define '" + parentPath + "' on an earlier line; parents come before their children");
      return -1;
    }
    return add(parent, name, kind, rawShares, usesParentShares, nodeAttributes, origin);
  }

  /** The id of the child of {@code parent} named {@code name} (the first one added), or -1. */
  public int child(int parent, String name) {
    checkOpen();
    return siblings.find(parent, name, parents, names);
  }

  /** Records a problem found by a reader, so that it is reported with the tree's own problems. */
  public ProblemCollector problems() {
    return problems;
  }

  /**
   * The id of the node at a path ({@code ""} for the root; of two siblings with one name, the first added),
   * or -1: the path is walked down from the root a name at a time through the children's table, so no path
   * string is kept per node (those of a tree a million deep would fill terabytes).
   */
  public int idOf(String path) {
    if (path.isEmpty()) {
      return ROOT;
    }
    int node = ROOT;
    int from = 0;
    while (true) {
      int slash = path.indexOf('/', from);
      node = child(node, slash < 0 ? path.substring(from) : path.substring(from, slash));
      if (node < 0 || slash < 0) {
        return node;
      }
      from = slash + 1;
    }
  }

  /** The number of nodes added so far, root included. */
  public int size() {
    return size;
  }

  /**
   * Builds the tree; throws a {@link ConfigParseException} with every problem found (by the builder or
   * recorded by a reader through {@link #problems()}) if there was any error. Once built, the builder
   * answers {@link #treeIndex} and {@link #size} only: when the nodes were added in pre-order (each under
   * the node added last or one of its ancestors) the tree takes the builder's arrays as they are, without a
   * copy.
   */
  public ShareTree build() {
    checkOpen();
    for (int id : ShareSums.overflowing(size, parents, shares, usesParent)) {
      problems.error(where(origins.get(id)), "tree.bad-shares", "the shares of '" + names[id] + "' and its siblings "
          + "under '" + (parents[id] == ROOT ? "." : pathOf(parents[id])) + "' add up to more than "
          + Double.MAX_VALUE, "scale the shares down: only their ratios matter");
    }
    problems.throwIfErrors();
    built = true;
    siblings = null;
    if (inPreorder()) {
      return assembleInPlace();
    }
    int n = size;
    int[] firstChild = new int[n];
    int[] nextSibling = new int[n];
    int[] lastChild = new int[n];
    Arrays.fill(firstChild, -1);
    Arrays.fill(nextSibling, -1);
    Arrays.fill(lastChild, -1);
    for (int id = 1; id < n; id++) {
      int p = parents[id];
      if (lastChild[p] < 0) {
        firstChild[p] = id;
      } else {
        nextSibling[lastChild[p]] = id;
      }
      lastChild[p] = id;
    }
    int[] order = new int[n];
    int[] stack = new int[n];
    int top = 0;
    int k = 0;
    stack[top++] = ROOT;
    while (top > 0) {
      int id = stack[--top];
      order[k++] = id;
      if (nextSibling[id] >= 0 && id != ROOT) {
        stack[top++] = nextSibling[id];
      }
      if (firstChild[id] >= 0) {
        stack[top++] = firstChild[id];
      }
    }
    treeIndex = new int[n];
    for (int i = 0; i < n; i++) {
      treeIndex[order[i]] = i;
    }
    return assemble(order);
  }

  /** The tree index of a builder id, valid after {@link #build()}. */
  public int treeIndex(int id) {
    if (!built) {
      throw new IllegalStateException("build() first");
    }
    return treeIndex == null ? id : treeIndex[id];
  }

  /**
   * Whether every node was added under the node added last or one of its ancestors: then the ids are the
   * tree's pre-order, siblings in the order added, which {@link #build()} would make.
   */
  private boolean inPreorder() {
    int[] path = new int[16];
    int top = 0;
    path[0] = ROOT;
    for (int id = 1; id < size; id++) {
      int parent = parents[id];
      while (path[top] != parent) {
        if (top == 0) {
          return false;
        }
        top--;
      }
      if (++top == path.length) {
        path = Arrays.copyOf(path, top * 2);
      }
      path[top] = id;
    }
    return true;
  }

  /** The tree of ids already in pre-order: the builder's arrays, trimmed to the size, become the tree's. */
  private ShareTree assembleInPlace() {
    int n = size;
    if (names.length != n) {
      resize(n);
    }
    int[] depths = new int[n];
    int[] ends = new int[n];
    for (int i = 1; i < n; i++) {
      depths[i] = depths[parents[i]] + 1;
    }
    for (int i = n - 1; i >= 0; i--) {
      ends[i] = Math.max(ends[i], i + 1);
      if (i > 0) {
        ends[parents[i]] = Math.max(ends[parents[i]], ends[i]);
      }
    }
    return new ShareTree(names, kinds, shares, usesParent, parents, ends, depths, attributes,
        anyOrigin ? origins : null);
  }

  private void checkOpen() {
    if (built) {
      throw new IllegalStateException("the tree is built; the builder takes no more nodes");
    }
  }

  private ShareTree assemble(int[] order) {
    int n = order.length;
    String[] tNames = new String[n];
    NodeKind[] tKinds = new NodeKind[n];
    double[] tShares = new double[n];
    boolean[] tUsesParent = new boolean[n];
    int[] tParents = new int[n];
    int[] tDepths = new int[n];
    int[] tEnds = new int[n];
    Map<String, String>[] tAttributes = newAttributeArray(n);
    NodeOrigins tOrigins = anyOrigin ? origins.permuted(order) : null;
    for (int i = 0; i < n; i++) {
      int id = order[i];
      tNames[i] = names[id];
      tKinds[i] = kinds[id];
      tShares[i] = shares[id];
      tUsesParent[i] = usesParent[id];
      tParents[i] = id == ROOT ? -1 : treeIndex[parents[id]];
      tDepths[i] = id == ROOT ? 0 : tDepths[tParents[i]] + 1;
      tAttributes[i] = attributes[id];
      tEnds[i] = i + 1;
    }
    for (int i = n - 1; i > 0; i--) {
      int p = tParents[i];
      tEnds[p] = Math.max(tEnds[p], tEnds[i]);
    }
    return new ShareTree(tNames, tKinds, tShares, tUsesParent, tParents, tEnds, tDepths, tAttributes,
        tOrigins);
  }

  private int append(String name, NodeKind kind, double rawShares, boolean parentShares, int parent,
      Map<String, String> nodeAttributes, SourceLocation origin) {
    checkOpen();
    if (size == names.length) {
      grow();
    }
    int id = size++;
    names[id] = name;
    kinds[id] = kind;
    shares[id] = rawShares;
    usesParent[id] = parentShares;
    parents[id] = parent;
    attributes[id] = nodeAttributes;
    origins.set(id, origin);
    anyOrigin |= origin != null;
    return id;
  }

  private void grow() {
    resize(names.length * 2);
  }

  private void resize(int capacity) {
    names = Arrays.copyOf(names, capacity);
    kinds = Arrays.copyOf(kinds, capacity);
    shares = Arrays.copyOf(shares, capacity);
    usesParent = Arrays.copyOf(usesParent, capacity);
    parents = Arrays.copyOf(parents, capacity);
    attributes = Arrays.copyOf(attributes, capacity);
    origins.grow(capacity);
  }

  private static SourceLocation where(SourceLocation origin) {
    return origin == null ? SourceLocation.of("<tree>") : origin;
  }

  private void checkName(String name, SourceLocation origin) {
    if (name == null || name.isEmpty() || name.indexOf('/') >= 0 || name.equals(".")) {
      problems.error(where(origin), "tree.bad-name", "bad node name '" + name + "'",
          "a name is non-empty, is not '.', and has no '/'");
    }
  }

  private void checkShares(String name, double rawShares, boolean parentShares, SourceLocation origin) {
    if (parentShares) {
      return;
    }
    if (Double.isNaN(rawShares) || Double.isInfinite(rawShares)) {
      problems.error(where(origin), "tree.bad-shares", "shares of '" + name + "' are " + rawShares,
          "shares are a finite number >= 0");
    } else if (rawShares < 0 && !allowNegativeShares) {
      problems.error(where(origin), "tree.bad-shares",
          "shares of '" + name + "' are negative (" + format(rawShares) + ")", "shares are a number >= 0");
    }
  }

  private String pathOf(int id) {
    int depth = 0;
    for (int p = id; p > ROOT; p = parents[p]) {
      depth++;
    }
    String[] parts = new String[depth];
    for (int p = id; p > ROOT; p = parents[p]) {
      parts[--depth] = names[p];
    }
    return String.join("/", parts);
  }

  private static String format(double value) {
    return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
  }

  private static Map<String, String> copy(Map<String, String> source) {
    if (source == null || source.isEmpty()) {
      return null;
    }
    return NodeAttributes.copyOf(source);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, String>[] newAttributeArray(int n) {
    return (Map<String, String>[]) new Map<?, ?>[n];
  }
}
