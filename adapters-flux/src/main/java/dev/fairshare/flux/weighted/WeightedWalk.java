package dev.fairshare.flux.weighted;

/**
 * flux-accounting's weighted-tree fair share, fast: what {@code weighted_walk_t::run()}
 * ({@code src/fairness/weighted_tree/weighted_walk.cpp}) computes, over flat arrays, without recursion.
 *
 * <p>flux weighs and sorts each sibling group ({@link CxxArithmetic#weight}, {@link SiblingSort}) when its
 * depth-first walk reaches the group's parent, then ranks the users in the order it walks them, from N
 * down. A group's weights and order depend on that group alone, and a subtree's users take consecutive
 * ranks (k users tied at one rank are followed by the rank k lower), so where no two sibling banks tie
 * each bank's first rank is its parent's first rank less the users of the siblings sorted before it. Here
 * one sweep in memory order (parents before children) weighs and sorts every group and gives each child
 * its ranks: a user its fairshare {@code rank / N}, a bank its first rank, which its own group starts from
 * when the sweep reaches it. Sibling banks that tie are merged by flux into one virtual bank whose users
 * compete as one group; when the sweep finds such a tie, the ranks come from {@link TiedBankWalk}, flux's
 * walk over the groups the sweep sorted. Either way the values are flux's, bit for bit. docs:
 * {@code adapters-flux/README.md}, "The weighted tree".
 *
 * <p>One instance per tree shape, reused across runs; not thread-safe (each thread needs its own).
 */
public final class WeightedWalk {
  private static final double SMALL = 0x1p52;
  private final WalkTree tree;
  private final int[] sorted;
  /** Per place in {@code tree.children()}, that child's {@link CxxArithmetic#shareFraction} (fixed by the tree). */
  private final double[] shareFraction;
  /**
   * Per node, side by side (one cache line for both): at {@code 2 * node} the rank the first user of its
   * subtree takes, set by the sweep when it ranks the node's parent; at {@code 2 * node + 1} the users in its
   * subtree (1 for a user), fixed by the tree.
   */
  private final int[] ranks;
  /** The nodes that have children, in memory order; {@code ~node} for one whose children are all users. */
  private final int[] parents;
  /** Whether every node's children come after it, so that one forward sweep reaches parents first. */
  private final boolean parentsFirst;
  private final SiblingSort sort;
  private TiedBankWalk tiedWalk;

  public WeightedWalk(WalkTree tree) {
    this.tree = tree;
    this.sorted = new int[tree.children().length];
    this.shareFraction = shareFractions(tree);
    this.sort = new SiblingSort(tree.user());
    this.ranks = new int[2 * tree.size()];
    int[] parentList = new int[tree.size()];
    int parentCount = 0;
    boolean ordered = true;
    int[] start = tree.childStart();
    int[] children = tree.children();
    for (int node = tree.size() - 1; node >= 0; node--) {
      int users = tree.user()[node] ? 1 : 0;
      int userChildren = 0;
      for (int k = start[node]; k < start[node + 1]; k++) {
        userChildren += tree.user()[children[k]] ? 1 : 0;
        ordered &= children[k] > node;
        users += ranks[2 * children[k] + 1];
      }
      ranks[2 * node + 1] = users;
      if (start[node + 1] > start[node]) {
        parentList[parentCount++] = userChildren == start[node + 1] - start[node] ? ~node : node;
      }
    }
    // listed from the last node down: reversed into memory order
    this.parents = new int[parentCount];
    for (int k = 0; k < parentCount; k++) {
      parents[k] = parentList[parentCount - 1 - k];
    }
    this.parentsFirst = ordered;
  }

  private static double[] shareFractions(WalkTree tree) {
    double[] fraction = new double[tree.children().length];
    long[] shares = tree.shares();
    for (int node = 0; node < tree.size(); node++) {
      long sum = 0;
      for (int k = tree.childStart()[node]; k < tree.childStart()[node + 1]; k++) {
        sum += shares[tree.children()[k]];
      }
      double s = CxxArithmetic.unsignedToDouble(sum);
      for (int k = tree.childStart()[node]; k < tree.childStart()[node + 1]; k++) {
        fraction[k] = CxxArithmetic.shareFraction(shares[tree.children()[k]], s);
      }
    }
    return fraction;
  }

