package dev.fairshare.tree;

import dev.fairshare.format.SourceLocation;
import java.util.AbstractList;
import java.util.List;
import java.util.Map;

/**
 * An immutable, rooted tree of groups and users with raw shares, laid out in flat pre-order arrays.
 *
 * <p>Node 0 is the root. The children of node {@code i} are found without recursion:
 * <pre>{@code
 * for (int c = tree.firstChild(i); c >= 0; c = tree.nextSibling(c)) { ... }
 * }</pre>
 * A top-down pass (normalized shares, effective usage) is one forward loop over {@code 0..size-1}, because a
 * parent always precedes its children; a bottom-up pass (usage aggregation) is one backward loop. Sibling
 * order is the order in which the builder received the nodes; adapters choose it (Slurm's lineage order, PBS's
 * newest-first lists).
 *
 * <p>Build one with {@link ShareTreeBuilder}, or with {@link PreorderTreeBuilder} when the nodes come in
 * pre-order. Instances are safe to share between threads.
 */
public final class ShareTree {
  private static final Map<String, String> NO_ATTRIBUTES = Map.of();

  /** The names, or {@code null} when they are in {@link #nameChunks}. */
  private final String[] names;
  /**
   * The names in chunks of {@value #CHUNK} ({@link PreorderTreeBuilder}): arrays small enough for the
   * collector's young generation, so that a dead tree's names are not kept alive by a humongous array until
   * the next marking.
   */
  private final String[][] nameChunks;
  private final NodeKind[] kinds;
  private final double[] shares;
  private final boolean[] usesParent;
  private final int[] parents;
  private final int[] subtreeEnds;
  private final int[] depths;
  private final Map<String, String>[] attributes;
  /** Where each node was defined, or {@code null} when no node has an origin of its own. */
  private final NodeOrigins origins;
  /** Per node, 1 + the key of its {@link #details}, or 0 (all 0 when {@code null}). */
  private final int[] detailKeys;
  private final NodeDetails details;
  private final int userCount;
  private volatile ChildIndex childIndex;

  ShareTree(String[] names, NodeKind[] kinds, double[] shares, boolean[] usesParent, int[] parents,
      int[] subtreeEnds, int[] depths, Map<String, String>[] attributes, NodeOrigins origins) {
    this(names, null, kinds, shares, usesParent, parents, subtreeEnds, depths, attributes, origins, null, null);
  }

  /** Names per chunk: node {@code i} is {@code nameChunks[i >>> CHUNK_BITS][i & (CHUNK - 1)]}. */
  static final int CHUNK_BITS = 16;
  static final int CHUNK = 1 << CHUNK_BITS;

  /**
   * A tree with its names in {@code names} or, when that is {@code null}, in {@code nameChunks}, and whose
   * nodes with a key in {@code detailKeys} (1 + the key, 0 for none; every node's index when
   * {@code detailKeys} is {@code null}) have no attributes or origin of their own but those {@code details}
   * makes for the key; {@code attributes} may be {@code null} then.
   */
  ShareTree(String[] names, String[][] nameChunks, NodeKind[] kinds, double[] shares, boolean[] usesParent,
      int[] parents, int[] subtreeEnds, int[] depths, Map<String, String>[] attributes, NodeOrigins origins,
      int[] detailKeys, NodeDetails details) {
    this.nameChunks = names == null ? nameChunks : null;
    this.detailKeys = details == null ? null : detailKeys;
    this.details = details;
    this.names = names;
    this.kinds = kinds;
    this.shares = shares;
    this.usesParent = usesParent;
    this.parents = parents;
    this.subtreeEnds = subtreeEnds;
    this.depths = depths;
    this.attributes = attributes;
    this.origins = origins;
    int users = 0;
    for (NodeKind kind : kinds) {
      if (kind == NodeKind.USER) {
        users++;
      }
    }
    this.userCount = users;
  }

  /** The number of nodes, root included. */
  public int size() {
    return kinds.length;
  }

  /** The number of user leaves. */
  public int userCount() {
    return userCount;
  }

  /** The user leaves, by index in ascending (pre-)order; a new array at each call. */
  public int[] users() {
    int[] users = new int[userCount];
    int k = 0;
    for (int i = 0; i < kinds.length; i++) {
      if (kinds[i] == NodeKind.USER) {
        users[k++] = i;
      }
    }
    return users;
  }

  /** The root's name (usually {@code root}). */
  public String rootName() {
    return name(0);
  }

  /** The node's own name. */
  public String name(int node) {
    return names != null ? names[node] : nameChunks[node >>> CHUNK_BITS][node & (CHUNK - 1)];
  }

  /** The node's kind. */
  public NodeKind kind(int node) {
    return kinds[node];
  }

  /** Whether the node is a user leaf. */
  public boolean isUser(int node) {
    return kinds[node] == NodeKind.USER;
  }

  /** The node's raw shares (0 for a node that {@link #usesParentShares uses its parent's}). */
  public double shares(int node) {
    return shares[node];
  }

  /** Whether the node takes its parent's share instead of its own (Slurm {@code FairShare=parent}). */
  public boolean usesParentShares(int node) {
    return usesParent[node];
  }

