package dev.fairshare.flux.weighted;

import java.util.Arrays;

/**
 * flux-accounting's weighted-tree fair share, fast: the walk of {@code weighted_walk_t::run()}
 * ({@code src/fairness/weighted_tree/weighted_walk.cpp}) over flat arrays, without recursion.
 *
 * <p>Each sibling group gets its weights ({@link CxxArithmetic#weight}) and is sorted by weight, users
 * before banks where weights tie; flux does this when the walk reaches the group's parent, but a group's
 * weights and order depend on that group alone, so here every group is weighed in one sweep in memory order
 * before the walk. Walking a node, a run of sibling banks whose weights tie is merged into one virtual bank
 * whose children are theirs, re-sorted, so that their users compete as one group; users whose weights tie
 * with the next user share a rank. Users are ranked depth first from N down, fairshare = rank / N, k tied
 * users sharing one rank after which it drops by k. The users of a bank that holds only users take the
 * next ranks as a block, so the walk only notes the block's first rank and ranks them after it, in memory
 * order. The result depends only on the order the sort defines
 * (its only ties are users or banks of exactly equal weight, which the walk treats alike), so any correct
 * sort gives flux's values. docs: {@code adapters-flux/README.md}, "The weighted tree".
 *
 * <p>One instance per tree shape, reused across runs; not thread-safe (each thread needs its own).
 */
public final class WeightedWalk {
  private static final int INSERTION_LIMIT = 24;
  private static final double SMALL = 0x1p52;
  private final WalkTree tree;
  private final int[] sorted;
  private double[] weight;
  private double[] position;
  private final boolean[] tieNext;
  /** Per place in {@code tree.children()}, that child's {@link CxxArithmetic#shareFraction} (fixed by the tree). */
  private final double[] shareFraction;
  /** Whether a node has children and all of them are users. */
  private final boolean[] usersOnly;
  /** Per bank of users only, the rank its first user takes, set by the walk (0: none this run). */
  private final int[] groupRank;
  /** Lists of the walk: tie-aware child lists and the children of virtual banks, stack-allocated. */
  private int[] arena;
  private int arenaTop;
  /** Virtual banks: where their children are in {@link #arena}, and how many. */
  private int[] virtualStart = new int[16];
  private int[] virtualLength = new int[16];
  private int virtualCount;
  /** The frames of the depth-first walk: a list in the arena, the next position, the arena top before it. */
  private int[] frameList = new int[64];
  private int[] frameLength = new int[64];
  private int[] framePosition = new int[64];
  private int[] frameBase = new int[64];
  private int[] mergeBuffer = new int[16];
  private final double[] keyBuffer = new double[INSERTION_LIMIT];
  private final int[] idBuffer = new int[INSERTION_LIMIT];
  private final int[] placeBuffer = new int[INSERTION_LIMIT];
  private int frameDepth;
  private double[] usage;
  private long rank;
  private long stride;

