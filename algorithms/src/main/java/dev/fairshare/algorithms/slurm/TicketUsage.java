package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * multifactor2's S, U, E and fair-share factor F of every association, in x87 {@code long double} where
 * the C code computes them so, and the sums of S·F over active siblings that ticket distribution divides
 * by (docs/algorithms/slurm.md §11, §13 item 20; {@code priority_multifactor2.c} at {@code slurm-2-5-7-1}:
 * {@code _set_usage_efctv}, {@code priority_p_calc_fs_factor}, {@code _distribute_tickets}).
 *
 * <ul>
 *   <li>U = min(1, usage / root usage) in x87; a {@code parent} association below the top copies its
 *       parent's.
 *   <li>E = U directly under the root or when the level has no shares; otherwise
 *       {@code max(U, (long double) 0.01 · shares_raw / level_shares)} (U when U is above), with
 *       shares_raw = 2147483647 for a {@code parent} association.
 *   <li>F = {@code S / max(E, 0.01·S)} in x87, rounded to a double, when S > 0; else 0.
 * </ul>
 *
 * <p>Each node is computed with hardware doubles through {@link X87Pair}, which gives the x87 results bit
 * for bit when it accepts (every division by the root usage or a level's shares multiplies by the
 * inverse, computed once); when an operation refuses (a near-tie of the 64-bit rounding, a zero or
 * negative operand, a value out of its range) the node is computed again with the software {@link X87}.
 * U is kept as a pair for the children that copy it: its double in the U metric and its rest in
 * {@code uLo} (groups only; NaN when U is out of the pair's range, and such a U is recomputed from the
 * usage). Before all that, a node in the common case (a user, or any node of a tree without
 * {@code parent} associations, whose U no child copies) is computed as doubles alone by
 * {@link TicketCommonNode}, which gives the same values or declines.
 *
 * <p>S and, below the floor, E and F depend on the tree alone ({@link #treeValues}): S is kept between
 * cycles on the same tree, and a node marked {@code atFloor} keeps its floor E and F in {@code e} and
 * {@code fs}, so that a cycle in which its U stays below the floor computes and writes U alone. The
 * marks are set by {@link #treeValues} where {@link TicketCommonNode#floorValues} tells the floor's E and
 * F, and by the general path on any node of the common case whose E it finds to be the floor, clearly
 * above 0.01·S.
 */
final class TicketUsage {
  private static final double MIN_USAGE_FACTOR = 0.01;
  /** Integer shares up to this many (11 bits) make an exact x87 product with 0.01. */
  private static final double SMALL_SHARES = 2048;

  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final Demand demand;
  private final double[] level;
  private final double[] uLo;
  private final boolean[] atFloor;
  private final double[] floor;
  private final double[] floorSf;
  private final boolean noParentAssociations;
  private final TicketCommonNode common;
  private final X87 x = new X87();
  private final X87Pair pair = new X87Pair();

  /**
   * The per-node data of a tree that a recompute reads besides the usage: the level shares
   * ({@code level[p]}: p's children, parent ones excluded), the rest of each group's U ({@code uLo}, for
   * the children that copy it), the {@code atFloor} marks and {@code floor} estimates of
   * {@link #treeValues}, S·F of each marked node ({@code floorSf}, what the floor loop adds to its
   * parent's sum: a tree value while the mark stays), and whether the tree has no {@code parent}
   * association.
   */
  record Tree(double[] level, double[] uLo, boolean[] atFloor, double[] floor, double[] floorSf,
      boolean noParentAssociations) {}

  /** The values of a tree with these data, from this usage, with the active marks of this demand. */
  TicketUsage(ShareTree tree, UsageSnapshot usage, Demand demand, Tree data) {
    this.tree = tree;
    this.usage = usage;
    this.demand = demand;
    this.level = data.level();
    this.uLo = data.uLo();
    this.atFloor = data.atFloor();
    this.floor = data.floor();
    this.floorSf = data.floorSf();
    this.noParentAssociations = data.noParentAssociations();
    this.common = new TicketCommonNode(usage);
  }

  /**
   * What depends on the tree alone, kept between cycles on the same tree: S of every node, top-down (a
   * {@code parent} association copies its parent's, the others multiply theirs by
   * {@code shares/level_shares}); and, for each node of the common case whose floor is clearly above
   * {@code 0.01·S} ({@link TicketCommonNode#floorValues}), its floor E and F written into {@code e} and
   * {@code fs} with its {@code atFloor} mark set (every other mark cleared); and for each node of the
   * common case ({@link TicketCommonNode#isCommonTree}, below a parent other than the root, not a
   * {@code parent} association, a user or any node of a tree without {@code parent} associations) the
   * estimate of its floor {@code (0.01·raw)·(1/level_shares)} that {@link #floorRun} compares U with, NaN
   * for every other node; and S·F of each marked node in {@code floorSf}. Needs the level shares.
   */
  static void treeValues(ShareTree tree, double[] level, boolean noParentAssociations, double[] s,
      double[] e, double[] fs, boolean[] atFloor, double[] floor, double[] floorSf) {
    int n = tree.size();
    s[0] = 1.0;
    atFloor[0] = false;
    int lastParent = -1;
    double inverseLevel = Double.NaN;
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      double levelShares = level[p];
      boolean usesParent = tree.usesParentShares(i);
      double si = usesParent ? s[p] : (tree.shares(i) / levelShares) * s[p];
      s[i] = si;
      if (p != lastParent) {
        lastParent = p;
        inverseLevel = 1 / levelShares;
      }
      double raw = tree.shares(i);
      boolean common = !usesParent && p != 0 && (noParentAssociations || tree.isUser(i))
          && TicketCommonNode.isCommonTree(raw, si, levelShares);
      double mh = TicketCommonNode.MIN_USAGE_FACTOR * raw;
      double m = mh * inverseLevel;
      floor[i] = common ? m : Double.NaN;
      atFloor[i] = common && TicketCommonNode.floorValues(i, si, raw, mh, m, levelShares, inverseLevel, e, fs);
      if (atFloor[i]) {
        floorSf[i] = si * fs[i];
      }
    }
    floor[0] = Double.NaN;
  }

  /**
   * Fills U and E (as doubles) and F of every node, the {@code active} marks ({@link #markActive}) and
   * {@code sum[p]}: the sum of S·F over p's active children, in index order, as
   * {@code _distribute_tickets} adds them; S, and the floor E and F of the nodes marked {@code atFloor},
   * are those of {@link #treeValues}.
   */
  void compute(double[] s, double[] u, double[] e, double[] fs, boolean[] active, double[] sum) {
    root(tree, demand, s, e, active, sum);
    compute(s, u, e, fs, active, sum, 1, tree.size());
  }

  /** The root's values: S and E are 1, its sum is cleared, and its active mark as {@link #markActive}'s. */
  static void root(ShareTree tree, Demand demand, double[] s, double[] e, boolean[] active, double[] sum) {
    sum[0] = 0;
    s[0] = 1.0;
    e[0] = 1.0;
    active[0] = demand.pendingAt(demand.pendingBefore(0)) < tree.size();
  }

  /**
   * Marks each node of {@code from .. to−1} active when it or a node below it is pending, and clears the
   * others' marks: the marks of Slurm's {@code _mark_assoc_active} (a pending association and its
   * ancestors), found forward, node by node, from the first pending node at or after each one and the end
   * of its subtree. Going up one node at a time, that pending node is the one found for the node before
   * or, once passed, the next one in {@link Demand#pendingAt}'s order: one step, no search. The node loops
   * of {@link #compute} mark their nodes so themselves, without a pass of their own.
   */
  static void markActive(ShareTree tree, Demand demand, boolean[] active, int from, int to) {
    int k = demand.pendingBefore(from);
    int next = demand.pendingAt(k);
    for (int i = from; i < to; i++) {
      if (next < i) {
        next = demand.pendingAt(++k);
      }
      active[i] = next < tree.subtreeEnd(i);
    }
  }

  /**
   * {@link #compute} of the nodes {@code from .. to−1} ({@code from ≥ 1}), in pre-order, once their
   * ancestors are done: a parallel recompute's regions, each with its own TicketUsage (its x87 state). The
   * active marks of these nodes are made here; the sums read the marks of the children, which lie in the
   * same region (or, for a subtree's root below the top, in the top's regions, done before).
   */
  void compute(double[] s, double[] u, double[] e, double[] fs, boolean[] active, double[] sum, int from,
      int to) {
    // floorRun takes the nodes marked atFloor whose U is still below the floor, generalRun every other
    // node and the unmarked ones after it. floorRun's loop makes no call, so the JIT compiles it tightly;
    // with the general path (or a call to it) in the same loop, each node took twice the time.
    int i = from;
    while (i < to) {
      i = floorRun(tree, usage, demand, atFloor, floor, floorSf, s, u, e, fs, active, sum, i, to);
      if (i < to) {
        i = generalRun(s, u, e, fs, active, sum, i, to);
      }
    }
  }

  /**
   * The nodes of the common case from {@code from} up to the first one that this loop cannot decide (or
   * {@code to}); returns where it stopped. A node marked {@code atFloor} whose U is still below its floor
   * makes U alone, {@link TicketCommonNode#uAtFloor} (its E and F are the floor's, already in {@code e} and
   * {@code fs}, and the S·F it adds to its parent's sum is kept in {@code floorSf}, so it reads neither S
   * nor F); an unmarked node of the common case whose U is above its floor and below 1 makes U, E = U and
   * F, {@link TicketCommonNode#aboveFloor}. Below and above are decided on estimates 2^-48 apart (the
   * {@code floor} estimates of {@link #treeValues}, NaN for the other nodes, which stop the loop), as
   * {@link TicketCommonNode} does; a node that crosses its floor stops the loop, and {@link #generalRun}
   * sets its mark anew. {@link TicketFsParentPass} (14.11) takes its nodes with the same two methods.
   *
   * <p>Each node is marked {@code active} as {@link #markActive} does, from the first pending node at or
   * after it (the next one in order once the loop passes it) and its subtree's end.
   *
   * <p>The sum of the current parent p is added up in a register and stored when the parent changes and
   * at the end: the same additions in the same order as into {@code sum[p]}. Each run, as each run of
   * {@link #generalRun}, starts a parent's sum at 0 at its first child (p + 1, pre-order), else where p's
   * earlier children left it; a node without children has no sum (nothing reads it).
   */
  private static int floorRun(ShareTree tree, UsageSnapshot usage, Demand demand, boolean[] atFloor,
      double[] floor, double[] floorSf, double[] s, double[] u, double[] e, double[] fs, boolean[] active,
      double[] sum, int from, int to) {
    double total = usage.total();
    if (!X87Pair.inRange(total)) {
      return from;
    }
    double inverseTotal = 1 / total;
    int lastParent = -1;
    double acc = 0;
    int k = demand.pendingBefore(from);
    int next = demand.pendingAt(k);
    int i = from;
    for (; i < to; i++) {
      if (next < i) {
        next = demand.pendingAt(++k);
      }
      boolean act = next < tree.subtreeEnd(i);
      active[i] = act;
      int p = tree.parent(i);
      if (p != lastParent) {
        acc = nextParent(sum, lastParent, acc, p, i);
        lastParent = p;
      }
      double a = usage.usage(i);
      if (atFloor[i]) {
        double uh = TicketCommonNode.uAtFloor(a, floor[i], total, inverseTotal);
        if (uh != uh) {
          break;
        }
        u[i] = uh;
        if (act) {
          acc += floorSf[i];
        }
      } else {
        // S is in range: a node with a floor estimate is of the common case (treeValues).
        double si = s[i];
        if (!(X87Pair.inRange(a)
            && TicketCommonNode.aboveFloor(i, si, a, a * inverseTotal, floor[i], total, inverseTotal, u, e, fs))) {
          break;
        }
        if (act) {
          acc += si * fs[i];
        }
      }
    }
    if (lastParent >= 0) {
      sum[lastParent] = acc;
    }
    return i;
  }

  /**
   * The running sum of S·F of parent p when the node loops reach its child i: stores the sum of the
   * parent before ({@code lastParent}, none when negative) and returns p's, 0 at its first child (p + 1,
   * pre-order), else where the earlier runs left {@code sum[p]}.
   */
  private static double nextParent(double[] sum, int lastParent, double acc, int p, int i) {
    if (lastParent >= 0) {
      sum[lastParent] = acc;
    }
    return i == p + 1 ? 0 : sum[p];
  }

  /**
   * The nodes from {@code from} (whatever its mark) up to the next one marked {@code atFloor} or
   * {@code to}, each by the general paths (its mark cleared, then set anew where its U is below the
   * floor); returns where it stopped. Each parent's sum goes on from {@code sum[p]} as {@link #compute}
   * left it; each node is marked {@code active} as {@link #floorRun} marks its nodes.
   */
  private int generalRun(double[] s, double[] u, double[] e, double[] fs, boolean[] active, double[] sum,
      int from, int to) {
    double total = usage.total();
    double inverseTotal = 1 / total;
    boolean totalInRange = X87Pair.inRange(total);
    int lastParent = -1;
    int levelParent = -1;
    double inverseLevel = Double.NaN;
    double acc = 0;
    int k = demand.pendingBefore(from);
    int next = demand.pendingAt(k);
    int i = from;
    for (; i < to && (i == from || !atFloor[i]); i++) {
      if (next < i) {
        next = demand.pendingAt(++k);
      }
      boolean act = next < tree.subtreeEnd(i);
      active[i] = act;
      int p = tree.parent(i);
      if (p != lastParent) {
        acc = nextParent(sum, lastParent, acc, p, i);
        lastParent = p;
      }
      atFloor[i] = false;
      double si = s[i];
      double levelShares = level[p];
      boolean usesParent = tree.usesParentShares(i);
      if (p != levelParent) {
        levelParent = p;
        inverseLevel = 1 / levelShares;
      }
      if (!usesParent && p != 0 && totalInRange && (noParentAssociations || tree.isUser(i))) {
        // The common case (TicketCommonNode), its first steps made here so that the JIT inlines the rest.
        double raw = tree.shares(i);
        double a = usage.usage(i);
        if (TicketCommonNode.isCommon(raw, a, si, levelShares)) {
          double mh = TicketCommonNode.MIN_USAGE_FACTOR * raw;
          double floor = mh * inverseLevel;
          double q = a * inverseTotal;
          boolean below = q * TicketCommonNode.ABOVE < floor;
          boolean done = below
              ? common.belowFloor(i, si, a, raw, mh, floor, levelShares, inverseLevel, u, e, fs)
              : TicketCommonNode.aboveFloor(i, si, a, q, floor, total, inverseTotal, u, e, fs);
          if (done) {
            // Below the floor, e and fs now hold the floor's E and F: the next cycles read them.
            atFloor[i] = below;
            if (below) {
              floorSf[i] = si * fs[i];
            }
            if (act) {
              acc += si * fs[i];
            }
            continue;
          }
        }
      }
      double uh;
      double ul;
      boolean fast;
      if (p != 0 && usesParent) {
        uh = u[p];
        ul = uLo[p];
        fast = ul == ul;
      } else {
        double a = usage.usage(i);
        if (total == 0 || a == 0 && X87Pair.inRange(total)) {
          uh = 0;
          ul = 0;
          fast = true;
        } else {
          fast = pair.divide(a, total, a * inverseTotal, inverseTotal);
          uh = pair.hi;
          ul = pair.lo;
          if (uh > 1 || uh == 1 && ul > 0) {
            uh = 1;
            ul = 0;
          }
        }
      }
      double eh = uh;
      double el = ul;
      boolean floorE = false;
      if (fast && p != 0 && levelShares != 0) {
        double raw = usesParent ? SlurmTicketAlgorithm.USE_PARENT : tree.shares(i);
        // A zero floor leaves E = U (U ≤ 0 means U is 0).
        if (raw != 0) {
          double mh;
          double ml;
          if (raw > 0 && raw <= SMALL_SHARES && raw == Math.rint(raw)) {
            // 0.01 (53 significant bits) times an integer of at most 11 bits has at most 64: the x87
            // product is exact, and the double product with its exact error is already its pair.
            mh = MIN_USAGE_FACTOR * raw;
            ml = Math.fma(MIN_USAGE_FACTOR, raw, -mh);
          } else {
            fast = pair.multiply(MIN_USAGE_FACTOR, raw);
            mh = pair.hi;
            ml = pair.lo;
          }
          fast = fast && pair.dividePair(mh, ml, levelShares, inverseLevel);
          if (fast && X87Pair.compare(eh, el, pair.hi, pair.lo) <= 0) {
            eh = pair.hi;
            el = pair.lo;
            floorE = true;
          }
        }
      }
      double f = 0;
      // E above 0.01·S (x87) for sure: F = S/E.
      boolean aboveFactor = false;
      if (fast && si > 0) {
        double mh = eh;
        double ml = el;
        // E is above 0.01·S (x87) for sure when its double is above the double product by 2^-50
        // relative: E ≥ eh·(1 - 2^-53) and 0.01·S ≤ (0.01·si)·(1 + 2^-52).
        aboveFactor = eh > MIN_USAGE_FACTOR * si * (1 + 0x1p-50);
        if (!aboveFactor) {
          fast = pair.multiply(MIN_USAGE_FACTOR, si);
          if (fast && X87Pair.compare(mh, ml, pair.hi, pair.lo) < 0) {
            mh = pair.hi;
            ml = pair.lo;
          }
        }
        f = fast && X87Pair.inRange(si) && X87Pair.inRange(mh) ? X87Double.quotientByPair(si, mh, ml)
            : Double.NaN;
        if (f != f) {
          fast = fast && pair.divideByPair(si, mh, ml);
          f = pair.hi;
        }
      }
      if (fast) {
        if (!tree.isUser(i)) {
          uLo[i] = ul;
        }
        u[i] = uh;
        e[i] = eh;
        fs[i] = f;
        // A node of the common case whose E is its floor and F = S/E now holds its floor's E and F, as a
        // node that floorRun takes: marked, so that the next cycles take it there while U stays below (the
        // floors whose E or F X87Double cannot tell, about 1 in 250, would otherwise come here every cycle).
        if (floorE && aboveFactor && this.floor[i] == this.floor[i]) {
          atFloor[i] = true;
          floorSf[i] = si * f;
        }
      } else {
        exact(i, si, u, e, fs);
      }
      if (act) {
        acc += si * fs[i];
      }
    }
    if (lastParent >= 0) {
      sum[lastParent] = acc;
    }
    return i;
  }

  /** One node's U, E and F with {@link X87} alone, as the C code computes them. */
  private void exact(int i, double si, double[] u, double[] e, double[] fs) {
    int p = tree.parent(i);
    double levelShares = level[p];
    exactU(i);
    long um = x.mant;
    int ue = x.exp;
    uLo[i] = pair.set(um, ue) ? pair.lo : Double.NaN;
    long em = um;
    int ee = ue;
    if (p != 0 && levelShares != 0) {
      // min_shares_norm = (long double) 0.01 * shares_raw / level_shares; E = U if U > min, else min.
      double raw = tree.usesParentShares(i) ? SlurmTicketAlgorithm.USE_PARENT : tree.shares(i);
      minSharesNorm(x, raw, levelShares);
      if (X87.compare(em, ee, x.mant, x.exp) <= 0) {
        em = x.mant;
        ee = x.exp;
      }
    }
    u[i] = X87.toDouble(um, ue);
    e[i] = X87.toDouble(em, ee);
    fs[i] = fsFactor(x, em, ee, si);
  }

  /**
   * U of a node with {@link X87} into {@code x}: min(1, usage / root usage) of the nearest association
   * that does not copy its parent's (itself, or the first ancestor that is not {@code parent} or sits
   * directly under the root).
   */
  private void exactU(int node) {
    int v = node;
    while (tree.parent(v) != 0 && tree.usesParentShares(v)) {
      v = tree.parent(v);
    }
    ownU(x, usage, v);
  }

  /**
   * Sets {@code x} to a node's own U in x87 ({@code set_assoc_usage_norm}): min(1, usage / root usage), 0
   * when the root has no usage.
   */
  static void ownU(X87 x, UsageSnapshot usage, int node) {
    double total = usage.total();
    if (total == 0) {
      x.set(0);
      return;
    }
    long oneMant = x.set(1.0).mant;
    int oneExp = x.exp;
    x.divide(usage.usage(node), total);
    if (X87.compare(x.mant, x.exp, oneMant, oneExp) > 0) {
      x.mant = oneMant;
      x.exp = oneExp;
    }
  }

  /**
   * Sets {@code x} to the effective usage's floor {@code (long double) 0.01 * shares_raw / level_shares} of
   * {@code _set_usage_efctv}, in x87 precision.
   */
  static void minSharesNorm(X87 x, double raw, double levelShares) {
    long cm = x.set(MIN_USAGE_FACTOR).mant;
    int ce = x.exp;
    x.set(raw);
    x.multiply(cm, ce, x.mant, x.exp);
    long pm = x.mant;
    int pe = x.exp;
    x.set(levelShares);
    x.divide(pm, pe, x.mant, x.exp);
  }

  /**
   * {@code priority_p_calc_fs_factor} in x87 precision: {@code S / max(E, 0.01·S)} when S > 0, else 0,
   * rounded to a double as its return type does; {@code x} is the caller's x87 scratch.
   */
  static double fsFactor(X87 x, long em, int ee, double sharesNorm) {
    if (!(sharesNorm > 0.0)) {
      return 0.0;
    }
    long cm = x.set(MIN_USAGE_FACTOR).mant;
    int ce = x.exp;
    x.set(sharesNorm);
    long sm = x.mant;
    int se = x.exp;
    x.multiply(cm, ce, sm, se);
    if (X87.compare(em, ee, x.mant, x.exp) < 0) {
      em = x.mant;
      ee = x.exp;
    }
    x.divide(sm, se, em, ee);
    return X87.toDouble(x.mant, x.exp);
  }
}
