package dev.fairshare.algorithms.slurm;

import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.support.RankingKeys;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.EnumSet;
import java.util.Set;

/**
 * Slurm 2.5's ticket-based {@code priority/multifactor2}: tickets flow from the root to the branches with
 * pending jobs in proportion to {@code S·F}, and a job's factor is its association's tickets over the most
 * any user got (docs/algorithms/slurm.md §11; {@code priority_multifactor2.c} at {@code slurm-2-5-7-1}:
 * {@code _set_usage_efctv}, {@code priority_p_calc_fs_factor}, {@code _distribute_tickets},
 * {@code _get_fairshare_priority}; manual: {@code priority_multifactor2.shtml}).
 *
 * <p>It follows the code where the manual differs (§11, §13 item 20):
 * <ul>
 *   <li>The tree is the direct-parent tree (2.5 had no fair-share parent): a {@code parent} account keeps
 *       its children. Level shares exclude {@code parent} children. S is the global product of
 *       {@code shares/level_shares} (0/0 gives NaN in an all-zero level, as in C); a {@code parent}
 *       association copies its parent's S.
 *   <li>U = min(1, usage / root usage). E = U directly under the root; elsewhere a {@code parent}
 *       association first takes its parent's S and U, then {@code E = max(U, 0.01·shares_raw/level_shares)}
 *       (E = U when the level has no shares): the floor is 0.01 × the <em>local</em> fraction, not the
 *       manual's 0.01 × S; and for a {@code parent} association shares_raw is the stored 2147483647.
 *   <li>{@code F = S / max(E, 0.01·S)} when S > 0, else 0 (extra {@code fs_factor}).
 *   <li>Active nodes: the pending ones (the {@link Demand}) and their ancestors. The root has 4294967295
 *       tickets; each active child c of an active node gets
 *       {@code (uint32)(T_parent · S_c · F_c / Σ_active siblings S·F)}, computed in that order in
 *       {@code double} and converted as x86-64 does (NaN gives 0). Extra {@code tickets}: 0 when inactive.
 *   <li>A user's factor: walk up from it while the association is {@code parent} (possibly to the root);
 *       {@code T / max_tickets} if that one is active and some user got tickets, else 0. It can exceed 1
 *       when that association is an account (or the root).
 * </ul>
 *
 * <p>U, E and F are computed in x87 {@code long double} as the C code does ({@link TicketUsage}: with
 * hardware doubles where {@link X87Pair} proves the x87 result, otherwise with {@link X87}, checked bit for
 * bit against hardware). One difference remains: S is multiplied top-down rather than bottom-up, which can
 * move a truncated ticket count by one in rare cases. Fills NORM_SHARES, NORM_USAGE, EFFECTIVE_USAGE, FACTOR (users) and RANK (by factor:
 * by counting tickets, {@link TicketRanks}, when no user is a {@code parent} association and the counts are
 * small; else with {@link RankingKeys}).
 */
public final class SlurmTicketAlgorithm implements FairshareAlgorithm, Explainable {
  /** The registered name. */
  public static final String NAME = "slurm.ticket";
  /** The extra with each node's tickets. */
  public static final String TICKETS = "tickets";
  /** The extra with each node's multifactor2 fair-share factor {@code S / max(E, 0.01·S)}. */
  public static final String FS_FACTOR = "fs_factor";

  /** Flags of the tree kept with the level shares: kept, some user is / some association is parent. */
  private static final int KEPT = 1;
  private static final int PARENT_USER = 2;
  private static final int PARENT_ANY = 4;

