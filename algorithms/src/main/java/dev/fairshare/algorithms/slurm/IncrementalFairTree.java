package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.Arrays;

/**
 * Slurm's Fair Tree kept current as usage is charged, without recomputing the tree: made once from a tree
 * and a snapshot (one full pass), then each batch of charges, or the next snapshot with the set of nodes
 * whose usage changed, updates it in time proportional to what the charges touch, and one user's factor or
 * rank is read in time proportional to its depth (docs/algorithms/slurm.md §3.3, §6; {@code fair_tree.c}:
 * {@code _calc_assoc_fs}, {@code _calc_tree_fs}, {@code _cmp_level_fs}; docs/design.md, "One user's factor").
 *
 * <p>A charge changes the usage of a node and of each of its ancestors (Slurm adds a job's usage to
 * "every association from the job's up to root", §3.3), so it changes the U, hence the LevelFS, of those
 * nodes and of every member of their fair-share parents' lists. An update recomputes the LevelFS of every
 * member of the lists owned by the changed nodes (never scaled: a division by the parent's new usage can make
 * or break a tie), re-sorts those lists and their numbers, deepest owner first ({@link FairTreeGroups}); the
 * rest of the tree is not read. The ranks are kept as per-list offsets, so a list whose order changed moves
 * its users' ranks without touching them; a read sums the offsets along the user's fair-share ancestors
 * ({@link FairTreePositions}).
 *
 * <p>Every value read is the one {@link SlurmFairTreeAlgorithm} computes from the current usage
 * ({@link #usage()}), bit for bit: FACTOR, RANK, LEVEL_FS, S, U and usage_norm. One writer: updates and reads
 * must not overlap; reads may run on several threads between updates.
 */
public final class IncrementalFairTree {
  /** The share of the lists above which a batch re-sorts every list in one pass over the tree (measured). */
  static final double FULL_SHARE = 0.4;

  private final ShareTree tree;
  private final SlurmHierarchy h;
  private final double[] usage;
  private final double[] normShares;
  private final LevelFsKeys keys;
  private final FairTreeGroups groups;
  private final FairTreePositions positions;
  private final int users;
  /** stamp[node]: the last update that reached the node. */
  private final int[] stamp;
  private int update;
  /** A batch that touches more lists than this re-sorts them all ({@link FairTreeGroups#sortAll}). */
  private final int fullFrom;
  private int[] touched = new int[16];
  private Instant at;

  /**
   * Fair Tree over a tree and its usage now (one full pass). A batch that touches more than
   * {@link #FULL_SHARE} of the lists recomputes them all in one pass over the tree instead.
   */
  public IncrementalFairTree(ShareTree tree, UsageSnapshot usage) {
    this(tree, usage, FULL_SHARE);
  }

  /**
   * Fair Tree over a tree and its usage now, a batch that touches more than {@code fullShare} of the
   * lists (0: every batch; above 1: none) recomputing them all.
   */
  IncrementalFairTree(ShareTree tree, UsageSnapshot usage, double fullShare) {
    checkTree(tree, usage);
    this.tree = tree;
    this.h = new SlurmHierarchy().compute(tree);
    int n = tree.size();
    this.usage = usage.toArray();
    this.at = usage.at();
    this.normShares = new double[n];
    normShares[0] = tree.shares(0) / SlurmFairTreeAlgorithm.NO_VAL;
    for (int i = 1; i < n; i++) {
      normShares[i] = LevelFsKeys.normShares(tree, h, i);
    }
    double[] current = this.usage;
    this.keys = new LevelFsKeys(tree, node -> current[node], h, new double[n], new double[n]);
    keys.hi[0] = Double.NaN;
    this.groups = new FairTreeGroups(tree, h, keys);
    groups.sortAll();
    this.positions = new FairTreePositions(h, groups);
    this.users = tree.userCount();
    this.stamp = new int[n];
    this.fullFrom = (int) Math.min(Integer.MAX_VALUE, Math.floor(fullShare * groups.owners()));
  }

  /** The tree. */
  public ShareTree tree() {
    return tree;
  }

