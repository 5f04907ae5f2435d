package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Arrays;

/**
 * Slurm 14.11's ticket pass ({@code PriorityFlags=TICKET_BASED}) on a tree with a {@code FairShare=parent}
 * association or a level whose shares sum to 0, where it differs from 2.5's (docs/algorithms/slurm.md §11,
 * "14.11"; {@code src/common/assoc_mgr.c} and {@code src/plugins/priority/multifactor/priority_multifactor.c}
 * at {@code slurm-14-11-11-1}). On other trees 14.11 computes what 2.5 does, and {@link SlurmTicketAlgorithm}
 * takes 2.5's path.
 *
 * <ul>
 *   <li>Lists: each association is listed under its fair-share parent ({@link SlurmHierarchy}), level shares
 *       are the sums of those lists' shares without {@code parent} members.
 *   <li>S ({@code _normalize_assoc_shares_traditional}): a {@code parent} association copies its fair-share
 *       parent's; any other multiplies, walking up its direct ancestors from itself and skipping
 *       {@code parent} ones, {@code (double) shares / level_shares}, and is 0 when one of those levels is 0.
 *   <li>U = min(1, usage / root usage), E ({@code _set_assoc_usage_efctv},
 *       {@code _ticket_based_set_usage_efctv}): E = U when the fair-share parent is the root; else, with
 *       {@code a} the association or, for a {@code parent} one, its fair-share parent (whose S and U it takes),
 *       {@code E = max(U_a, (long double) 0.01 · shares_a / level_shares_a)}, or U_a when that level is 0.
 *   <li>F ({@code priority_p_calc_fs_factor}): 0 when S ≤ 0, else {@code S / max(E, 0.01·S)}.
 *   <li>Tickets ({@code _distribute_tickets}): from the root's 4294967295 down the fair-share lists, to the
 *       members marked active (a pending job at or below them, marked up the direct parents by
 *       {@code _mark_assoc_active}): {@code (uint32)(T_fsparent · S · F / Σ_active list members S·F)}. A
 *       {@code parent} account keeps its tickets (its list is empty).
 * </ul>
 *
 * <p>What depends on the tree alone is kept between cycles on the same tree ({@link #compute}'s
 * {@code kept}): the hierarchy, S (bottom-up, as the C code multiplies it), and each node's floor estimate
 * ({@code floor}: {@code (0.01·shares)/level_shares} as doubles, for the nodes whose E can be their floor
 * and whose floor is at most 0.01; NaN for the others). A node's U, E and F are computed with the software
 * {@link X87} ({@link #exact}), which marks the node {@code atFloor} when its E is its floor (U at most the
 * floor): its E is then the floor and its F is {@code S / max(floor, 0.01·S)}, values of the tree alone,
 * which stay in {@code e} and {@code fs}. In the next cycles on the same tree {@link #floorRun} takes, with
 * hardware doubles as 2.5's {@link TicketUsage} does, a marked node whose U is still surely below its floor
 * (it makes U alone) and an unmarked one whose U is surely above its floor and 0.01·S (E = U, F = S/U);
 * a {@code parent} association below a fair-share parent that is not under the root copies that parent's
 * U, E and F; every other node is computed with {@link X87} again. Each node's values depend on the tree,
 * the usage, the marks and its fair-share parent's values alone (an ancestor's), so a parallel recompute
 * ({@link SubtreeTasks}) makes them region by region on the workers, each worker with its own {@link X87};
 * the active marks, the sums of S·F over each fair-share list and the tickets follow on the calling
 * thread, in index order as the sequential pass (a list can span regions: a {@code parent} account's
 * members are listed under an ancestor). It writes every entry of U, E, F and the tickets (S when not
 * kept), and leaves the users' factors to the algorithm.
 */
final class TicketFsParentPass {
  private static final double MIN_USAGE_FACTOR = 0.01;

  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final SlurmHierarchy h;
  private final double[] floor;
  private final boolean[] atFloor;
  private final double[] sum;
  private final boolean kept;

  /**
   * A pass over a tree whose working arrays are scratch arrays of the result being built; {@code kept}:
   * those arrays, S and the {@code e} and {@code fs} of the nodes marked {@code atFloor} already hold this
   * very tree's values, from a complete pass of the previous cycle.
   */
  TicketFsParentPass(ShareTree tree, UsageSnapshot usage, FairshareResult.Builder out, boolean kept) {
    this.tree = tree;
    this.usage = usage;
    this.kept = kept;
    this.h = SlurmHierarchy.reusing(out).compute(tree, kept);
    int n = tree.size();
    this.floor = out.scratchDoubles("ticket14.floor", n);
    this.atFloor = out.scratchBooleans("ticket14.at-floor", n);
    this.sum = out.scratchDoubles("ticket14.sum", n);
    if (!kept) {
      Arrays.fill(atFloor, false);
    }
  }