  public WeightedWalk(WalkTree tree) {
    this.tree = tree;
    this.sorted = new int[tree.children().length];
    this.tieNext = new boolean[tree.size()];
    this.arena = new int[Math.max(16, 2 * tree.size())];
    this.shareFraction = shareFractions(tree);
    this.usersOnly = new boolean[tree.size()];
    this.groupRank = new int[tree.size()];
    for (int node = 0; node < tree.size(); node++) {
      boolean all = tree.hasChildren(node);
      for (int k = tree.childStart()[node]; all && k < tree.childStart()[node + 1]; k++) {
        all = tree.user()[tree.children()[k]];
      }
      usersOnly[node] = all;
    }
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
    this.weight = weights;
    this.position = positions;
    arenaTop = 0;
    virtualCount = 0;
    rank = tree.userCount();
    stride = 0;
    frameDepth = 0;
    this.usage = usage;
    // each sibling group's weights and order depend on that group alone: weighed in one sweep, in memory
    // order, before the walk (which then reads only the lists and the weights)
    int[] start = tree.childStart();
    int[] children = tree.children();
    for (int node = 0; node < tree.size(); node++) {
      int from = start[node];
      int to = start[node + 1];
      if (to > from) {
        System.arraycopy(children, from, sorted, from, to - from);
        weighChildren(node);
      }
    }
    if (tree.hasChildren(0)) {
      enter(0);
      walk(fairshare);
    }
    for (int node = 0; node < tree.size(); node++) {
      if (groupRank[node] != 0) {
        rankUsersOf(node, groupRank[node], fairshare);
        groupRank[node] = 0;
      }
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

  private void walk(double[] fairshare) {
    while (frameDepth > 0) {
      int f = frameDepth - 1;
      if (framePosition[f] == frameLength[f]) {
        arenaTop = frameBase[f];
        frameDepth--;
        continue;
      }
      int entry = arena[frameList[f] + framePosition[f]++];
      if (entry >= 0 && tree.user()[entry]) {
        rankUser(entry, fairshare);
      } else if (entry >= 0 && usersOnly[entry]) {
        // a bank of users only: they take the next ranks, one rank each in all (its last user ties
        // nothing after it), so they are ranked after the walk, in memory order
        groupRank[entry] = (int) rank;
        rank -= childCount(entry);
      } else if (childCount(entry) > 0) {
        enter(entry);
      }
    }
  }

  /**
   * Ranks the users of a bank whose children are all users, in their sorted order, the first at
   * {@code firstRank}: what entering the bank and walking its list would do (the walk enters no list with
   * users tied before it), without the list.
   */
  private void rankUsersOf(int bank, int firstRank, double[] fairshare) {
    int from = tree.childStart()[bank];
    int to = tree.childStart()[bank + 1];
    int[] order = sorted;
    double[] w = weight;
    int users = tree.userCount();
    double n = users;
    long r = firstRank;
    long tied = 0;
    for (int k = from; k < to; k++) {
      int c = order[k];
      fairshare[c] = (double) r / n;
      if (position != null) {
        position[c] = users - r + 1;
      }
      if (k + 1 < to && CxxArithmetic.isEqual(w[c], w[order[k + 1]])) {
        tied++;
      } else {
        r = r - 1 - tied;
        tied = 0;
      }
    }
  }

  private void rankUser(int user, double[] fairshare) {
    fairshare[user] = (double) rank / (double) tree.userCount();
    if (position != null) {
      position[user] = tree.userCount() - rank + 1;
    }
    if (tieNext[user]) {
      stride++;
    } else {
      rank = rank - 1 - stride;
      stride = 0;
    }
  }

  /** {@code handle_internal}: weighs the grandchildren, builds the tie-aware list and pushes its frame. */
  private void enter(int entry) {
    int[] list = entry >= 0 ? sorted : arena;
    int from = entry >= 0 ? tree.childStart()[entry] : virtualStart[-entry - 1];
    int length = childCount(entry);
    int base = arenaTop;
    ensureArena(arenaTop + length);
    int out = arenaTop;
    arenaTop += length;
    int outLength = 0;
    boolean[] user = tree.user();
    int runStart = -1;
    for (int k = 0; k < length; k++) {
      int c = (entry >= 0 ? sorted : arena)[from + k];
      boolean equalNext = false;
      if (k + 1 < length) {
        int next = (entry >= 0 ? sorted : arena)[from + k + 1];
        equalNext = user[c] == user[next] && CxxArithmetic.isEqual(weight[c], weight[next]);
      }
      if (user[c]) {
        tieNext[c] = equalNext;
        arena[out + outLength++] = c;
      } else if (equalNext) {
        if (runStart < 0) {
          runStart = k;
        }
      } else if (runStart >= 0) {
        arena[out + outLength++] = virtualBank(entry >= 0 ? sorted : null, from, runStart, k);
        runStart = -1;
      } else {
        arena[out + outLength++] = c;
      }
    }
    pushFrame(out, outLength, base);
  }

  /** Merges the children of the tied banks at positions {@code first..last} into a new virtual bank. */
  private int virtualBank(int[] realList, int from, int first, int last) {
    int total = 0;
    for (int k = first; k <= last; k++) {
      total += childCount(listAt(realList, from + k));
    }
    ensureArena(arenaTop + total);
    int start = arenaTop;
    for (int k = first; k <= last; k++) {
      int bank = listAt(realList, from + k);
      int n = childCount(bank);
      System.arraycopy(sorted, tree.childStart()[bank], arena, arenaTop, n);
      arenaTop += n;
    }
    sortSegment(arena, start, total);
    if (virtualCount == virtualStart.length) {
      virtualStart = Arrays.copyOf(virtualStart, virtualCount * 2);
      virtualLength = Arrays.copyOf(virtualLength, virtualCount * 2);
    }
    virtualStart[virtualCount] = start;
    virtualLength[virtualCount] = total;
    return -(++virtualCount);
  }

  private int listAt(int[] realList, int index) {
    return realList != null ? realList[index] : arena[index];
  }

  private int childCount(int entry) {
    if (entry < 0) {
      return virtualLength[-entry - 1];
    }
    return tree.childStart()[entry + 1] - tree.childStart()[entry];
  }

  /**
   * {@code calc_and_sort_weighted_children} of a real node whose children are still in the tree's order in
   * {@code sorted}.
   */
  private void weighChildren(int node) {
    int from = tree.childStart()[node];
    int to = tree.childStart()[node + 1];
    double plainSum = 0.0;
    boolean whole = true;
    for (int k = from; k < to; k++) {
      double u = usage[sorted[k]];
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
        double u = usage[sorted[k]];
        // below 2^52 on both sides the sum and its truncation are those of the unsigned arithmetic
        usageSum = usageSum >= 0 && usageSum < SMALL && u >= 0 && u < SMALL
            ? (long) ((double) usageSum + u) : CxxArithmetic.addUsage(usageSum, u);
      }
    }
    double u = CxxArithmetic.unsignedToDouble(usageSum);
    for (int k = from; k < to; k++) {
      int c = sorted[k];
      weight[c] = CxxArithmetic.weightOfFraction(shareFraction[k], usage[c], u);
    }
    sortSegment(sorted, from, to - from);
  }

  /** Sorts a segment by the walk's comparator: insertion sort when short, merge sort otherwise. */
  private void sortSegment(int[] a, int from, int length) {
    if (length < 2) {
      return;
    }
    if (length <= INSERTION_LIMIT) {
      insertionSort(a, from, from + length);
      return;
    }
    if (mergeBuffer.length < length) {
      mergeBuffer = new int[Math.max(length, mergeBuffer.length * 2)];
    }
    for (int run = 0; run < length; run += 16) {
      insertionSort(a, from + run, from + Math.min(length, run + 16));
    }
    int[] src = a;
    int srcFrom = from;
    int[] dst = mergeBuffer;
    int dstFrom = 0;
    for (int width = 16; width < length; width *= 2) {
      for (int lo = 0; lo < length; lo += 2 * width) {
        int mid = Math.min(length, lo + width);
        int hi = Math.min(length, lo + 2 * width);
        merge(src, srcFrom, lo, mid, hi, dst, dstFrom);
      }
      int[] t = src;
      src = dst;
      dst = t;
      int tf = srcFrom;
      srcFrom = dstFrom;
      dstFrom = tf;
    }
    if (src != a) {
      System.arraycopy(src, srcFrom, a, from, length);
    }
  }

  private void merge(int[] src, int srcFrom, int lo, int mid, int hi, int[] dst, int dstFrom) {
    int i = lo;
    int j = mid;
    boolean[] user = tree.user();
    for (int k = lo; k < hi; k++) {
      if (i < mid && (j >= hi || !before(src[srcFrom + j], src[srcFrom + i], user))) {
        dst[dstFrom + k] = src[srcFrom + i++];
      } else {
        dst[dstFrom + k] = src[srcFrom + j++];
      }
    }
  }

  private void insertionSort(int[] a, int from, int to) {
    boolean[] user = tree.user();
    boolean kind = user[a[from]];
    boolean mixed = false;
    for (int i = from + 1; i < to && !mixed; i++) {
      mixed = user[a[i]] != kind;
    }
    if (!mixed) {
      sortByWeight(a, from, to);
      return;
    }
    for (int i = from + 1; i < to; i++) {
      int v = a[i];
      int j = i - 1;
      while (j >= from && before(v, a[j], user)) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = v;
    }
  }

  /**
   * Insertion sort of siblings of one kind, where the comparator is {@code weight > weight}: the weights
   * are copied next to the ids so that the comparisons read one small array.
   */
  private void sortByWeight(int[] a, int from, int to) {
    int n = to - from;
    double[] keys = keyBuffer;
    boolean finite = true;
    for (int i = 0; i < n; i++) {
      double w = weight[a[from + i]];
      keys[i] = w + 0.0; // -0.0 as 0.0: equal weights, as the comparator sees them
      finite &= Math.abs(w) <= Double.MAX_VALUE;
    }
    if (finite) {
      placeByCount(a, from, n, keys);
      return;
    }
    for (int i = 1; i < n; i++) {
      double k = keys[i];
      int v = a[from + i];
      int j = i - 1;
      while (j >= 0 && k > keys[j]) {
        keys[j + 1] = keys[j];
        a[from + j + 1] = a[from + j];
        j--;
      }
      keys[j + 1] = k;
      a[from + j + 1] = v;
    }
  }

  /**
   * The same order as the insertion sort (by weight, descending, stable on equal weights) for finite
   * weights, without branches: each sibling's place is the number of siblings that go before it, counted
   * from the sign of the weights' differences (exact for finite doubles, zero only when they are equal).
   */
  private void placeByCount(int[] a, int from, int n, double[] keys) {
    int[] ids = idBuffer;
    int[] place = placeBuffer;
    for (int i = 0; i < n; i++) {
      ids[i] = a[from + i];
      place[i] = i;
    }
    for (int i = 0; i < n; i++) {
      double k = keys[i];
      int later = 0;
      for (int j = i + 1; j < n; j++) {
        // 1 when j goes before i (a greater weight); on equal weights i, the earlier, stays first
        int jFirst = (int) (Double.doubleToRawLongBits(k - keys[j]) >>> 63);
        later += jFirst;
        place[j] -= jFirst;
      }
      place[i] += later;
    }
    for (int i = 0; i < n; i++) {
      a[from + place[i]] = ids[i];
    }
  }

  private boolean before(int a, int b, boolean[] user) {
    return CxxArithmetic.before(weight[a], user[a], weight[b], user[b]);
  }

  private void pushFrame(int list, int length, int base) {
    if (frameDepth == frameList.length) {
      int n = frameDepth * 2;
      frameList = Arrays.copyOf(frameList, n);
      frameLength = Arrays.copyOf(frameLength, n);
      framePosition = Arrays.copyOf(framePosition, n);
      frameBase = Arrays.copyOf(frameBase, n);
    }
    frameList[frameDepth] = list;
    frameLength[frameDepth] = length;
    framePosition[frameDepth] = 0;
    frameBase[frameDepth] = base;
    frameDepth++;
  }

  private void ensureArena(int size) {
    if (size > arena.length) {
      arena = Arrays.copyOf(arena, Math.max(size, arena.length * 2));
    }
  }
}
