package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.sort.IntMergeSort;
import dev.fairshare.algorithms.support.ShortKeySort;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;

/**
 * The order in which LSF's descent reaches the users of a share tree (docs/algorithms/lsf.md §4.4): from the
 * root, at each level the child with the highest dynamic priority first, down to a user or a group without
 * subgroups. A collective account (a group without subgroups whose members share it) is such a leaf: it is
 * ranked among the users, where its priority places it (mbatchd's {@code electAJob} takes a job of any member
 * when the descent reaches it); "user" below means either.
 *
 * <p>A user's position is the order in which a depth-first walk visits it when every node's children are
 * taken by descending priority: the user each dispatch would pick first if priorities stood still. Siblings
 * with equal priority keep their tree order (LSF breaks such ties by the earliest pending job, which the
 * tree cannot know). When some nodes have pending jobs, siblings whose subtree has one come first, as LSF
 * only descends into accounts with dispatchable jobs.
 *
 * <p>The walk is not run node by node: a node's position is the number of users the walk visits before it,
 * which is its parent's count, plus the parent itself if it is a user, plus the users below the siblings
 * sorted ahead of it. So one backward pass counts the users of every subtree and one forward pass over the
 * pre-order arrays sorts each child list and hands the counts down; both read the arrays in order. A child
 * list is sorted on primitive keys (the priority's bits mapped to descending order, {@link ShortKeySort}'s
 * stable sort for short lists, {@link TenKeySort} for lists of ten, so ties keep tree order), pending children first.
 * O(n log n) at worst. A list of ten children that all have pending jobs, or none has, is not moved: the network's
 * order is read as it hands the counts down; after a list of leaves alone the pass goes on past them (they own no
 * list). A group whose subtree is ten users (its ten children, as users have none: the tree builders refuse a user
 * with children) is ranked from their priorities alone when all ten or none have pending jobs: the j-th in the
 * network's order is the group's count plus j, without reading their counts or codes.
 *
 * <p>The count handed down to a child with children waits in that child's RANK slot (a group's RANK is NaN, and
 * the pass reaches the child after its parent in pre-order), and the child's own step reads it and writes the
 * NaN: no array of counts per node is written and read back.
 */
final class LsfDispatchOrder {
  /** Child lists up to this long are sorted on keys ({@link ShortKeySort}); longer ones by merge sort. */
  private static final int SHORT = 32;

  private LsfDispatchOrder() {}

  /**
   * Fills {@code rank} (1 first) for every user of the tree and NaN for every other node; {@code pendingBelow}
   * marks nodes whose subtree has a pending job, or is {@code null} when demand is unknown. The user count
   * of every subtree depends on the tree alone and is kept from the previous result when {@code sameTree}
   * says it was a {@code lsf.fairshare} result for this very tree (trees are immutable). The counts and
   * sort buffers are scratch arrays of {@code out}; no boxing.
   */
  static void rank(ShareTree tree, double[] priority, boolean[] pendingBelow, double[] rank,
      boolean sameTree, FairshareResult.Builder out) {
    int n = tree.size();
    Pass pass = new Pass(tree, priority, pendingBelow, rank, sameTree, out);
    pass.owners(0, n, new Buffers(out, "", n));
  }

  /**
   * {@link #rank} of a tree cut for a parallel recompute: the top's child lists, then each subtree's at the
   * same time, each worker with its own buffers (as long as the longest child list).
   */
  static void rank(SubtreeTasks tasks, double[] priority, boolean[] pendingBelow, double[] rank,
      boolean sameTree, FairshareResult.Builder out) {
    Pass pass = new Pass(tasks.tree(), priority, pendingBelow, rank, sameTree, out);
    Buffers[] buffers = new Buffers[tasks.slots()];
    for (int w = 0; w < buffers.length; w++) {
      buffers[w] = new Buffers(out, w == 0 ? "" : "." + w, Math.max(1, tasks.maxChildren()));
    }
    for (int s = 0; s <= tasks.count(); s++) {
      pass.owners(tasks.ownersFrom(s), tasks.ownersTo(s), buffers[0]);
    }
    tasks.run((t, slot) -> pass.owners(tasks.root(t), tasks.end(t), buffers[slot]));
  }

  /** A worker's buffers for one child list: keys, children, merge-sort scratch, short-sort scratch. */
  private static final class Buffers {
    final int[] children;
    final long[] keys;
    final int[] sortBuffer;
    final long[] tmpKeys = new long[ShortKeySort.COUNTING];
    final int[] tmpChildren = new int[ShortKeySort.COUNTING];