  /**
   * Fills S (unless kept), U, E, F and the tickets of every node given the active marks, and returns the
   * most tickets a user got ({@code max_tickets}); the per-node values region by region on the workers of
   * {@code tasks} (null: all on the calling thread).
   */
  double compute(Demand demand, boolean[] active, double[] s, double[] u, double[] e, double[] fs,
      double[] tickets, SubtreeTasks tasks) {
    int n = tree.size();
    s[0] = 1.0;
    u[0] = Double.NaN;
    e[0] = 1.0;
    fs[0] = Double.NaN;
    atFloor[0] = false;
    floor[0] = Double.NaN;
    if (!kept) {
      // S of a parent association is its fair-share parent's, an ancestor's: earlier in its own region
      // (pre-order) or in the top, whose segments are done before the tasks start.
      byRegion(tasks, (x, from, to) -> {
        for (int i = from; i < to; i++) {
          s[i] = tree.usesParentShares(i) ? s[h.fsParent(i)] : sharesNorm(i);
          floor[i] = floorEstimate(i);
        }
      });
    }
    byRegion(tasks, (x, from, to) -> {
      // floorRun takes the nodes it can decide with doubles and stops at the first other one, which exact
      // takes; the loop of floorRun makes no call, so the JIT compiles it tightly.
      int i = from;
      while (i < to) {
        i = floorRun(i, to, s, u, e, fs);
        if (i < to) {
          exact(x, i, s, u, e, fs);
          i++;
        }
      }
    });
    sums(demand, active, s, fs);
    tickets[0] = SlurmTicketAlgorithm.ROOT_TICKETS;
    double max = 0;
    for (int i = 1; i < n; i++) {
      if (!active[i]) {
        tickets[i] = 0;
        continue;
      }
      int p = h.fsParent(i);
      tickets[i] = SlurmTicketAlgorithm.toUint32(tickets[p] * s[i] * fs[i] / sum[p]);
      if (tree.isUser(i) && tickets[i] > max) {
        max = tickets[i];
      }
    }
    return max;
  }

  /**
   * The active marks of every node ({@link TicketUsage#markActive}'s, made here in the same loop) and
   * {@code sum[p]}, the sum of S·F over the active members of p's fair-share list, added in index order as
   * {@code _distribute_tickets} adds them. Each node's sum is cleared when the loop reaches it, before any
   * member of its list (they come after it in pre-order); the sum of the current list is added up in a
   * register and stored when the list changes and at the end: the same additions in the same order.
   */
  private void sums(Demand demand, boolean[] active, double[] s, double[] fs) {
    int n = tree.size();
    active[0] = demand.pendingAt(demand.pendingBefore(0)) < n;
    sum[0] = 0;
    int k = demand.pendingBefore(1);
    int next = demand.pendingAt(k);
    int list = 0;
    double acc = 0;
    for (int i = 1; i < n; i++) {
      if (next < i) {
        next = demand.pendingAt(++k);
      }
      boolean act = next < tree.subtreeEnd(i);
      active[i] = act;
      sum[i] = 0;
      int p = h.fsParent(i);
      if (p != list) {
        sum[list] = acc;
        acc = sum[p];
        list = p;
      }
      if (act) {
        acc += s[i] * fs[i];
      }
    }
    sum[list] = acc;
  }

  /**
   * Whether 14.11 can differ from 2.5 on a tree ({@link TicketVersion#releasesDiffer}), its sums in a scratch
   * array of the result being built.
   */
  static boolean differsFrom25(ShareTree tree, FairshareResult.Builder out) {
    return TicketVersion.releasesDiffer(tree, out.scratchDoubles("ticket14.level", tree.size()));
  }

  /** Work on the nodes {@code from .. to−1} with an x87 scratch of the worker's own. */
  private interface Region {
    void run(X87 x, int from, int to);
  }

  /**
   * Runs {@code region} on every node but the root: on the calling thread alone without tasks, else on the
   * top's segments in order (calling thread), then on each task's interior (workers).
   */
  private void byRegion(SubtreeTasks tasks, Region region) {
    if (tasks == null) {
      region.run(new X87(), 1, tree.size());
      return;
    }
    X87 x = new X87();
    for (int k = 0; k <= tasks.count(); k++) {
      region.run(x, Math.max(1, tasks.from(k)), tasks.to(k));
    }
    tasks.run((t, slot) -> region.run(new X87(), tasks.root(t) + 1, tasks.end(t)));
  }

  /** S of an association that is not {@code parent}, multiplied from it up, as the C code does. */
  private double sharesNorm(int node) {
    double norm = 1.0;
    for (int v = node; v != 0; v = tree.parent(v)) {
      if (!tree.usesParentShares(v)) {
        double level = h.levelShares(v);
        norm = level == 0 ? 0 : norm * (tree.shares(v) / level);
      }
    }
    return norm;
  }

