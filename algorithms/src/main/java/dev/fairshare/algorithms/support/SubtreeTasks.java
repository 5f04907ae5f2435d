package dev.fairshare.algorithms.support;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.tree.ShareTree;

/**
 * A big tree cut for a parallel recompute: subtrees computed at the same time (the tasks), and the top, the
 * nodes outside them, computed on the calling thread (docs/performance.md, "Parallel recompute").
 *
 * <p>Task {@code t} is the subtree of {@link #root(int) root(t)} without its root: the nodes
 * {@code root(t)+1 .. end(t)−1}, its <em>interior</em>. The roots, in pre-order, belong to the top, as do the
 * nodes above them and the small subtrees left beside them. So the top is, in pre-order, the
 * {@link #count()}{@code + 1} segments {@code [from(s), to(s))} between the interiors: segment {@code s}
 * ends with root {@code s} (the last one at the tree's end). A task root never uses its parent's shares, so
 * every interior node's fair-share parent is in its own subtree.
 *
 * <p>An algorithm's pass over the nodes in pre-order becomes the same pass over the top's segments, then
 * over each interior, the interiors at the same time: a node's values depend on its ancestors', which are
 * computed before it either way, and a sum over a node's children gets its terms in the same order when
 * they all lie in one region (an interior node's children are in its interior; a top node's are top nodes
 * and roots). An owner of a children list ({@link #ownersFrom}) is in the top unless it is a root or an
 * interior node, whose lists are the task's.
 *
 * <p>The cut depends on the tree alone: it is kept in scratch arrays of the result and taken again when
 * the previous result was for the same tree and task size. The rule, in one pass over the top: a node
 * becomes a root when its subtree is at least {@code taskNodes/16} nodes (at least 2) and at most
 * {@code taskNodes}, or bigger but without a child subtree of that minimum (cutting it would leave only
 * small pieces in the top); a node that uses its parent's shares, or whose subtree is too small or too big,
 * stays in the top. A deep chain thus stays in the top but for its last {@code taskNodes} nodes. Then, while
 * the tasks taken in order would leave workers idle at the end (they fill less than 95% of the workers'
 * time, a task's work taken as its node count), the last tasks are split into their child subtrees of
 * that minimum, so that small tasks come last ({@link #balance}).
 */
public final class SubtreeTasks {
  /**
   * The positions of the kept header: complete mark, task size, workers, task count, most children of a
   * node.
   */
  private static final int MARK = 0;
  private static final int SIZE = 1;
  private static final int WORKERS = 2;
  private static final int COUNT = 3;
  private static final int MAX_CHILDREN = 4;
  private static final int ROOTS = 5;
  /** The share of the workers' time the tasks must fill, taken in order, before the cut stops splitting. */
  private static final double BALANCE = 0.95;
  /** The most tasks split (at most one per worker: the last round of tasks is what is to be filled). */
  private static final int MOST_SPLITS = 64;

  private final ShareTree tree;
  private final Parallelism parallelism;
  private final int[] data;
  private final int[] users;
  private final int count;

  private SubtreeTasks(ShareTree tree, Parallelism parallelism, int[] data, int[] users) {
    this.tree = tree;
    this.parallelism = parallelism;
    this.data = data;
    this.users = users;
    this.count = data[COUNT];
  }

  /**
   * The cut of a tree for a parallel recompute, or {@code null} when the tree is computed on one thread
   * (the parallelism does not split a tree of its size, or the tree has fewer than two tasks). Kept in
   * scratch arrays of {@code out}, taken as they are when {@code previous} was for this very tree.
   */
  public static SubtreeTasks of(ShareTree tree, Parallelism parallelism, FairshareResult previous,
      FairshareResult.Builder out) {
    int n = tree.size();
    if (!parallelism.splits(n)) {
      return null;
    }
    int size = parallelism.taskNodes(n);
    int min = minTask(size);
    int capacity = n / min + 1;
    int[] data = out.scratchInts("subtree-tasks", ROOTS + capacity);
    int[] users = out.scratchInts("subtree-tasks.users", capacity + 1);
    int workers = parallelism.threads();
    boolean kept = previous != null && previous.tree() == tree && data[MARK] == 1 && data[SIZE] == size
        && data[WORKERS] == workers;
    if (!kept) {
      data[MARK] = 0;
      cut(tree, size, min, data);
      balance(tree, min, workers, data);
      data[SIZE] = size;
      data[WORKERS] = workers;
    }
    SubtreeTasks tasks = new SubtreeTasks(tree, parallelism, data, users);
    if (tasks.count < 2) {
      data[MARK] = 1;
      return null;
    }
    if (!kept) {
      tasks.count(users);
      data[MARK] = 1;
    }
    return tasks;
  }

  private static int minTask(int size) {
    return Math.max(2, size / 16);
  }

  /** Finds the roots in one pass over the top, and the most children of a top node. */
  private static void cut(ShareTree tree, int size, int min, int[] data) {
    int n = tree.size();
    int count = 0;
    int most = 0;
    for (int i = 0; i < n; ) {
      int nodes = tree.subtreeEnd(i) - i;
      if (i > 0 && !tree.usesParentShares(i) && nodes >= min && (nodes <= size || !hasBigChild(tree, i, min))) {
        data[ROOTS + count++] = i;
        i = tree.subtreeEnd(i);
      } else {
        most = Math.max(most, childCount(tree, i));
        i++;
      }
    }
    data[COUNT] = count;
    data[MAX_CHILDREN] = most;
  }