    Buffers(FairshareResult.Builder out, String suffix, int length) {
      children = out.scratchInts("lsf.dispatch.children" + suffix, length);
      keys = out.scratchLongs("lsf.dispatch.keys" + suffix, length);
      sortBuffer = out.scratchInts("lsf.dispatch.sort" + suffix, length);
    }
  }

  /** One ranking's arrays and its pass over child lists. */
  private static final class Pass {
    final ShareTree tree;
    final double[] priority;
    final boolean[] pendingBelow;
    final double[] rank;
    final int[] users;
    final IntMergeSort.IntComparator order;

    Pass(ShareTree tree, double[] priority, boolean[] pendingBelow, double[] rank, boolean sameTree,
        FairshareResult.Builder out) {
      int n = tree.size();
      this.tree = tree;
      this.priority = priority;
      this.pendingBelow = pendingBelow;
      this.rank = rank;
      this.users = out.scratchInts("lsf.dispatch.users", n);
      int[] usersKept = out.scratchInts("lsf.dispatch.users-kept", 1);
      if (!sameTree || usersKept[0] != 1) {
        usersKept[0] = 0;
        countUsers(tree, users);
        usersKept[0] = 1;
      }
      this.order = (a, b) -> compare(a, b, priority, pendingBelow);
      // The root's count (0) waits in its RANK slot when it has children (see the class comment).
      rank[0] = tree.isUser(0) ? 1 : tree.subtreeEnd(0) > 1 ? 0 : Double.NaN;
    }

    /** Sorts the child lists of nodes {@code from .. to−1} in pre-order and hands the counts down. */
    void owners(int from, int to, Buffers buffers) {
      ShareTree tree = this.tree;
      double[] priority = this.priority;
      boolean[] pendingBelow = this.pendingBelow;
      double[] rank = this.rank;
      int[] users = this.users;
      int[] children = buffers.children;
      long[] keys = buffers.keys;
      int[] sortBuffer = buffers.sortBuffer;
      long[] tmpKeys = buffers.tmpKeys;
      int[] tmpChildren = buffers.tmpChildren;
      for (int node = from; node < to; node++) {
        int end = tree.subtreeEnd(node);
        if (node + 1 >= end) {
          continue;
        }
        if (end - node == TenKeySort.LENGTH + 1 && users[node] == 2 * TenKeySort.LENGTH
            && tenUsers(node, tmpKeys)) {
          node = Math.min(end, to) - 1;
          continue;
        }
        // Children as c (with children) or ~c (a leaf, whose count no one reads); pending ones first, the
        // others parked in the sort buffer and moved behind them.
        int count = 0;
        int parked = 0;
        for (int c = node + 1; c < end; ) {
          int next = tree.subtreeEnd(c);
          int coded = next == c + 1 ? ~c : c;
          if (pendingBelow == null || pendingBelow[c]) {
            keys[count] = descending(priority[c]);
            children[count++] = coded;
          } else {
            sortBuffer[parked++] = coded;
          }
          c = next;
        }
        int pending = count;
        // A list of leaves alone has no list below it: the next owner is past them.
        int last = count + parked == end - node - 1 ? Math.min(end, to) - 1 : node;
        if (parked == 0 || pending == 0) {
          // The common list: ten children with pending jobs or ten without, ordered without moving them.
          if (parked == TenKeySort.LENGTH) {
            for (int p = 0; p < parked; p++) {
              int coded = sortBuffer[p];
              keys[p] = descending(priority[coded < 0 ? ~coded : coded]);
              children[p] = coded;
            }
            count = parked;
            parked = 0;
          }
          if (count == TenKeySort.LENGTH && TenKeySort.order(keys, 0, tmpKeys)) {
            int running = countOf(node, rank);
            for (int j = 0; j < TenKeySort.LENGTH; j++) {
              running = handDown(children[TenKeySort.position(tmpKeys[j])], running, users, rank);
            }
            node = last;
            continue;
          }
        }
        for (int p = 0; p < parked; p++) {
          int coded = sortBuffer[p];
          keys[count] = descending(priority[coded < 0 ? ~coded : coded]);
          children[count++] = coded;
        }
        if (pending <= SHORT && count - pending <= SHORT) {
          if (pending != TenKeySort.LENGTH || !TenKeySort.sort(keys, children, 0, tmpKeys, tmpChildren)) {
            ShortKeySort.sort(keys, children, 0, pending, tmpKeys, tmpChildren);
          }
          if (count - pending != TenKeySort.LENGTH
              || !TenKeySort.sort(keys, children, pending, tmpKeys, tmpChildren)) {
            ShortKeySort.sort(keys, children, pending, count, tmpKeys, tmpChildren);
          }
        } else {
          for (int j = 0; j < count; j++) {
            children[j] = children[j] < 0 ? ~children[j] : children[j];
          }
          IntMergeSort.sort(children, 0, count, sortBuffer, order);
          for (int j = 0; j < count; j++) {
            int c = children[j];
            children[j] = tree.subtreeEnd(c) == c + 1 ? ~c : c;
          }
        }
        int running = countOf(node, rank);
        for (int j = 0; j < count; j++) {
          running = handDown(children[j], running, users, rank);
        }
        node = last;
      }
    }