  /**
   * The estimate {@code (0.01·shares)/level_shares} (two roundings of doubles: within 2<sup>-51</sup> relative
   * of the x87 floor) of a node whose E can be its floor, that is not {@code parent}, below a fair-share
   * parent other than the root, with shares and level shares in {@link X87Pair#inRange} and shares at most
   * the level's (a floor of at most 0.01, so that a U below it needs no clamp to 1); NaN for every other
   * node, which {@link #floorRun} then never takes.
   */
  private double floorEstimate(int i) {
    if (tree.usesParentShares(i) || h.fsParent(i) == 0) {
      return Double.NaN;
    }
    double raw = tree.shares(i);
    double level = h.levelShares(i);
    return X87Pair.inRange(raw) && X87Pair.inRange(level) && raw <= level ? MIN_USAGE_FACTOR * raw / level
        : Double.NaN;
  }

  /**
   * The nodes from {@code from} that this loop can decide with hardware doubles, up to the first other one
   * (or {@code to}); returns where it stopped. It takes, with the methods of 2.5's floor loop
   * ({@link TicketUsage}):
   * <ul>
   *   <li>a node marked {@code atFloor} whose U is surely still below its floor: its E and F are the floor's,
   *       already in {@code e} and {@code fs}, and it writes U alone ({@link TicketCommonNode#uAtFloor});
   *   <li>an unmarked node with a floor estimate, S in {@link X87Pair#inRange}, whose U is surely above its
   *       floor and below 1, and surely above 0.01·S: E is U and F is S/U
   *       ({@link TicketCommonNode#aboveFloor}); the node stays unmarked.
   * </ul>
   * Every other node (no floor estimate, a comparison too close to tell, a value that {@link X87Double}
   * cannot tell) stops the loop.
   */
  private int floorRun(int from, int to, double[] s, double[] u, double[] e, double[] fs) {
    double total = usage.total();
    if (!X87Pair.inRange(total)) {
      return from;
    }
    double inverseTotal = 1 / total;
    int i = from;
    for (; i < to; i++) {
      double a = usage.usage(i);
      if (atFloor[i]) {
        double uh = TicketCommonNode.uAtFloor(a, floor[i], total, inverseTotal);
        if (uh != uh) {
          break;
        }
        u[i] = uh;
      } else {
        double si = s[i];
        if (!(X87Pair.inRange(a) && X87Pair.inRange(si)
            && TicketCommonNode.aboveFloor(i, si, a, a * inverseTotal, floor[i], total, inverseTotal, u, e, fs))) {
          break;
        }
      }
    }
    return i;
  }

  /**
   * U, E and F of a node with {@link X87} alone, as the C code computes them, S being known; marks the node
   * {@code atFloor} when its E is its floor (U at most the floor) and it has a {@code floor} estimate, and
   * clears the mark otherwise.
   */
  private void exact(X87 x, int i, double[] s, double[] u, double[] e, double[] fs) {
    int fsParent = h.fsParent(i);
    boolean usesParent = tree.usesParentShares(i);
    if (usesParent && fsParent != 0 && h.fsParent(fsParent) != 0) {
      // Its S, U and floor are its fair-share parent's, whose own are computed from the same values (its
      // fair-share parent is not the root either): the same U, E and F, already computed (an ancestor).
      u[i] = u[fsParent];
      e[i] = e[fsParent];
      fs[i] = fs[fsParent];
      atFloor[i] = false;
      return;
    }
    int a = fsParent != 0 && usesParent ? fsParent : i;
    TicketUsage.ownU(x, usage, a);
    long em = x.mant;
    int ee = x.exp;
    u[i] = X87.toDouble(em, ee);
    boolean floorE = false;
    double level = h.levelShares(a);
    if (fsParent != 0 && level != 0) {
      TicketUsage.minSharesNorm(x, tree.shares(a), level);
      if (X87.compare(em, ee, x.mant, x.exp) <= 0) {
        em = x.mant;
        ee = x.exp;
        floorE = true;
      }
    }
    e[i] = X87.toDouble(em, ee);
    fs[i] = fsFactor(x, em, ee, s[i]);
    atFloor[i] = floorE && floor[i] == floor[i];
  }

  /**
   * {@code priority_p_calc_fs_factor} of 14.11: 0 when S ≤ 0, else {@code S / max(E, 0.01·S)} in x87,
   * rounded to a double (NaN for a NaN S, which 14.11's shares never are).
   */
  private static double fsFactor(X87 x, long em, int ee, double sharesNorm) {
    return sharesNorm != sharesNorm ? Double.NaN : TicketUsage.fsFactor(x, em, ee, sharesNorm);
  }
}
