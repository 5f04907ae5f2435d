package dev.fairshare.slurm.sshare;

import dev.fairshare.tree.NodeSlots;
import dev.fairshare.tree.ShareTree;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The associations that aligned {@code sshare} rows with a cut name stand for, found without a walk of the
 * tree per row: the node a row names is the first one in the tree's order, among those no row has named
 * yet, at the row's depth and of its kind (account or user), whose account name starts with the printed
 * Account part and, for a user, whose user name starts with the printed User part ({@link
 * SshareUsageMatcher}).
 *
 * <p>A cut part is as long as its column allows, so the rows of one output ask about few shapes (depth,
 * kind and the lengths of the two printed parts). For each shape asked about, the nodes of that depth and
 * kind are indexed once by the prefixes of those lengths (open addressing over the nodes, core's
 * {@link NodeSlots}, no key object a node), each prefix's nodes chained in the tree's order; a row takes its
 * prefix's first node not yet named, and the chain's start moves past the named ones, so each node is
 * passed once per shape. The work is linear in the tree for each shape asked about, whatever the number of
 * cut rows ({@link #steps()} counts it).
 */
final class CutNameIndex {
  private final ShareTree tree;
  /** Per node, the line of the row that named it, 0 while none has (the matcher's array, read only). */
  private final int[] rowOf;
  private final Map<Shape, Prefixes> shapes = new HashMap<>();
  /** The nodes in order of (depth, id), and where each depth starts in it; made at the first row. */
  private int[] byDepth;
  private int[] depthStart;
  private long steps;

  /** An index of {@code tree} whose named nodes are those with a non-zero {@code rowOf}. */
  CutNameIndex(ShareTree tree, int[] rowOf) {
    this.tree = tree;
    this.rowOf = rowOf;
  }

  /**
   * The node the row stands for: the first not yet named, in the tree's order, at the row's depth and of
   * its kind, whose names start with the row's printed parts; -1 if there is none.
   */
  int first(SshareRow row) {
    int userLength = row.isUser() ? row.user().length() : -1;
    Shape shape = new Shape(row.depth(), row.isUser(), row.account().length(), userLength);
    Prefixes prefixes = shapes.get(shape);
    if (prefixes == null) {
      prefixes = new Prefixes(shape);
      shapes.put(shape, prefixes);
    }
    return prefixes.first(row.account(), row.user());
  }

  /**
   * The nodes hashed, the slots probed and the chain links followed so far: the work of every
   * {@link #first} call, linear in the tree for each shape asked about.
   */
  long steps() {
    return steps;
  }

  private void sortByDepth() {
    int n = tree.size();
    int maxDepth = 0;
    for (int i = 0; i < n; i++) {
      maxDepth = Math.max(maxDepth, tree.depth(i));
    }
    depthStart = new int[maxDepth + 2];
    for (int i = 0; i < n; i++) {
      depthStart[tree.depth(i) + 1]++;
    }
    for (int d = 0; d <= maxDepth; d++) {
      depthStart[d + 1] += depthStart[d];
    }
    int[] at = Arrays.copyOf(depthStart, maxDepth + 1);
    byDepth = new int[n];
    for (int i = 0; i < n; i++) {
      byDepth[at[tree.depth(i)]++] = i;
    }
    steps += 2L * n;
  }

  private String account(int node) {
    return tree.isUser(node) ? tree.name(tree.parent(node)) : tree.name(node);
  }

  /** Depth, kind and the lengths of the printed Account and User parts (-1: an account row). */
  private record Shape(int depth, boolean user, int accountLength, int userLength) {}

  /** The nodes of one shape, by the prefixes of their names of the shape's lengths. */
  private final class Prefixes {
    private final Shape shape;
    /** The shape's nodes, in the tree's order. */
    private final int[] nodes;
    /** Per node (its place in {@code nodes}), the next one with the same prefixes, or -1. */
    private final int[] nextSame;
    /** The first place of each prefixes, in core's open-addressing slots (sized at once: never grown). */
    private final NodeSlots slots;
    /** Per first place of some prefixes, the place of their first node that may not be named yet, or -1. */
    private final int[] start;

    Prefixes(Shape shape) {
      this.shape = shape;
      if (byDepth == null) {
        sortByDepth();
      }
      int from = shape.depth < depthStart.length - 1 ? depthStart[shape.depth] : 0;
      int to = shape.depth < depthStart.length - 1 ? depthStart[shape.depth + 1] : 0;
      int[] members = new int[to - from];
      int m = 0;
      for (int k = from; k < to; k++) {
        int node = byDepth[k];
        steps++;
        if (tree.isUser(node) == shape.user && account(node).length() >= shape.accountLength
            && (!shape.user || AssociationKeys.user(tree, node).length() >= shape.userLength)) {
          members[m++] = node;
        }
      }
      nodes = Arrays.copyOf(members, m);
      nextSame = new int[m];
      start = new int[m];
      int[] last = new int[m];
      slots = new NodeSlots(m, p -> hash(account(nodes[p]), user(nodes[p])));
      for (int p = 0; p < m; p++) {
        String account = account(nodes[p]);
        int slot = slot(account, user(nodes[p]));
        int first = slots.node(slot);
        nextSame[p] = -1;
        if (first < 0) {
          slots.put(slot, p);
          start[p] = p;
          last[p] = p;
        } else {
          nextSame[last[first]] = p;
          last[first] = p;
        }
      }
    }

    int first(String account, String user) {
      int first = slots.node(slot(account, user));
      if (first < 0) {
        return -1;
      }
      int p = start[first];
      while (p >= 0 && rowOf[nodes[p]] != 0) {
        p = nextSame[p];
        steps++;
      }
      start[first] = p;
      return p < 0 ? -1 : nodes[p];
    }

    /** The user name of a user node of the shape, {@code null} for an account shape. */
    private String user(int node) {
      return shape.user ? AssociationKeys.user(tree, node) : null;
    }

    /** The hash of the prefixes of the shape's lengths. */
    private int hash(String account, String user) {
      int h = 0;
      for (int k = 0; k < shape.accountLength; k++) {
        h = 31 * h + account.charAt(k);
      }
      for (int k = 0; k < shape.userLength; k++) {
        h = 31 * h + user.charAt(k);
      }
      return h;
    }

    /** The slot of these prefixes: the one holding them, or the free one where they would go. */
    private int slot(String account, String user) {
      int slot = slots.first(hash(account, user));
      while (slots.node(slot) >= 0 && !samePrefixes(nodes[slots.node(slot)], account, user)) {
        slot = slots.next(slot);
        steps++;
      }
      steps++;
      return slot;
    }

    private boolean samePrefixes(int node, String account, String user) {
      if (!account(node).regionMatches(0, account, 0, shape.accountLength)) {
        return false;
      }
      return !shape.user || AssociationKeys.user(tree, node).regionMatches(0, user, 0, shape.userLength);
    }
  }
}
