package dev.fairshare.tree;

import dev.fairshare.format.SourceLocation;
import java.util.Arrays;
import java.util.Map;

/**
 * A builder of a {@link ShareTree} from nodes added in pre-order, for readers that expand their input
 * depth-first: each node's parent is the node added last or one of its ancestors, so a node's id
 * is its tree index and {@link #build()} copies nothing but trims the arrays.
 *
 * <p>It gives the tree {@link ShareTreeBuilder} gives for the same calls in the same order, without its
 * checks of sibling names: the caller adds no two children of a node with the same name. The other checks
 * are kept as a flag, not as problems: {@link #valid()} is false once a node was added that
 * {@link ShareTreeBuilder} would report ({@code tree.bad-name}, {@code tree.bad-shares}, including siblings
 * whose shares add up to more than a double holds, {@code tree.user-has-children}), and a reader then
 * reads again with {@link ShareTreeBuilder} for the messages.
 */
public final class PreorderTreeBuilder {
  /**
   * The names in chunks of {@link ShareTree#CHUNK}, made as they fill: no array of all names, which for a
   * large tree the collector would allocate as a humongous object and, once the tree is dead, keep its names
   * alive through until the next marking.
   */
  private String[][] names = new String[4][];
  private NodeKind[] kinds;
  private double[] shares;
  /** Per node whether it takes its parent's share; made at the first such node. */
  private boolean[] usesParent;
  private int[] parents;
  private int[] depths;
  private int[] ends;
  /** Per node its own attributes, or null; made at the first node given some (none when details give them). */
  private Map<String, String>[] attributes;
  /** Made at the first node added with an origin. */
  private NodeOrigins origins;
  private boolean anyOrigin;
  /** Per node, 1 + its key in {@link #details}, or 0; made at the first node added with a key. */
  private int[] detailKeys;
  private NodeDetails details;
  private int size;
  /** The ids from the root to the node added last. */
  private int[] path = new int[16];
  private int top = -1;
  private boolean valid = true;

  /** A builder with a root of the given name (1 share, no attributes), sized for {@code expectedNodes}. */
  public PreorderTreeBuilder(String rootName, int expectedNodes) {
    int capacity = Math.max(16, expectedNodes);
    kinds = new NodeKind[capacity];
    shares = new double[capacity];
    parents = new int[capacity];
    depths = new int[capacity];
    ends = new int[capacity];
    names[0] = new String[Math.min(capacity, ShareTree.CHUNK)];
    names[0][0] = rootName;
    kinds[0] = NodeKind.GROUP;
    shares[0] = 1;
    parents[0] = -1;
    size = 1;
    path[++top] = 0;
  }

  /**
   * Sets where the nodes added with a key ({@link #add(int, String, NodeKind, double, int)}) take their
   * attributes and origins from.
   */
  public PreorderTreeBuilder details(NodeDetails nodeDetails) {
    this.details = nodeDetails;
    return this;
  }

  /**
   * Adds a node whose attributes and origin are those {@link #details} makes for {@code key} ({@code key
   * >= 0}), as {@link #add(int, String, NodeKind, double, Map, SourceLocation)} with them, but made only when
   * the tree is asked.
   */
  public int add(int parent, String name, NodeKind kind, double rawShares, int key) {
    return add(parent, name, kind, rawShares, false, key);
  }

  /**
   * As {@link #add(int, String, NodeKind, double, int)}, for a node that may take its parent's share
   * instead of its own (Slurm {@code FairShare=parent}; its raw shares are then 0, as
   * {@link ShareTreeBuilder} keeps them).
   */
  public int add(int parent, String name, NodeKind kind, double rawShares, boolean usesParentShares, int key) {
    int id = add(parent, name, kind, usesParentShares ? 0 : rawShares, null, null);
    if (usesParentShares) {
      if (usesParent == null) {
        usesParent = new boolean[kinds.length];
      }
      usesParent[id] = true;
    }
    if (detailKeys == null) {
      detailKeys = new int[kinds.length];
    }
    detailKeys[id] = key + 1;
    return id;
  }

  /** Sets the root's attributes. */
  public PreorderTreeBuilder rootAttributes(Map<String, String> rootAttributes) {
    setAttributes(0, copy(rootAttributes));
    return this;
  }

  /** Sets the root's own shares (Slurm's cluster line carries one; it is not used by the algorithms). */
  public PreorderTreeBuilder rootShares(double rootShares) {
    shares[0] = rootShares;
    return this;
  }

  /** Sets where the root was defined (Slurm's Cluster line). */
  public PreorderTreeBuilder rootOrigin(SourceLocation origin) {
    if (origin != null) {
      if (origins == null) {
        origins = new NodeOrigins(kinds.length);
      }
      origins.set(0, origin);
      anyOrigin = true;
    }
    return this;
  }