  /**
   * Runs the walk with every node's usage ({@code usage}, banks included, as {@link BankUsage} forms it)
   * and writes each user's fairshare, {@code rank / N}, to {@code fairshare}, each user's dispatch position
   * {@code N - rank + 1} to {@code positions} when it is not {@code null} (other entries of both untouched),
   * and every node's weight among its siblings to {@code weights} (NaN for the root). Returns N.
   */
  public int run(double[] usage, double[] fairshare, double[] positions, double[] weights) {
    int[] start = tree.childStart();
    int[] children = tree.children();
    boolean ranked = parentsFirst;
    ranks[0] = tree.userCount();
    for (int entry : parents) {
      int node = entry < 0 ? ~entry : entry;
      int from = start[node];
      int to = start[node + 1];
      weighChildren(from, to, usage, weights);
      sort.sort(children, from, sorted, from, to - from, weights);
      if (ranked && entry < 0) {
        rankUsers(sorted, tree.userCount(), from, to, ranks[2 * node], weights, fairshare, positions);
      } else if (ranked) {
        ranked = rankChildren(from, to, ranks[2 * node], weights, fairshare, positions);
      }
    }
    if (!ranked) {
      if (tiedWalk == null) {
        tiedWalk = new TiedBankWalk(tree, sorted, sort);
      }
      tiedWalk.run(weights, fairshare, positions);
    }
    weights[0] = Double.NaN;
    return tree.userCount();
  }

  /**
   * Every node's children as the last run sorted them (node {@code n}'s from
   * {@code tree.childStart()[n]}): the order flux's writer visits the tree in after its walk.
   */
  public int[] sortedChildren() {
    return sorted;
  }

  /**
   * Ranks one sorted sibling group whose subtree's first user takes rank {@code first}: its users get
   * their fairshare and position, its banks their first rank. Returns false, having stopped, at two
   * sibling banks that tie (flux merges them, which only its walk reproduces).
   */
  private boolean rankChildren(int from, int to, int first, double[] w, double[] fairshare,
      double[] position) {
    boolean[] user = tree.user();
    int[] order = sorted;
    int users = tree.userCount();
    double n = users;
    long r = first;
    long tied = 0;
    for (int k = from; k < to; k++) {
      int c = order[k];
      boolean tiesNext = k + 1 < to && user[order[k + 1]] == user[c]
          && CxxArithmetic.isEqual(w[c], w[order[k + 1]]);
      if (user[c]) {
        fairshare[c] = (double) r / n;
        if (position != null) {
          position[c] = users - r + 1;
        }
        if (tiesNext) {
          tied++;
        } else {
          r = r - 1 - tied;
          tied = 0;
        }
      } else if (tiesNext) {
        return false;
      } else {
        ranks[2 * c] = (int) r;
        r -= ranks[2 * c + 1];
      }
    }
    return true;
  }

  /**
   * Ranks one sorted group of users only, the first at rank {@code first}: each its fairshare and position,
   * a user whose weight ties with the next user's sharing its rank. {@code order[from..to)} is the group's
   * sorted list (not empty), {@code users} the tree's user count; {@code position} may be {@code null}.
   * {@link TiedBankWalk} ranks its user-only banks with it too.
   */
  static void rankUsers(int[] order, int users, int from, int to, long first, double[] w, double[] fairshare,
      double[] position) {
    double n = users;
    long r = first;
    long tied = 0;
    int c = order[from];
    double wc = w[c];
    for (int k = from + 1; k <= to; k++) {
      int next = k < to ? order[k] : c;
      double wn = w[next];
      fairshare[c] = (double) r / n;
      if (position != null) {
        position[c] = users - r + 1;
      }
      if (k < to && CxxArithmetic.isEqual(wc, wn)) {
        tied++;
      } else {
        r = r - 1 - tied;
        tied = 0;
      }
      c = next;
      wc = wn;
    }
  }

  /** {@code calc_and_sort_weighted_children}'s weights of the children at {@code from..to} of the tree's list. */
  private void weighChildren(int from, int to, double[] usage, double[] weight) {
    int[] children = tree.children();
    double plainSum = 0.0;
    boolean whole = true;
    for (int k = from; k < to; k++) {
      double u = usage[children[k]];
      plainSum += u;
      whole &= u >= 0 && Math.floor(u) == u;
    }
    long usageSum;
    if (whole && plainSum < SMALL) {
      // whole usages summing below 2^52: every step's sum is exact and its truncation changes nothing
      usageSum = (long) plainSum;
    } else {
      usageSum = 0;
      for (int k = from; k < to; k++) {
        double u = usage[children[k]];
        // below 2^52 on both sides the sum and its truncation are those of the unsigned arithmetic
        usageSum = usageSum >= 0 && usageSum < SMALL && u >= 0 && u < SMALL
            ? (long) ((double) usageSum + u) : CxxArithmetic.addUsage(usageSum, u);
      }
    }
    double u = CxxArithmetic.unsignedToDouble(usageSum);
    for (int k = from; k < to; k++) {
      int c = children[k];
      weight[c] = CxxArithmetic.weightOfFraction(shareFraction[k], usage[c], u);
    }
  }
}