  /**
   * Splits tasks from the last one backward into their child subtrees of at least {@code min} nodes (the
   * root and its smaller children join the top) while the tasks, taken in order by the first free of
   * {@code workers} workers with a task's work taken as its node count, fill less than {@link #BALANCE} of
   * the workers' time, at most one split per worker (and {@value #MOST_SPLITS}): equal tasks a few more
   * than a multiple of the workers leave the others idle for a whole task at the end, small ones at the end
   * fill it.
   */
  private static void balance(ShareTree tree, int min, int workers, int[] data) {
    double filled = filled(tree, workers, data);
    int splits = Math.min(workers, MOST_SPLITS);
    for (int t = data[COUNT] - 1; t >= 0 && filled < BALANCE && splits > 0; t--) {
      int root = data[ROOTS + t];
      int end = tree.subtreeEnd(root);
      int children = 0;
      boolean parentShares = false;
      for (int c = root + 1; c < end; c = tree.subtreeEnd(c)) {
        children += tree.subtreeEnd(c) - c >= min ? 1 : 0;
        parentShares |= tree.usesParentShares(c);
      }
      if (children < 2 || parentShares) {
        continue; // too few pieces, or a child that cannot be a root (its subtree would join the top)
      }
      int count = data[COUNT];
      System.arraycopy(data, ROOTS + t + 1, data, ROOTS + t + children, count - t - 1);
      int k = ROOTS + t;
      int most = Math.max(data[MAX_CHILDREN], childCount(tree, root));
      for (int c = root + 1; c < end; c = tree.subtreeEnd(c)) {
        if (tree.subtreeEnd(c) - c >= min) {
          data[k++] = c;
        } else {
          for (int i = c; i < tree.subtreeEnd(c); i++) {
            most = Math.max(most, childCount(tree, i)); // a small subtree joins the top
          }
        }
      }
      data[COUNT] = count + children - 1;
      data[MAX_CHILDREN] = most;
      filled = filled(tree, workers, data);
      splits--;
    }
  }

  /** The share of {@code workers} workers' time that the tasks fill, taken in order by the first free one. */
  private static double filled(ShareTree tree, int workers, int[] data) {
    java.util.PriorityQueue<Long> free = new java.util.PriorityQueue<>();
    for (int w = 0; w < workers; w++) {
      free.add(0L);
    }
    long total = 0;
    long last = 0;
    for (int t = 0; t < data[COUNT]; t++) {
      int root = data[ROOTS + t];
      long nodes = tree.subtreeEnd(root) - root;
      long done = free.poll() + nodes;
      free.add(done);
      total += nodes;
      last = Math.max(last, done);
    }
    return last == 0 ? 1 : total / ((double) workers * last);
  }

  private static boolean hasBigChild(ShareTree tree, int node, int min) {
    for (int c = node + 1, end = tree.subtreeEnd(node); c < end; c = tree.subtreeEnd(c)) {
      if (tree.subtreeEnd(c) - c >= min) {
        return true;
      }
    }
    return false;
  }

  private static int childCount(ShareTree tree, int node) {
    int k = 0;
    for (int c = node + 1, end = tree.subtreeEnd(node); c < end; c = tree.subtreeEnd(c)) {
      k++;
    }
    return k;
  }

  /**
   * Counts, task by task at the same time, the users of each interior ({@code users[t]}; the top's in
   * {@code users[count]}) and the most children of any node.
   */
  private void count(int[] users) {
    int[] most = new int[count];
    run((t, slot) -> {
      int k = 0;
      int m = 0;
      for (int i = root(t), end = end(t); i < end; i++) {
        k += i > root(t) && tree.isUser(i) ? 1 : 0;
        m = Math.max(m, childCount(tree, i));
      }
      users[t] = k;
      most[t] = m;
    });
    int top = 0;
    for (int s = 0; s <= count; s++) {
      for (int i = from(s), to = to(s); i < to; i++) {
        top += tree.isUser(i) ? 1 : 0;
      }
    }
    users[count] = top;
    for (int m : most) {
      data[MAX_CHILDREN] = Math.max(data[MAX_CHILDREN], m);
    }
  }

  /** The tree cut. */
  public ShareTree tree() {
    return tree;
  }

  /** The number of tasks (at least 2). */
  public int count() {
    return count;
  }

  /** The root of task {@code t} (a top node); roots increase with {@code t}. */
  public int root(int t) {
    return data[ROOTS + t];
  }

  /** One past the last node of task {@code t}'s subtree. */
  public int end(int t) {
    return tree.subtreeEnd(data[ROOTS + t]);
  }

  /** The first node of the top's segment {@code s} ({@code 0 .. count}): 0, or the end of task s−1. */
  public int from(int s) {
    return s == 0 ? 0 : end(s - 1);
  }

  /** One past the last node of the top's segment {@code s}: root s + 1, or the tree's size for the last. */
  public int to(int s) {
    return s < count ? root(s) + 1 : tree.size();
  }

  /** The first owner of the top's segment {@code s}: {@link #from}; its owners end before root s. */
  public int ownersFrom(int s) {
    return from(s);
  }

  /** One past the last owner of the top's segment {@code s}: root s (a root's list is its task's). */
  public int ownersTo(int s) {
    return s < count ? root(s) : tree.size();
  }

  /** The users in task {@code t}'s interior. */
  public int users(int t) {
    return users[t];
  }

  /** The users in the top. */
  public int topUsers() {
    return users[count];
  }

  /** The most children any node of the tree has. */
  public int maxChildren() {
    return data[MAX_CHILDREN];
  }

  /** The workers a phase may use: per-worker buffers are indexed by slot {@code 0 .. slots()−1}. */
  public int slots() {
    return parallelism.threads();
  }

  /** The parallelism that cut the tree. */
  public Parallelism parallelism() {
    return parallelism;
  }

  /** Runs {@code task} for every task {@code 0 .. count−1} at the same time; returns when all are done. */
  public void run(Parallelism.Task task) {
    parallelism.run(count, task);
  }
}
