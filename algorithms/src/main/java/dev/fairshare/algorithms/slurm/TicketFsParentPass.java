package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

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
 * <p>U, E and F are computed with the software {@link X87}, one node at a time; S bottom-up as the C code
 * does. Each node's S, U, E and F depend on the tree, the usage and its ancestors' U alone, so a parallel
 * recompute ({@link SubtreeTasks}) makes them region by region on the workers, S and U of every node first,
 * then E and F, each worker with its own {@link X87}; the sums of S·F over each fair-share list and the
 * tickets follow on the calling thread, in index order as the sequential pass (a list can span regions: a
 * {@code parent} account's members are listed under an ancestor). It writes every entry of S, U, E, F and
 * the tickets, and leaves the users' factors to the algorithm.
 */
final class TicketFsParentPass {

  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final SlurmHierarchy h;
  private final long[] uMant;
  private final int[] uExp;
  private final double[] sum;

  /** A pass over a tree whose working arrays are scratch arrays of the result being built. */
  TicketFsParentPass(ShareTree tree, UsageSnapshot usage, FairshareResult.Builder out) {
    this.tree = tree;
    this.usage = usage;
    this.h = SlurmHierarchy.reusing(out).compute(tree);
    int n = tree.size();
    this.uMant = out.scratchLongs("ticket14.u-mant", n);
    this.uExp = out.scratchInts("ticket14.u-exp", n);
    this.sum = out.scratchDoubles("ticket14.sum", n);
  }

  /**
   * Fills S, U, E, F and the tickets of every node given the active marks, and returns the most tickets a
   * user got ({@code max_tickets}); S, U, E and F region by region on the workers of {@code tasks} (null:
   * all on the calling thread).
   */
  double compute(boolean[] active, double[] s, double[] u, double[] e, double[] fs, double[] tickets,
      SubtreeTasks tasks) {
    int n = tree.size();
    s[0] = 1.0;
    u[0] = Double.NaN;
    e[0] = 1.0;
    fs[0] = Double.NaN;
    // S of a parent association is its fair-share parent's, an ancestor's: earlier in its own region
    // (pre-order) or in the top, whose segments are done before the tasks start.
    byRegion(tasks, (x, from, to) -> {
      for (int i = from; i < to; i++) {
        s[i] = tree.usesParentShares(i) ? s[h.fsParent(i)] : sharesNorm(i);
        ownUsage(x, i);
      }
    });
    byRegion(tasks, (x, from, to) -> {
      for (int i = from; i < to; i++) {
        effective(x, i, s, u, e, fs);
      }
    });
    java.util.Arrays.fill(sum, 0);
    for (int i = 1; i < n; i++) {
      if (active[i]) {
        sum[h.fsParent(i)] += s[i] * fs[i];
      }
    }
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

  /** The node's own U in x87 ({@code set_assoc_usage_norm}), kept in {@code uMant}, {@code uExp}. */
  private void ownUsage(X87 x, int i) {
    TicketUsage.ownU(x, usage, i);
    uMant[i] = x.mant;
    uExp[i] = x.exp;
  }

  /** U, E and F of a node, S and the own U of every node being known. */
  private void effective(X87 x, int i, double[] s, double[] u, double[] e, double[] fs) {
    int fsParent = h.fsParent(i);
    int a = fsParent != 0 && tree.usesParentShares(i) ? fsParent : i;
    long em = uMant[a];
    int ee = uExp[a];
    u[i] = X87.toDouble(em, ee);
    double level = h.levelShares(a);
    if (fsParent != 0 && level != 0) {
      TicketUsage.minSharesNorm(x, tree.shares(a), level);
      if (X87.compare(em, ee, x.mant, x.exp) <= 0) {
        em = x.mant;
        ee = x.exp;
      }
    }
    e[i] = X87.toDouble(em, ee);
    fs[i] = fsFactor(x, em, ee, s[i]);
  }

  /**
   * {@code priority_p_calc_fs_factor} of 14.11: 0 when S ≤ 0, else {@code S / max(E, 0.01·S)} in x87,
   * rounded to a double (NaN for a NaN S, which 14.11's shares never are).
   */
  private static double fsFactor(X87 x, long em, int ee, double sharesNorm) {
    return sharesNorm != sharesNorm ? Double.NaN : TicketUsage.fsFactor(x, em, ee, sharesNorm);
  }
}