  /**
   * Charges a batch: {@code amounts[j]} is added to the usage of {@code nodes[j]} and of each of its
   * ancestors, in the batch's order; then the touched lists are re-sorted.
   */
  public void charge(int[] nodes, double[] amounts) {
    if (nodes.length != amounts.length) {
      throw new IllegalArgumentException(nodes.length + " nodes but " + amounts.length + " amounts");
    }
    for (int node : nodes) {
      checkNode(node);
    }
    int count = 0;
    update++;
    for (int j = 0; j < nodes.length; j++) {
      double amount = amounts[j];
      for (int v = nodes[j]; v >= 0; v = tree.parent(v)) {
        usage[v] += amount;
        if (stamp[v] != update) {
          stamp[v] = update;
          count = touch(v, count);
        }
      }
    }
    resort(count);
  }

  /** Charges one node: {@link #charge(int[], double[])} of a batch of one. */
  public void charge(int node, double amount) {
    charge(new int[] {node}, new double[] {amount});
  }

  /**
   * Takes the next snapshot of the same tree, in which only the usage of the {@code changed} nodes and of
   * their ancestors differs from the current usage (the caller vouches for it; nothing else is read).
   */
  public void update(UsageSnapshot next, int[] changed) {
    checkTree(tree, next);
    for (int node : changed) {
      checkNode(node);
    }
    int count = 0;
    update++;
    for (int node : changed) {
      for (int v = node; v >= 0 && stamp[v] != update; v = tree.parent(v)) {
        stamp[v] = update;
        usage[v] = next.usage(v);
        count = touch(v, count);
      }
    }
    at = next.at();
    resort(count);
  }

  /** Fair Tree's factor of a node: rank / N for a user (the rank counted down from N), NaN otherwise. */
  public double factor(int node) {
    if (!tree.isUser(node)) {
      return Double.NaN;
    }
    return (users - positions.of(node)) / (double) users;
  }

  /** The RANK metric of a node: 1 for the most deserving user, tied users sharing one; NaN for an account. */
  public double rank(int node) {
    return tree.isUser(node) ? positions.of(node) + 1 : Double.NaN;
  }

  /** LevelFS rounded to a double; NaN for the root and {@code parent} rows. */
  public double levelFs(int node) {
    return node == 0 || tree.usesParentShares(node) ? Double.NaN : keys.hi[node];
  }

  /** S: the node's level fraction (its fair-share parent's for a {@code parent} row). */
  public double normShares(int node) {
    return normShares[node];
  }

  /** U: the node's usage over its fair-share parent's (0 when that is 0); 1 for the root. */
  public double effectiveUsage(int node) {
    if (node == 0) {
      return 1.0;
    }
    double b = usage[h.fsParent(node)];
    return b == 0 ? 0 : usage[node] / b;
  }

  /** usage_norm: the node's usage over the root's, at most 1 (0 when the root has none); NaN for the root. */
  public double normUsage(int node) {
    if (node == 0) {
      return Double.NaN;
    }
    double total = usage[0];
    return total == 0 ? 0 : Math.min(1, usage[node] / total);
  }

  /** The node's current usage, aggregated over its subtree. */
  public double usage(int node) {
    return usage[node];
  }

  /** The current usage as a snapshot (a copy of every node's: a whole-tree pass). */
  public UsageSnapshot usage() {
    return UsageSnapshot.fromTotals(tree, usage, at);
  }

  /** Adds a reached node to the touched owners when it owns a non-empty list; the new count. */
  private int touch(int node, int count) {
    if (tree.isUser(node) || (node != 0 && tree.usesParentShares(node)) || !groups.ownsList(node)) {
      return count;
    }
    if (count == touched.length) {
      touched = Arrays.copyOf(touched, 2 * count);
    }
    touched[count] = node;
    return count + 1;
  }

  /**
   * Re-sorts the touched owners' lists, deepest first (the pre-order backward); or every list, in one pass
   * over the tree, when they are more than {@link #fullFrom}.
   */
  private void resort(int count) {
    if (count > fullFrom) {
      groups.sortAll();
      return;
    }
    Arrays.sort(touched, 0, count);
    for (int j = count - 1; j >= 0; j--) {
      groups.sort(touched[j]);
    }
  }

  private void checkNode(int node) {
    if (node < 0 || node >= tree.size()) {
      throw new IllegalArgumentException("node " + node + " is not in a tree of " + tree.size() + " nodes");
    }
  }

  private static void checkTree(ShareTree tree, UsageSnapshot usage) {
    if (usage.tree() != tree) {
      throw new IllegalArgumentException("the usage snapshot belongs to another tree");
    }
  }
}