    /**
     * The ranks of the ten users below {@code node} (its children, {@code node+1 .. node+10}) when all ten or
     * none have pending jobs and {@link TenKeySort#orderOfPriorities} orders their priorities: true; else
     * false, and nothing written. {@code order} holds at least ten entries.
     */
    private boolean tenUsers(int node, long[] order) {
      int first = node + 1;
      boolean[] pendingBelow = this.pendingBelow;
      if (pendingBelow != null) {
        boolean pending = pendingBelow[first];
        for (int c = first + 1; c < first + TenKeySort.LENGTH; c++) {
          if (pendingBelow[c] != pending) {
            return false;
          }
        }
      }
      if (!TenKeySort.orderOfPriorities(priority, first, order)) {
        return false;
      }
      double[] rank = this.rank;
      int running = countOf(node, rank);
      for (int j = 0; j < TenKeySort.LENGTH; j++) {
        rank[first + TenKeySort.position(order[j])] = running + j + 1;
      }
      return true;
    }

    /**
     * The users the walk visits before a node with children (never a user itself), which its parent left in
     * its RANK slot; the slot gets the node's own RANK, NaN.
     */
    private static int countOf(int node, double[] rank) {
      int running = (int) rank[node];
      rank[node] = Double.NaN;
      return running;
    }

    /**
     * Hands the count down to one child of a sorted list, {@code coded} being the child {@code c} or, for a
     * leaf, {@code ~c}, with {@code running} users visited before it: a leaf's rank if it is a user (else NaN);
     * a child with children keeps the count in its RANK slot until its own step ({@link #countOf}). Returns the
     * users visited once its subtree is.
     */
    private static int handDown(int coded, int running, int[] users, double[] rank) {
      if (coded < 0) {
        int c = ~coded;
        rank[c] = (users[c] & 1) != 0 ? running + 1 : Double.NaN;
        return running + (users[c] >>> 1);
      }
      rank[coded] = running;
      return running + (users[coded] >>> 1);
    }
  }

  /**
   * Each node's ranked accounts below and itself, times 2, plus 1 if the node itself is one: a user, or a
   * collective account ({@link LsfFairshareAlgorithm#isCollectiveAccount}), a leaf of the descent as a user is.
   */
  private static void countUsers(ShareTree tree, int[] users) {
    int n = tree.size();
    for (int i = 0; i < n; i++) {
      users[i] = tree.isUser(i) || LsfFairshareAlgorithm.isCollectiveAccount(tree, i) ? 3 : 0;
    }
    for (int i = n - 1; i > 0; i--) {
      users[tree.parent(i)] += users[i] & ~1;
    }
  }

  /**
   * The priority's bits as a long that sorts ascending in descending {@link Double#compare} order:
   * equal keys exactly when {@code Double.compare} finds the priorities equal.
   */
  static long descending(double priority) {
    long bits = Double.doubleToLongBits(priority);
    return ~(bits ^ ((bits >> 63) & Long.MAX_VALUE));
  }

  private static int compare(int a, int b, double[] priority, boolean[] pendingBelow) {
    if (pendingBelow != null) {
      boolean pa = pendingBelow[a];
      boolean pb = pendingBelow[b];
      if (pa != pb) {
        return pa ? -1 : 1;
      }
    }
    int byPriority = Double.compare(priority[b], priority[a]);
    return byPriority != 0 ? byPriority : Integer.compare(a, b);
  }
}
