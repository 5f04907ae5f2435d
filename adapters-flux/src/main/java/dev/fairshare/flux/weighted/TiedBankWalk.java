package dev.fairshare.flux.weighted;

import java.util.Arrays;

/**
 * flux-accounting's depth-first walk of {@code weighted_walk_t::run()}
 * ({@code src/fairness/weighted_tree/weighted_walk.cpp}) over sibling groups already weighed and sorted,
 * without recursion: what {@link WeightedWalk} runs when some sibling banks tie.
 *
 * <p>Walking a node ({@code handle_internal}), a run of sibling banks whose weights tie is merged into one
 * virtual bank whose children are theirs, re-sorted, so that their users compete as one group; users whose
 * weights tie with the next user share a rank. Users are ranked depth first from N down, fairshare =
 * rank / N, k tied users sharing one rank after which it drops by k. The users of a bank that holds only
 * users take the next ranks as a block, so the walk only notes the block's first rank and ranks them after
 * it, in memory order. docs: {@code adapters-flux/README.md}, "The weighted tree".
 *
 * <p>One per tree shape, reused across runs; not thread-safe.
 */
final class TiedBankWalk {
  private final WalkTree tree;
  private final int[] sorted;
  private final SiblingSort sort;
  private final boolean[] tieNext;
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
  /** The frames of the walk: a list in the arena, the next position, the arena top before it. */
  private int[] frameList = new int[64];
  private int[] frameLength = new int[64];
  private int[] framePosition = new int[64];
  private int[] frameBase = new int[64];
  private int frameDepth;
  private double[] weight;
  private double[] fairshare;
  private double[] position;
  private long rank;
  private long stride;

  /** A walk of {@code tree} whose sibling groups a sweep leaves sorted in {@code sorted}. */
  TiedBankWalk(WalkTree tree, int[] sorted, SiblingSort sort) {
    this.tree = tree;
    this.sorted = sorted;
    this.sort = sort;
    this.tieNext = new boolean[tree.size()];
    this.arena = new int[Math.max(16, 2 * tree.size())];
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

  /**
   * Walks the tree with every sibling group's weights in {@code weights} and writes each user's fairshare
   * and, when {@code positions} is not {@code null}, its dispatch position.
   */
  void run(double[] weights, double[] fairshare, double[] positions) {
    this.weight = weights;
    this.fairshare = fairshare;
    this.position = positions;
    arenaTop = 0;
    virtualCount = 0;
    rank = tree.userCount();
    stride = 0;
    frameDepth = 0;
    if (tree.hasChildren(0)) {
      enter(0);
      walk();
    }
    for (int node = 0; node < tree.size(); node++) {
      if (groupRank[node] != 0) {
        rankUsersOf(node, groupRank[node]);
        groupRank[node] = 0;
      }
    }
  }

  private void walk() {
    while (frameDepth > 0) {
      int f = frameDepth - 1;
      if (framePosition[f] == frameLength[f]) {
        arenaTop = frameBase[f];
        frameDepth--;
        continue;
      }
      int entry = arena[frameList[f] + framePosition[f]++];
      if (entry >= 0 && tree.user()[entry]) {
        rankUser(entry);
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
  private void rankUsersOf(int bank, int firstRank) {
    WeightedWalk.rankUsers(sorted, tree.userCount(), tree.childStart()[bank], tree.childStart()[bank + 1],
        firstRank, weight, fairshare, position);
  }

  private void rankUser(int user) {
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

  /** {@code handle_internal}: builds the node's tie-aware list and pushes its frame. */
  private void enter(int entry) {
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
    sort.sort(arena, start, arena, start, total, weight);
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