  /** The root's tickets, {@code (uint32_t) -1}. */
  static final double ROOT_TICKETS = 4294967295.0;
  /** {@code SLURMDB_FS_USE_PARENT}, the stored shares of a {@code parent} association. */
  static final double USE_PARENT = 2147483647.0;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Set<Metric> metrics() {
    return EnumSet.of(Metric.NORM_SHARES, Metric.NORM_USAGE, Metric.EFFECTIVE_USAGE, Metric.FACTOR,
        Metric.RANK);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand) {
    return compute(tree, usage, demand, null);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult.Builder out = FairshareResult.reusing(previous, NAME, tree, usage);
    // Every entry of these is written below (NaN where nothing is defined), so none is filled first.
    double[] s = out.metricToOverwrite(Metric.NORM_SHARES);
    double[] u = out.metricToOverwrite(Metric.NORM_USAGE);
    double[] e = out.metricToOverwrite(Metric.EFFECTIVE_USAGE);
    double[] factor = out.metricToOverwrite(Metric.FACTOR);
    double[] tickets = out.extraToOverwrite(TICKETS);
    double[] fs = out.extraToOverwrite(FS_FACTOR);
    int n = tree.size();
    u[0] = Double.NaN;
    fs[0] = Double.NaN;
    factor[0] = Double.NaN;
    // The level shares depend on the tree alone: kept from a previous result for this very tree (trees are
    // immutable), with the tree's flags (kept[0]: 0 not kept, else KEPT with PARENT_USER, PARENT_ANY).
    int[] kept = out.scratchInts("ticket.level-kept", 1);
    double[] level = out.scratchDoubles("ticket.level", n);
    if (previous == null || previous.tree() != tree || !NAME.equals(previous.algorithm()) || kept[0] == 0) {
      kept[0] = 0;
      kept[0] = levelShares(tree, level);
    }
    boolean parentUser = (kept[0] & PARENT_USER) != 0;
    boolean[] active = out.scratchBooleans("ticket.active", n);
    java.util.Arrays.fill(active, false);
    for (int i = n - 1; i > 0; i--) {
      active[i] |= demand.isPending(i);
      if (active[i]) {
        active[tree.parent(i)] = true;
      }
    }
    double[] sum = out.scratchDoubles("ticket.sum", n);
    new TicketUsage(tree, usage, level, out.scratchDoubles("ticket.u-lo", n), (kept[0] & PARENT_ANY) == 0)
        .compute(s, u, e, fs, active, sum);
    double max = distribute(tree, active, s, fs, tickets, sum);
    double[] rank = out.metricToOverwrite(Metric.RANK);
    if (!parentUser && TicketRanks.fits(tree.userCount(), max)) {
      TicketRanks.fill(tree, tickets, max,
          out.scratchInts("ticket.rank-counts", TicketRanks.capacity(tree.userCount())), factor, rank);
      return out.build();
    }
    RankingKeys keys = RankingKeys.start(tree, out);
    rank[0] = Double.NaN;
    // Each user's factor goes to the ranking as it is computed.
    for (int i = 1; i < n; i++) {
      if (tree.isUser(i)) {
        int f = i;
        while (f != 0 && tree.usesParentShares(f)) {
          f = tree.parent(f);
        }
        double fi = (f == 0 || active[f]) && max != 0 ? tickets[f] / max : 0;
        factor[i] = fi;
        keys.add(fi, i);
      } else {
        factor[i] = Double.NaN;
        rank[i] = Double.NaN;
      }
    }
    keys.finish(factor, rank);
    return out.build();
  }

  /**
   * Fills {@code level[p]}, the sum of the shares of p's children that are not {@code parent} associations;
   * returns {@link #KEPT}, with {@link #PARENT_USER} if some user is a {@code parent} association and
   * {@link #PARENT_ANY} if some association is.
   */
  private static int levelShares(ShareTree tree, double[] level) {
    int n = tree.size();
    java.util.Arrays.fill(level, 0);
    int flags = KEPT;
    for (int i = 1; i < n; i++) {
      if (!tree.usesParentShares(i)) {
        level[tree.parent(i)] += tree.shares(i);
      } else {
        flags |= PARENT_ANY | (tree.isUser(i) ? PARENT_USER : 0);
      }
    }
    return flags;
  }

  /**
   * {@code _distribute_tickets} from the root, top-down, given each node's {@code sum} of S·F over its
   * active children; returns the most tickets any user got.
   */
  private static double distribute(ShareTree tree, boolean[] active, double[] s, double[] fs,
      double[] tickets, double[] sum) {
    int n = tree.size();
    tickets[0] = ROOT_TICKETS;
    double max = 0;
    for (int i = 1; i < n; i++) {
      if (!active[i]) {
        tickets[i] = 0;
        continue;
      }
      tickets[i] = toUint32(tickets[tree.parent(i)] * s[i] * fs[i] / sum[tree.parent(i)]);
      if (tree.isUser(i) && tickets[i] > max) {
        max = tickets[i];
      }
    }
    return max;
  }

  /**
   * A C {@code double → uint32_t} conversion as gcc does it on x86-64 ({@code cvttsd2si} to 64 bits, low
   * 32 bits kept): truncation toward zero; NaN and values from 2^63 give 0.
   */
  static double toUint32(double v) {
    // Java's (long) gives 0 for NaN and Long.MIN_VALUE from -2^63 down, whose low 32 bits are 0 as x86's
    // 0x8000000000000000; only from 2^63 up does it differ (Long.MAX_VALUE).
    return v >= 0x1p63 ? 0 : ((long) v) & 0xffffffffL;
  }

  @Override
  public Explainer explainer(FairshareResult computed, Demand demand) {
    return new TicketExplainer(computed, demand);
  }
}