  /**
   * Adds a node under {@code parent}, the node added last or one of its ancestors, and returns its id (its
   * index in the tree). No sibling of the same name may have been added. The attributes are kept as given
   * (none for an empty map): an immutable map, such as a {@link NodeAttributes} or a reader's own.
   */
  public int add(int parent, String name, NodeKind kind, double rawShares, Map<String, String> nodeAttributes,
      SourceLocation origin) {
    while (path[top] != parent) {
      ends[path[top]] = size;
      if (--top < 0) {
        throw new IllegalArgumentException("node " + parent + " is not on the path of the last node added");
      }
    }
    if (name == null || name.isEmpty() || name.indexOf('/') >= 0 || name.equals(".")
        || Double.isNaN(rawShares) || Double.isInfinite(rawShares) || rawShares < 0
        || kinds[parent] == NodeKind.USER) {
      valid = false;
    }
    if (size == kinds.length) {
      grow();
    }
    int id = size++;
    int chunk = id >>> ShareTree.CHUNK_BITS;
    if (chunk == names.length) {
      names = Arrays.copyOf(names, chunk * 2);
    }
    String[] chunkNames = names[chunk];
    int at = id & (ShareTree.CHUNK - 1);
    if (chunkNames == null || at == chunkNames.length) {
      chunkNames = chunkNames == null ? new String[Math.min(ShareTree.CHUNK, kinds.length - (id - at))]
          : Arrays.copyOf(chunkNames, Math.min(ShareTree.CHUNK, chunkNames.length * 2));
      names[chunk] = chunkNames;
    }
    chunkNames[at] = name;
    kinds[id] = kind;
    shares[id] = rawShares;
    parents[id] = parent;
    depths[id] = top + 1;
    setAttributes(id, nodeAttributes == null || nodeAttributes.isEmpty() ? null : nodeAttributes);
    if (origin != null) {
      if (origins == null) {
        origins = new NodeOrigins(kinds.length);
      }
      origins.set(id, origin);
      anyOrigin = true;
    }
    if (++top == path.length) {
      path = Arrays.copyOf(path, top * 2);
    }
    path[top] = id;
    return id;
  }

  /** Whether every node added is one {@link ShareTreeBuilder} accepts without a problem. */
  public boolean valid() {
    return valid && ShareSums.overflowing(size, parents, shares, usesParent).isEmpty();
  }

  /** The number of nodes added so far, root included. */
  public int size() {
    return size;
  }

  /** The tree of the nodes added; the builder is not to be used afterwards. */
  public ShareTree build() {
    while (top >= 0) {
      ends[path[top--]] = size;
    }
    int n = size;
    return new ShareTree(null, names, trim(kinds, n), n == shares.length ? shares : Arrays.copyOf(shares, n),
        usesParent == null ? new boolean[n] : n == usesParent.length ? usesParent : Arrays.copyOf(usesParent, n),
        n == parents.length ? parents : Arrays.copyOf(parents, n),
        n == ends.length ? ends : Arrays.copyOf(ends, n), n == depths.length ? depths : Arrays.copyOf(depths, n),
        attributes == null ? null : trim(attributes, n), anyOrigin ? origins.trimmed(n) : null,
        detailKeys == null || n == detailKeys.length ? detailKeys : Arrays.copyOf(detailKeys, n),
        detailKeys == null ? null : details);
  }

  private static <T> T[] trim(T[] array, int n) {
    return n == array.length ? array : Arrays.copyOf(array, n);
  }

  private void grow() {
    int capacity = kinds.length * 2;
    kinds = Arrays.copyOf(kinds, capacity);
    shares = Arrays.copyOf(shares, capacity);
    parents = Arrays.copyOf(parents, capacity);
    depths = Arrays.copyOf(depths, capacity);
    ends = Arrays.copyOf(ends, capacity);
    if (detailKeys != null) {
      detailKeys = Arrays.copyOf(detailKeys, capacity);
    }
    if (usesParent != null) {
      usesParent = Arrays.copyOf(usesParent, capacity);
    }
    if (attributes != null) {
      attributes = Arrays.copyOf(attributes, capacity);
    }
    if (origins != null) {
      origins.grow(capacity);
    }
  }

  /** Sets a node's own attributes ({@code null} for none), making the array at the first node that has some. */
  @SuppressWarnings("unchecked")
  private void setAttributes(int id, Map<String, String> nodeAttributes) {
    if (attributes == null) {
      if (nodeAttributes == null) {
        return;
      }
      attributes = (Map<String, String>[]) new Map<?, ?>[kinds.length];
    }
    attributes[id] = nodeAttributes;
  }

  /** As {@link ShareTreeBuilder} keeps attributes: none for an empty map, a {@link NodeAttributes} as is. */
  private static Map<String, String> copy(Map<String, String> source) {
    return source == null || source.isEmpty() ? null : NodeAttributes.copyOf(source);
  }
}
