package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A mutable copy of a share tree and the usage charged to each node itself, on which the conversion rules
 * work; {@link #freeze} gives back an immutable tree and its usage. Iterative throughout.
 *
 * <p>It is a structure of arrays, about 60 bytes a node besides the names, which are
 * the source tree's own strings: parent, first and last child, next and previous sibling as ints, shares
 * and own usage as doubles, the kind as a byte, whether a node takes its parent's share and whether it was
 * taken out of the tree as bits, and the node of the source tree it was copied from. A node's attributes
 * and origin are the source node's, read when asked; a side table holds the attributes of the nodes whose
 * attributes a rule changed, and the origins of the nodes a rule added. {@link WorkNode} is a view of one
 * node by its index.
 */
public final class WorkTree {
  private static final NodeKind[] KINDS = NodeKind.values();

  private final ShareTree source;
  private final Instant usageAt;
  private int size;
  private String[] names;
  private byte[] kinds;
  private double[] shares;
  private double[] ownUsage;
  private int[] parent;
  private int[] firstChild;
  private int[] lastChild;
  private int[] nextSibling;
  private int[] previousSibling;
  /** The source node each node was copied from, -1 for a node a rule added. */
  private int[] sourceIndex;
  private final BitSet usesParent = new BitSet();
  private final BitSet detached = new BitSet();
  /** The attributes of the nodes whose attributes a rule set (or that a rule added). */
  private final Map<Integer, Map<String, String>> ownAttributes = new HashMap<>();
  /** The origins of the nodes a rule added. */
  private final Map<Integer, SourceLocation> addedOrigins = new HashMap<>();
  /** Whether the source's attributes were dropped ({@link #retainAttributes}): only the side table's count. */
  private boolean sourceAttributesDropped;
  private final WorkNode root;

  private WorkTree(ShareTree source, Instant usageAt, int capacity) {
    this.source = source;
    this.usageAt = usageAt;
    names = new String[capacity];
    kinds = new byte[capacity];
    shares = new double[capacity];
    ownUsage = new double[capacity];
    parent = new int[capacity];
    firstChild = new int[capacity];
    lastChild = new int[capacity];
    nextSibling = new int[capacity];
    previousSibling = new int[capacity];
    sourceIndex = new int[capacity];
    root = new WorkNode(this, 0);
  }

  /**
   * A copy of a tree with its usage; each node's own usage is its total less its children's. A tree of
   * more nodes than {@link ConversionLimits#nodes()} is refused before it is copied ({@link TooLargeException}), never
   * with an {@code OutOfMemoryError}.
   */
  public static WorkTree of(ShareTree tree, UsageSnapshot usage) {
    int n = tree.size();
    long limit = ConversionLimits.nodes();
    if (n > limit) {
      throw new TooLargeException("a tree to convert of", n, limit, dev.fairshare.io.Limits.raise()
          + " (a conversion costs about " + ConversionLimits.BYTES_PER_NODE + " bytes a node)");
    }
    WorkTree w = new WorkTree(tree, usage.at(), n + 16);
    for (int i = 0; i < n; i++) {
      double own = usage.usage(i);
      for (int c = tree.firstChild(i); c >= 0; c = tree.nextSibling(c)) {
        own -= usage.usage(c);
      }
      int id = w.append(i == 0 ? -1 : tree.parent(i), tree.name(i), tree.kind(i), tree.shares(i), i);
      w.ownUsage[id] = Math.max(0, own);
      if (tree.usesParentShares(i)) {
        w.usesParent.set(id);
      }
    }
    return w;
  }

  /** The root. */
  public WorkNode root() {
    return root;
  }

  /** Every node in pre-order, root first (a snapshot: rules may change the tree while walking it). */
  public List<WorkNode> preOrder() {
    return views(preOrderIds());
  }

  /** The indexes of the attached nodes in pre-order, root first, each node's children in list order. */
  int[] preOrderIds() {
    int[] order = new int[size];
    int[] stack = new int[16];
    int top = 0;
    int k = 0;
    stack[top++] = 0;
    while (top > 0) {
      int id = stack[--top];
      order[k++] = id;
      for (int c = lastChild[id]; c >= 0; c = previousSibling[c]) {
        if (top == stack.length) {
          stack = Arrays.copyOf(stack, top * 2);
        }
        stack[top++] = c;
      }
    }
    return Arrays.copyOf(order, k);
  }

  /** Removes a node and its subtree; its usage stays on the parent, as Slurm keeps a removed child's. */
  public void remove(WorkNode node) {
    int p = parent[node.index()];
    ownUsage[p] += detach(node.index());
  }

  /**
   * Takes a node and its subtree out of the tree and drops their usage (the caller has moved it where it
   * belongs, as when two associations are merged).
   */
  public void unlink(WorkNode node) {
    detach(node.index());
  }

  /**
   * Splices a node out: its children take its place, in its position among its parent's children, and its own
   * usage goes to the parent (Slurm's {@code FairShare=parent}, as Fair Tree treats it).
   */
  public void splice(WorkNode node) {
    int id = node.index();
    int up = parent[id];
    int before = previousSibling[id];
    int after = nextSibling[id];
    int first = firstChild[id];
    int last = lastChild[id];
    ownUsage[up] += ownUsage[id];
    detached.set(id);
    firstChild[id] = -1;
    lastChild[id] = -1;
    nextSibling[id] = -1;
    previousSibling[id] = -1;
    if (first < 0) {
      link(up, before, after);
      return;
    }
    for (int c = first; c >= 0; c = nextSibling[c]) {
      parent[c] = up;
    }
    link(up, before, first);
    link(up, last, after);
  }

  /** Moves a node, with its subtree, to the end of another node's children. */
  public void move(WorkNode node, WorkNode newParent) {
    int id = node.index();
    cut(id);
    appendChild(newParent.index(), id);
  }

  /** Adds a new node under a parent. */
  public WorkNode add(WorkNode parentNode, String name, NodeKind kind, double nodeShares,
      Map<String, String> attributes, SourceLocation origin) {
    int id = append(parentNode.index(), name, kind, nodeShares, -1);
    ownAttributes.put(id, new LinkedHashMap<>(attributes));
    if (origin != null) {
      addedOrigins.put(id, origin);
    }
    return new WorkNode(this, id);
  }

  /**
   * Keeps, of every node's attributes, only those named (what survives to the target's writer); the
   * source's attributes are not read again.
   */
  public void retainAttributes(java.util.Set<String> keys) {
    if (!sourceAttributesDropped) {
      for (int i = 0; i < size; i++) {
        if (!ownAttributes.containsKey(i) && sourceIndex[i] >= 0) {
          Map<String, String> a = source.attributes(sourceIndex[i]);
          if (!a.isEmpty() && keys.stream().anyMatch(a::containsKey)) {
            ownAttributes.put(i, new LinkedHashMap<>(a));
          }
        }
      }
      sourceAttributesDropped = true;
    }
    ownAttributes.values().forEach(a -> a.keySet().retainAll(keys));
    ownAttributes.values().removeIf(Map::isEmpty);
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
    return new WorkTreeFreezer(this, keepOrigins).freeze();
  }

  // What the views and the freezer read.

  /** The view of the node at an index. */
  WorkNode node(int id) {
    return id == 0 ? root : new WorkNode(this, id);
  }

  int size() {
    return size;
  }

  String name(int id) {
    return names[id];
  }

  NodeKind kind(int id) {
    return KINDS[kinds[id]];
  }

  double shares(int id) {
    return shares[id];
  }

  boolean usesParent(int id) {
    return usesParent.get(id);
  }

  double ownUsage(int id) {
    return ownUsage[id];
  }

  int parent(int id) {
    return parent[id];
  }

  int firstChild(int id) {
    return firstChild[id];
  }

  int nextSibling(int id) {
    return nextSibling[id];
  }

  boolean detached(int id) {
    return detached.get(id);
  }

  Instant usageAt() {
    return usageAt;
  }

  /** The node's attributes as they are now (never null; not to be changed). */
  Map<String, String> attributes(int id) {
    Map<String, String> own = ownAttributes.get(id);
    if (own != null) {
      return own;
    }
    if (sourceAttributesDropped || sourceIndex[id] < 0) {
      return Map.of();
    }
    return source.attributes(sourceIndex[id]);
  }

  /** One attribute of the node, or {@code null}. */
  String attribute(int id, String key) {
    Map<String, String> own = ownAttributes.get(id);
    if (own != null) {
      return own.get(key);
    }
    if (sourceAttributesDropped || sourceIndex[id] < 0) {
      return null;
    }
    return source.attribute(sourceIndex[id], key);
  }

  /** The node's attributes to change: copied from the source's into the side table at the first change. */
  Map<String, String> changeableAttributes(int id) {
    Map<String, String> own = ownAttributes.get(id);
    if (own == null) {
      own = new LinkedHashMap<>(attributes(id));
      ownAttributes.put(id, own);
    }
    return own;
  }

  /** The attributes a rule changed, by node (for the freezer). */
  Map<Integer, Map<String, String>> ownAttributes() {
    return ownAttributes;
  }

  boolean sourceAttributesDropped() {
    return sourceAttributesDropped;
  }

  ShareTree source() {
    return source;
  }

  int sourceIndex(int id) {
    return sourceIndex[id];
  }

  Map<Integer, SourceLocation> addedOrigins() {
    return addedOrigins;
  }

  SourceLocation origin(int id) {
    return sourceIndex[id] >= 0 ? source.origin(sourceIndex[id]) : addedOrigins.get(id);
  }

  void rename(int id, String name) {
    names[id] = name;
  }

  void setKind(int id, NodeKind kind) {
    kinds[id] = (byte) kind.ordinal();
  }

  void setShares(int id, double value, boolean parentShares) {
    shares[id] = value;
    usesParent.set(id, parentShares);
  }

  void addOwnUsage(int id, double usage) {
    ownUsage[id] += usage;
  }

  /** The children of a node, in order (a snapshot). */
  List<WorkNode> children(int id) {
    int count = 0;
    for (int c = firstChild[id]; c >= 0; c = nextSibling[c]) {
      count++;
    }
    int[] out = new int[count];
    int k = 0;
    for (int c = firstChild[id]; c >= 0; c = nextSibling[c]) {
      out[k++] = c;
    }
    return views(out);
  }

  private List<WorkNode> views(int[] ids) {
    return new AbstractList<>() {
      @Override
      public WorkNode get(int index) {
        return node(ids[index]);
      }

      @Override
      public int size() {
        return ids.length;
      }
    };
  }

  private int append(int parentId, String name, NodeKind kind, double nodeShares, int from) {
    if (size == names.length) {
      grow(size + (size >> 1) + 16);
    }
    int id = size++;
    names[id] = name;
    kinds[id] = (byte) kind.ordinal();
    shares[id] = nodeShares;
    sourceIndex[id] = from;
    firstChild[id] = -1;
    lastChild[id] = -1;
    nextSibling[id] = -1;
    previousSibling[id] = -1;
    parent[id] = parentId;
    if (parentId >= 0) {
      appendChild(parentId, id);
    }
    return id;
  }

  private void appendChild(int parentId, int id) {
    parent[id] = parentId;
    previousSibling[id] = lastChild[parentId];
    nextSibling[id] = -1;
    if (lastChild[parentId] < 0) {
      firstChild[parentId] = id;
    } else {
      nextSibling[lastChild[parentId]] = id;
    }
    lastChild[parentId] = id;
  }

  /** Makes {@code after} follow {@code before} among {@code up}'s children (either may be -1: an end). */
  private void link(int up, int before, int after) {
    if (before < 0) {
      firstChild[up] = after;
    } else {
      nextSibling[before] = after;
    }
    if (after < 0) {
      lastChild[up] = before;
    } else {
      previousSibling[after] = before;
    }
  }

  /** Takes a node out of its parent's children; it keeps its parent and its own children. */
  private void cut(int id) {
    int up = parent[id];
    if (previousSibling[id] < 0 && firstChild[up] != id) {
      return;
    }
    link(up, previousSibling[id], nextSibling[id]);
    nextSibling[id] = -1;
    previousSibling[id] = -1;
  }

  /**
   * Takes a node out of its parent's children and marks it and its subtree detached, in one walk of the
   * subtree (so that {@link Rules#attached} answers at once, whatever the depth); the subtree's own usage.
   */
  private double detach(int id) {
    double usage = 0;
    int[] stack = new int[16];
    int top = 0;
    stack[top++] = id;
    while (top > 0) {
      int n = stack[--top];
      detached.set(n);
      usage += ownUsage[n];
      for (int c = firstChild[n]; c >= 0; c = nextSibling[c]) {
        if (top == stack.length) {
          stack = Arrays.copyOf(stack, top * 2);
        }
        stack[top++] = c;
      }
    }
    cut(id);
    return usage;
  }

  private void grow(int capacity) {
    names = Arrays.copyOf(names, capacity);
    kinds = Arrays.copyOf(kinds, capacity);
    shares = Arrays.copyOf(shares, capacity);
    ownUsage = Arrays.copyOf(ownUsage, capacity);
    parent = Arrays.copyOf(parent, capacity);
    firstChild = Arrays.copyOf(firstChild, capacity);
    lastChild = Arrays.copyOf(lastChild, capacity);
    nextSibling = Arrays.copyOf(nextSibling, capacity);
    previousSibling = Arrays.copyOf(previousSibling, capacity);
    sourceIndex = Arrays.copyOf(sourceIndex, capacity);
  }

  /**
   * A frozen result.
   *
   * @param tree the tree
   * @param usage its usage
   */
  public record Frozen(ShareTree tree, UsageSnapshot usage) {}
}