  /** The parent's index, or -1 for the root. */
  public int parent(int node) {
    return parents[node];
  }

  /** One past the last index of the node's subtree: its descendants are {@code node+1 .. subtreeEnd-1}. */
  public int subtreeEnd(int node) {
    return subtreeEnds[node];
  }

  /** The node's depth: 0 for the root, 1 for its children. */
  public int depth(int node) {
    return depths[node];
  }

  /** The first child's index, or -1 if the node has no children. */
  public int firstChild(int node) {
    int next = node + 1;
    return next < subtreeEnds[node] ? next : -1;
  }

  /** The next sibling's index, or -1 if the node is its parent's last child (or the root). */
  public int nextSibling(int node) {
    int parent = parents[node];
    if (parent < 0) {
      return -1;
    }
    int next = subtreeEnds[node];
    return next < subtreeEnds[parent] ? next : -1;
  }

  /** Whether the node has children. */
  public boolean hasChildren(int node) {
    return node + 1 < subtreeEnds[node];
  }

  /** The number of direct children. */
  public int childCount(int node) {
    int count = 0;
    for (int c = firstChild(node); c >= 0; c = nextSibling(c)) {
      count++;
    }
    return count;
  }

  /** The direct children's indexes, in sibling order. */
  public int[] children(int node) {
    int[] out = new int[childCount(node)];
    int k = 0;
    for (int c = firstChild(node); c >= 0; c = nextSibling(c)) {
      out[k++] = c;
    }
    return out;
  }

  /** The scheduler-specific attributes of the node (never null). */
  public Map<String, String> attributes(int node) {
    Map<String, String> a = attributesOf(node);
    return a == null ? NO_ATTRIBUTES : a;
  }

  /** One attribute, or {@code null}. */
  public String attribute(int node, String key) {
    Map<String, String> a = attributesOf(node);
    return a == null ? null : a.get(key);
  }

  private Map<String, String> attributesOf(int node) {
    Map<String, String> a = attributes == null ? null : attributes[node];
    if (a == null) {
      int key = detailKey(node);
      a = key < 0 ? null : details.attributes(key);
    }
    return a;
  }

  /** The key of the node's {@link #details}, or -1: without keys, every node's key is its index. */
  private int detailKey(int node) {
    if (details == null) {
      return -1;
    }
    return detailKeys == null ? node : detailKeys[node] - 1;
  }

  /** Where the node was defined, or {@code null}. */
  public SourceLocation origin(int node) {
    SourceLocation o = origins == null ? null : origins.get(node);
    if (o == null) {
      int key = detailKey(node);
      o = key < 0 ? null : details.origin(key);
    }
    return o;
  }

  /**
   * This tree with other attributes and origins: the same arrays (nothing is copied but the first names when
   * the root is renamed), the root named {@code rootName}, each node's attributes and origin those
   * {@code nodeDetails} makes for its index. For a writer that labels a tree for its format.
   */
  public ShareTree relabelled(String rootName, NodeDetails nodeDetails) {
    String[] flat = names;
    String[][] chunks = nameChunks;
    if (!rootName.equals(name(0))) {
      if (flat != null) {
        flat = flat.clone();
        flat[0] = rootName;
      } else {
        chunks = chunks.clone();
        chunks[0] = chunks[0].clone();
        chunks[0][0] = rootName;
      }
    }
    return new ShareTree(flat, chunks, kinds, shares, usesParent, parents, subtreeEnds, depths, null, null, null,
        nodeDetails);
  }

  /** The names from below the root down to the node, joined by {@code /}; {@code ""} for the root. */
  public String path(int node) {
    if (node == 0) {
      return "";
    }
    int depth = depths[node];
    String[] parts = new String[depth];
    for (int n = node, k = depth - 1; n > 0; n = parents[n], k--) {
      parts[k] = name(n);
    }
    return String.join("/", parts);
  }

  /**
   * The index of the node at a path ({@code ""} for the root), or -1: the path is walked down from the root
   * one name at a time ({@link ChildIndex}, built on the first call).
   */
  public int indexOf(String path) {
    if (path.isEmpty()) {
      return 0;
    }
    ChildIndex index = childIndex;
    if (index == null) {
      index = new ChildIndex(this);
      childIndex = index;
    }
    int node = 0;
    int from = 0;
    while (node >= 0) {
      int slash = path.indexOf('/', from);
      node = index.child(node, slash < 0 ? path.substring(from) : path.substring(from, slash));
      if (slash < 0) {
        return node;
      }
      from = slash + 1;
    }
    return -1;
  }

  /** A view of one node. */
  public ShareNode node(int node) {
    return new ShareNode(node, name(node), path(node), kinds[node], shares[node], usesParent[node],
        attributes(node), origin(node));
  }

  /** Views of every node in pre-order. */
  public List<ShareNode> nodes() {
    return new AbstractList<>() {
      @Override
      public ShareNode get(int index) {
        return node(index);
      }

      @Override
      public int size() {
        return kinds.length;
      }
    };
  }

  /** The greatest depth of any node. */
  public int maxDepth() {
    int max = 0;
    for (int d : depths) {
      max = Math.max(max, d);
    }
    return max;
  }
}
