package dev.fairshare.algorithms.slurm;

import dev.fairshare.math.GlibcPow;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * One {@code slurm.depth-oblivious} recompute's arrays and its passes over nodes in pre-order
 * (docs/algorithms/slurm.md §5; {@code _depth_oblivious_set_usage_efctv}), each over a range of nodes so that
 * a parallel recompute runs them region by region ({@code SubtreeTasks}).
 *
 * <p>{@link #shares} (S) depends on the tree alone and is skipped when the previous result's is kept;
 * {@link #usage} makes U and each children list's sum; {@link #effective} makes E and the factor. After a
 * restart every node is evaluated by {@link DepthObliviousUsage}. In the steady state ({@code FRESH}) the
 * values are the same, bit for bit, with less work per node (docs/performance.md, "How the fast paths
 * work"):
 * <ul>
 *   <li>what depends on the fair-share parent alone ({@code R_p = E_P/S_P}, {@code R_s = siblings/S_P}, the
 *       sign of {@code ln R_p} and k) is made once, when the parent's own E is made, not per member;
 *   <li>the shortcut: for a member whose {@code r_l} is positive and finite under a parent whose S and E are
 *       not 0 and whose {@code R_p} is positive and finite, {@code k = 1} exactly when
 *       {@code sign(ln R_p)·(r_l − 1)} is not negative (both logarithms are then finite, and a logarithm's
 *       sign is its argument's side of 1; the sign of {@code r_l − 1} is exact), so {@code E = R_p·r_l·S}
 *       or {@code R_p·r_l^k·S}; every other member is evaluated by {@link DepthObliviousUsage};
 *   <li>what a parent's members share, and the sum of its children list's U, sit in its slot of small arrays
 *       side by side (the parents in pre-order), each node holding its fair-share parent's slot;
 *   <li>the nodes with children are computed first, in pre-order, from a list of them kept with the tree
 *       data (their members read their E); then the leaves, whose E no other node reads, in loops without a
 *       branch on the values or a call: E by the shortcut (listing the leaves that need {@code r_l^k} and
 *       those the shortcut does not cover), the powers back to back, the others, and the factors of every
 *       node in one last loop, then those of the {@code parent} associations (kept in a list), which read
 *       their fair-share parent's E.
 * </ul>
 */
final class DepthObliviousPass extends ClassicPassArrays {
  /** Slurm's NO_VAL, the {@code usage_norm} a user association holds until it is first computed. */
  private static final double NO_VAL = 4294967294.0;
  /** The hard-coded {@code f} of {@code _depth_oblivious_set_usage_efctv}. */
  private static final double F = 5.0;
  /**
   * Per fair-share parent, in {@link #parents} at its slot (0 the root, {@code j + 1} the j-th node with
   * children in pre-order): R_p, R_s, the sign of ln R_p (NaN: no shortcut), k.
   */
  private static final int RATIO_P = 0;
  private static final int RATIO_S = 1;
  private static final int SIDE = 2;
  private static final int K = 3;
  private static final int PARENT_SLOTS = 4;

  private double[] parents;
  private double[] siblingUsage;
  private int[] fsSlot;
  private int[] listed;
  private double[] listedRatio;
  private int[] others;
  private int[] groups;
  private int groupCount;
  private int[] parentAssociations;
  private int parentAssociationCount;
  private boolean restart;
  private double[] accountUsage;
  private int[] usersTotal;
  private double[] usersDone;
  private int[] usersLeft;

  DepthObliviousPass(ShareTree tree, UsageSnapshot usage, SlurmHierarchy h, double[] normShares,
      double[] normUsage, double[] efctv, double[] factor, double d) {
    super(tree, usage, h, normShares, normUsage, efctv, factor, d);
  }

  /**
   * FRESH: the working arrays of {@link #effective}: the nodes with children in pre-order (the first
   * {@code groupCount} entries of {@code groups}) and each node's fair-share parent's slot ({@code fsSlot}),
   * which depend on the tree alone (see {@link #listGroups}, {@link #slots}); four values per slot and the
   * sum of U over each slot's children list, side by side for the parents in pre-order so that the passes
   * read them from a few megabytes rather than from arrays of every node; and the listed leaves with their
   * {@code r_l} and the others (a range's lists are kept in the range's own slots, so ranges computed at the
   * same time do not meet).
   */
  void steadyState(int[] groups, int groupCount, int[] parentAssociations, int[] fsSlot, double[] parents,
      double[] siblingUsage, int[] listed, double[] listedRatio, int[] others) {
    this.groups = groups;
    this.groupCount = groupCount;
    this.parentAssociations = parentAssociations;
    this.parentAssociationCount = parentAssociations.length;
    this.fsSlot = fsSlot;
    this.parents = parents;
    this.siblingUsage = siblingUsage;
    siblingUsage[0] = 0;
    this.listed = listed;
    this.listedRatio = listedRatio;
    this.others = others;
    parents[SIDE] = Double.NaN;
  }

  /** Writes the tree's nodes with children (the root excepted) into {@code groups} in pre-order; their count. */
  static int listGroups(ShareTree tree, int[] groups) {
    int count = 0;
    for (int i = 1; i < tree.size(); i++) {
      if (tree.hasChildren(i)) {
        groups[count++] = i;
      }
    }
    return count;
  }

  /** The number of {@code parent} associations ({@link ShareTree#usesParentShares}) of the tree. */
  static int countParentAssociations(ShareTree tree) {
    int count = 0;
    for (int i = 1; i < tree.size(); i++) {
      count += tree.usesParentShares(i) ? 1 : 0;
    }
    return count;
  }

  /** Writes the tree's {@code parent} associations into {@code list} (of their number) in pre-order. */
  static void listParentAssociations(ShareTree tree, int[] list) {
    int count = 0;
    for (int i = 1; i < tree.size(); i++) {
      if (tree.usesParentShares(i)) {
        list[count++] = i;
      }
    }
  }

  /**
   * Writes into {@code fsSlot} the slot of each node's fair-share parent (0 for the root, {@code j + 1} for
   * {@code groups[j]}), once the hierarchy is made; {@code nodeSlot} is a working array of the tree's size
   * (the leaves' list, free until {@link #effective}).
   */
  static void slots(ShareTree tree, SlurmHierarchy h, int[] groups, int groupCount, int[] nodeSlot,
      int[] fsSlot) {
    nodeSlot[0] = 0;
    for (int j = 0; j < groupCount; j++) {
      nodeSlot[groups[j]] = j + 1;
    }
    fsSlot[0] = 0;
    for (int i = 1; i < tree.size(); i++) {
      fsSlot[i] = nodeSlot[h.fsParent(i)];
    }
  }

  /** AFTER_RESTART: the sums and counts of each list's accounts and users, and users computed so far. */
  void restart(double[] accountUsage, int[] usersTotal, double[] usersDone, int[] usersLeft) {
    this.restart = true;
    this.accountUsage = accountUsage;
    this.usersTotal = usersTotal;
    this.usersDone = usersDone;
    this.usersLeft = usersLeft;
    accountUsage[0] = 0;
    usersTotal[0] = 0;
  }

  /** S of nodes {@code from .. to−1}: depends on the tree alone. */
  void shares(int from, int to) {
    ShareTree tree = this.tree;
    SlurmHierarchy h = this.h;
    double[] normShares = this.normShares;
    for (int i = from; i < to; i++) {
      normShares[i] = ClassicShares.normalizedShare(tree, h, normShares, i);
    }
  }

  /**
   * U and the sums over each fair-share children list, of nodes {@code from .. to−1}. A list's members come
   * after its owner, so the sums of the owners among them are cleared first (the root's with the steady
   * state's arrays; after a restart, each node's when the loop reaches it).
   */
  void usage(int from, int to) {
    ShareTree tree = this.tree;
    SlurmHierarchy h = this.h;
    double[] normUsage = this.normUsage;
    double total = usage.total();
    if (restart) {
      for (int i = from; i < to; i++) {
        double u = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
        normUsage[i] = u;
        accountUsage[i] = 0;
        usersTotal[i] = 0;
        if (!tree.usesParentShares(i)) {
          int fp = h.fsParent(i);
          if (tree.isUser(i)) {
            usersTotal[fp]++;
          } else {
            accountUsage[fp] += u;
          }
        }
      }
      return;
    }
    double[] siblingUsage = this.siblingUsage;
    int[] fsSlot = this.fsSlot;
    java.util.Arrays.fill(siblingUsage, firstAtOrAfter(groups, groupCount, from) + 1,
        firstAtOrAfter(groups, groupCount, to) + 1, 0);
    for (int i = from; i < to; i++) {
      double u = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
      normUsage[i] = u;
      if (!tree.usesParentShares(i)) {
        siblingUsage[fsSlot[i]] += u;
      }
    }
  }

  /**
   * AFTER_RESTART: no user of the lists of owners {@code from .. to−1} computed yet (their usage in
   * usersDone, the rest at NO_VAL), once their sums are complete.
   */
  void startLists(int from, int to) {
    if (restart) {
      java.util.Arrays.fill(usersDone, from, to, 0);
      System.arraycopy(usersTotal, from, usersLeft, from, to - from);
    }
  }

  /**
   * E, then the factor (which reads E of the node or of its fair-share parent, both done by then), of
   * nodes {@code from .. to−1}.
   */
  void effective(int from, int to, DepthObliviousUsage parentRatios) {
    if (restart) {
      effectiveAfterRestart(from, to, parentRatios);
    } else {
      groups(from, to, parentRatios);
      leaves(from, to, parentRatios);
    }
  }

  /**
   * The steady state's nodes with children among {@code from .. to−1}, in pre-order: E (by the shortcut
   * when it applies, else by {@link DepthObliviousUsage}), then what its list members share
   * ({@link #parentValues}).
   */
  private void groups(int from, int to, DepthObliviousUsage general) {
    ShareTree tree = this.tree;
    double[] normShares = this.normShares;
    double[] normUsage = this.normUsage;
    double[] efctv = this.efctv;
    double[] parents = this.parents;
    int[] groups = this.groups;
    int[] fsSlot = this.fsSlot;
    for (int j = firstAtOrAfter(groups, groupCount, from); j < groupCount && groups[j] < to; j++) {
      int i = groups[j];
      double u = normUsage[i];
      double s = normShares[i];
      double e;
      int at = fsSlot[i] * PARENT_SLOTS;
      double side = parents[at + SIDE];
      double ratioL = (u / s) / parents[at + RATIO_S];
      if (ratioL > 0 & ratioL < Double.POSITIVE_INFINITY & side == side & !tree.usesParentShares(i)) {
        e = side * (ratioL - 1.0) < 0
            ? parents[at + RATIO_P] * GlibcPow.pow(ratioL, parents[at + K]) * s
            : parents[at + RATIO_P] * ratioL * s;
      } else {
        e = evaluate(i, h.fsParent(i), tree.usesParentShares(i), u, s, general);
      }
      efctv[i] = e;
      parentValues(i, j + 1, s, e);
    }
  }

  /**
   * The position, in the first {@code count} entries of a list of nodes in pre-order, of its first node at or
   * after {@code node}.
   */
  private static int firstAtOrAfter(int[] list, int count, int node) {
    int lo = 0;
    int hi = count;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (list[mid] < node) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /** E of node i by the plain evaluation ({@link DepthObliviousUsage} for a list member). */
  private double evaluate(int i, int fp, boolean usesParent, double u, double s, DepthObliviousUsage general) {
    if (fp == 0) {
      return u;
    }
    if (usesParent) {
      return efctv[fp];
    }
    return general.effectiveUsage(fp, u, s, efctv[fp], normShares[fp], siblingUsage[fsSlot[i]]);
  }

  /**
   * What node g's list members share, from its S and E, into its slot: R_p and R_s, and when S and E are
   * not 0 and R_p is positive and finite (so is its logarithm) the sign of {@code ln R_p} and k; otherwise a
   * NaN sign keeps the members from the shortcut. The same operations as
   * {@link DepthObliviousUsage#effectiveUsage}.
   */
  private void parentValues(int g, int slot, double s, double e) {
    int at = slot * PARENT_SLOTS;
    double ratioP = e / s;
    parents[at + RATIO_P] = ratioP;
    parents[at + RATIO_S] = siblingUsage[slot] / s;
    if (s != 0 && e != 0 && ratioP > 0 && ratioP < Double.POSITIVE_INFINITY) {
      double logP = Math.log(ratioP);
      parents[at + SIDE] = Math.signum(logP);
      parents[at + K] = 1 / (1 + Math.pow(F * logP, 2));
    } else {
      parents[at + SIDE] = Double.NaN;
    }
  }

  /**
   * The steady state's leaves among {@code from .. to−1}, then the factors of all nodes there: E by the
   * shortcut, listing the leaves that need {@code r_l^k} and those the shortcut does not cover (top tier,
   * {@code parent} associations, negative or non-finite ratios, a parent without the shortcut); the powers;
   * the plain evaluation of the others; every factor. The lists are kept in slots {@code from ..}, so
   * ranges computed at the same time do not meet.
   */
  private void leaves(int from, int to, DepthObliviousUsage general) {
    ShareTree tree = this.tree;
    SlurmHierarchy h = this.h;
    double[] normShares = this.normShares;
    double[] normUsage = this.normUsage;
    double[] efctv = this.efctv;
    double[] factor = this.factor;
    double[] parents = this.parents;
    int[] fsSlot = this.fsSlot;
    int[] listed = this.listed;
    double[] listedRatio = this.listedRatio;
    int[] others = this.others;
    double d = this.d;
    int powers = from;
    int plain = from;
    for (int i = from; i < to; i++) {
      if (tree.hasChildren(i)) {
        continue;
      }
      int at = fsSlot[i] * PARENT_SLOTS;
      double s = normShares[i];
      double side = parents[at + SIDE];
      double ratioL = (normUsage[i] / s) / parents[at + RATIO_S];
      // +0.0 included: a U of 0 gives E = R_p·0·S = 0 = U (R_p and S positive)
      boolean shortcut = Double.doubleToRawLongBits(ratioL) >= 0 & ratioL < Double.POSITIVE_INFINITY
          & side == side & s > 0 & !tree.usesParentShares(i);
      efctv[i] = parents[at + RATIO_P] * ratioL * s;
      listed[powers] = i;
      listedRatio[powers] = ratioL;
      powers += shortcut & ratioL > 0 & side * (ratioL - 1.0) < 0 ? 1 : 0;
      others[plain] = i;
      plain += shortcut ? 0 : 1;
    }
    for (int j = from; j < powers; j++) {
      int i = listed[j];
      int at = fsSlot[i] * PARENT_SLOTS;
      efctv[i] = parents[at + RATIO_P] * GlibcPow.pow(listedRatio[j], parents[at + K]) * normShares[i];
    }
    for (int j = from; j < plain; j++) {
      int i = others[j];
      efctv[i] = evaluate(i, h.fsParent(i), tree.usesParentShares(i), normUsage[i], normShares[i], general);
    }
    for (int i = from; i < to; i++) {
      factor[i] = ClassicFactor.of(normShares[i], efctv[i], d);
    }
    // A parent association's factor reads its fair-share parent's E (its S is the parent's already); its own
    // E is that E too, except in the top tier, where it is U. They are kept in a list, so that the loop above
    // has no branch on them.
    int[] parentAssociations = this.parentAssociations;
    int count = parentAssociationCount;
    for (int j = firstAtOrAfter(parentAssociations, count, from); j < count && parentAssociations[j] < to; j++) {
      int i = parentAssociations[j];
      factor[i] = ClassicFactor.of(normShares[i], efctv[h.fsParent(i)], d);
    }
  }

  /** AFTER_RESTART: each member's list sum depends on its place in the list, so every node is evaluated. */
  private void effectiveAfterRestart(int from, int to, DepthObliviousUsage parentRatios) {
    ShareTree tree = this.tree;
    SlurmHierarchy h = this.h;
    double[] normShares = this.normShares;
    double[] normUsage = this.normUsage;
    double[] efctv = this.efctv;
    double[] factor = this.factor;
    double d = this.d;
    for (int i = from; i < to; i++) {
      int fp = h.fsParent(i);
      boolean usesParent = tree.usesParentShares(i);
      boolean user = tree.isUser(i);
      double u = normUsage[i];
      double e;
      if (fp == 0) {
        e = u;
      } else if (usesParent) {
        e = efctv[fp];
      } else {
        if (user) {
          usersDone[fp] += u;
          usersLeft[fp]--;
        }
        double siblings = user ? accountUsage[fp] + usersDone[fp] + usersLeft[fp] * NO_VAL
            : accountUsage[fp] + usersTotal[fp] * NO_VAL;
        e = parentRatios.effectiveUsage(fp, u, normShares[i], efctv[fp], normShares[fp], siblings);
      }
      efctv[i] = e;
      factor[i] = ClassicFactor.of(normShares[i], usesParent ? efctv[fp] : e, d);
    }
  }
}
