package dev.fairshare.algorithms.slurm;

import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithm.RecomputingAlgorithm;
import dev.fairshare.algorithms.support.KeptMark;
import dev.fairshare.algorithms.support.ScoreRanks;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * Slurm's ticket-based fair share, 2.5's {@code priority/multifactor2} by default: tickets flow from the root
 * to the branches with pending jobs in proportion to {@code S·F}, and a job's factor is its association's
 * tickets over the most any user got (docs/algorithms/slurm.md §11; {@code priority_multifactor2.c} at
 * {@code slurm-2-5-7-1}: {@code _set_usage_efctv}, {@code priority_p_calc_fs_factor}, {@code _distribute_tickets},
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
 * move a truncated ticket count by one in rare cases. Fills NORM_SHARES, NORM_USAGE, EFFECTIVE_USAGE and FACTOR
 * (users). RANK (by factor) is computed on demand, when first read (docs/performance.md, "Ranks on demand"):
 * Slurm's ticket-based mode gives each job its association's factor and ranks no association
 * ({@code _get_fairshare_priority} and {@code _ticket_based_decay} of
 * {@code src/plugins/priority/multifactor/priority_multifactor.c} at {@code slurm-14-11-11-1}, where
 * {@code PRIORITY_FLAGS_TICKET_BASED} carried multifactor2 from 2.6 to 14.11; the same in 2.5's
 * {@code priority_multifactor2.c}). The ranks are counted from the tickets ({@link TicketRanks}) when no user
 * is a {@code parent} association and the counts are small, else sorted from the factors ({@link ScoreRanks}).
 * With a {@link Parallelism} ({@link #parallel}) a big tree's subtrees are computed at the same time, with the
 * same values ({@link SubtreeTasks}).
 *
 * <p>The {@link TicketVersion} picks the release (§11, "Versions"): {@code 2.5} as above; {@code 2.6} (2.6 and
 * 14.03) the same with F = NaN where S is NaN; {@code 14.11} the same where no association is {@code parent}
 * and no level's shares sum to 0, and on other trees {@link TicketFsParentPass} (fair-share parents' lists;
 * with a {@link Parallelism}, its per-node values on the workers) with the users' factors as above.
 */
public final class SlurmTicketAlgorithm extends RecomputingAlgorithm implements Explainable {
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
  /** The mark of a complete pass of 14.11's own ({@link TicketFsParentPass}), not {@link #KEPT}. */
  private static final int FS_PARENT_KEPT = 8;

  /** The root's tickets, {@code (uint32_t) -1}. */
  static final double ROOT_TICKETS = 4294967295.0;
  /** {@code SLURMDB_FS_USE_PARENT}, the stored shares of a {@code parent} association. */
  static final double USE_PARENT = 2147483647.0;

  private final Parallelism parallelism;
  private final TicketVersion version;

  /** Slurm 2.5's ticket algorithm, every recompute on the calling thread. */
  public SlurmTicketAlgorithm() {
    this(TicketVersion.V2_5);
  }

  /** The ticket algorithm of a Slurm release, every recompute on the calling thread. */
  public SlurmTicketAlgorithm(TicketVersion version) {
    this(Parallelism.sequential(), version);
  }

  private SlurmTicketAlgorithm(Parallelism parallelism, TicketVersion version) {
    super(NAME, Metric.NORM_SHARES, Metric.NORM_USAGE, Metric.EFFECTIVE_USAGE, Metric.FACTOR,
        Metric.RANK);
    this.parallelism = parallelism;
    this.version = java.util.Objects.requireNonNull(version, "version");
  }

  /** The Slurm release whose ticket pass this reproduces. */
  public TicketVersion version() {
    return version;
  }

  /** Slurm's own construct: a FairShare=parent node stands as its parent does. */
  @Override
  public boolean readsParentShares() {
    return true;
  }

  /** Tickets go only to the branches whose users have a pending job (the active ones). */
  @Override
  public boolean takesPendingJobs() {
    return true;
  }

  /** Without pending jobs no branch is active, so no user gets tickets: every factor is 0. */
  @Override
  public boolean zeroWithoutPendingJobs() {
    return true;
  }

  @Override
  public FairshareAlgorithm parallel(Parallelism parallelism) {
    return new SlurmTicketAlgorithm(parallelism, version);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult.Builder out = FairshareResult.reusing(previous, NAME, tree, usage);
    if (version == TicketVersion.V14_11) {
      FairshareResult own = computeFsParentIfDiffers(tree, usage, demand, previous, out);
      if (own != null) {
        return own;
      }
    }
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
    // What depends on the tree alone (the level shares, S, the floor E and F of the nodes marked atFloor,
    // TicketUsage.treeValues) is kept from a previous complete result for this very tree (trees are
    // immutable), with the tree's flags (kept[0]: 0 not kept, else KEPT with PARENT_USER, PARENT_ANY; set
    // at the end, so that a recompute cut short leaves nothing kept; FS_PARENT_KEPT, 14.11's own pass's
    // mark, keeps nothing here).
    int[] kept = out.scratchInts("ticket.level-kept", 1);
    double[] level = out.scratchDoubles("ticket.level", n);
    boolean[] atFloor = out.scratchBooleans("ticket.at-floor", n);
    double[] floor = out.scratchDoubles("ticket.floor", n);
    double[] floorSf = out.scratchDoubles("ticket.floor-sf", n);
    int flags = kept[0];
    kept[0] = 0;
    if (!KeptMark.sameTree(previous, NAME, tree) || (flags & KEPT) == 0) {
      flags = levelShares(tree, level);
      TicketUsage.treeValues(tree, level, (flags & PARENT_ANY) == 0, s, e, fs, atFloor, floor, floorSf);
    }
    boolean parentUser = (flags & PARENT_USER) != 0;
    boolean noParentAssociations = (flags & PARENT_ANY) == 0;
    boolean[] active = out.scratchBooleans("ticket.active", n);
    double[] sum = out.scratchDoubles("ticket.sum", n);
    double[] uLo = out.scratchDoubles("ticket.u-lo", n);
    TicketUsage.Tree data = new TicketUsage.Tree(level, uLo, atFloor, floor, floorSf,
        noParentAssociations);
    SubtreeTasks tasks = SubtreeTasks.of(tree, parallelism, previous, out);
    if (tasks != null) {
      computeSplit(tasks, usage, demand, data, parentUser, active, s, u, e, fs, sum, tickets, factor, out);
      nanFactorsOf26(n, s, fs);
      kept[0] = flags;
      return out.build();
    }
    new TicketUsage(tree, usage, demand, data).compute(s, u, e, fs, active, sum);
    tickets[0] = ROOT_TICKETS;
    double max = distribute(tree, active, s, fs, tickets, sum, 1, n);
    if (parentUser) {
      usersFactors(tree, active, tickets, max, factor, 1, n);
      ScoreRanks.onDemand(tree, factor, out, null);
    } else {
      TicketRanks.factors(tree, tickets, max, factor, 1, n);
      if (TicketRanks.fits(tree.userCount(), max)) {
        out.metricOnDemand(Metric.RANK, rank -> TicketRanks.fill(tree, tickets, max,
            out.scratchInts("ticket.rank-counts", TicketRanks.capacity(tree.userCount())), rank));
      } else {
        ScoreRanks.onDemand(tree, factor, out, null);
      }
    }
    nanFactorsOf26(n, s, fs);
    kept[0] = flags;
    return out.build();
  }

  /**
   * Version 2.6's F: NaN, not 0, where S is NaN (2.6 and 14.03's {@code priority_p_calc_fs_factor} returns 0
   * only for {@code shares_norm <= 0}); the tickets are the same (S·F is NaN either way).
   */
  private void nanFactorsOf26(int n, double[] s, double[] fs) {
    if (version != TicketVersion.V2_6) {
      return;
    }
    for (int i = 1; i < n; i++) {
      if (s[i] != s[i]) {
        fs[i] = Double.NaN;
      }
    }
  }

  /**
   * The recompute of 14.11 by its own pass ({@link #computeFsParent}) when the tree is one where it differs
   * from 2.5, else null (2.5's path follows). A complete pass of 14.11's own on this very tree left its mark
   * ({@link #FS_PARENT_KEPT}): the tree differs, and what depends on it alone is kept.
   */
  private FairshareResult computeFsParentIfDiffers(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous, FairshareResult.Builder out) {
    int[] kept = out.scratchInts("ticket.level-kept", 1);
    int fsFlags = (kept[0] & FS_PARENT_KEPT) != 0 && KeptMark.sameTree(previous, NAME, tree) ? kept[0] : 0;
    if (fsFlags == 0 && !TicketFsParentPass.differsFrom25(tree, out)) {
      return null;
    }
    kept[0] = 0;
    return computeFsParent(tree, usage, demand, SubtreeTasks.of(tree, parallelism, previous, out), out, fsFlags);
  }

  /**
   * The recompute of 14.11 on a tree where it differs from 2.5 ({@link TicketFsParentPass}): the active marks,
   * the pass, the users' factors, the ranks on demand by sorting the factors; with {@code tasks} (a tree cut
   * for a parallel recompute, else null) the pass's per-node values and the factors region by region on the
   * workers. What depends on the tree alone is kept for the next pass of 14.11 on the same tree (the mark
   * {@link #FS_PARENT_KEPT} with {@link #PARENT_USER} when some user is {@code parent}, set at the end;
   * {@code kept}: the previous pass's, 0 when nothing is kept), nothing for 2.5's path. Without a
   * {@code parent} user, a user's factor is its own tickets over the most ({@link TicketRanks#factors}: an
   * inactive user's tickets are 0).
   */
  private static FairshareResult computeFsParent(ShareTree tree, UsageSnapshot usage, Demand demand,
      SubtreeTasks tasks, FairshareResult.Builder out, int kept) {
    int n = tree.size();
    int flags = kept != 0 ? kept : FS_PARENT_KEPT | (parentUser(tree) ? PARENT_USER : 0);
    boolean parentUser = (flags & PARENT_USER) != 0;
    double[] s = out.metricToOverwrite(Metric.NORM_SHARES);
    double[] u = out.metricToOverwrite(Metric.NORM_USAGE);
    double[] e = out.metricToOverwrite(Metric.EFFECTIVE_USAGE);
    double[] factor = out.metricToOverwrite(Metric.FACTOR);
    double[] tickets = out.extraToOverwrite(TICKETS);
    double[] fs = out.extraToOverwrite(FS_FACTOR);
    boolean[] active = out.scratchBooleans("ticket.active", n);
    double max = new TicketFsParentPass(tree, usage, out, kept != 0).compute(demand, active, s, u, e, fs,
        tickets, tasks);
    factor[0] = Double.NaN;
    if (tasks == null) {
      factors(tree, parentUser, active, tickets, max, factor, 1, n);
    } else {
      for (int k = 0; k <= tasks.count(); k++) {
        factors(tree, parentUser, active, tickets, max, factor, Math.max(1, tasks.from(k)), tasks.to(k));
      }
      tasks.run((t, slot) -> factors(tree, parentUser, active, tickets, max, factor, tasks.root(t) + 1,
          tasks.end(t)));
    }
    ScoreRanks.onDemand(tree, factor, out, tasks);
    out.scratchInts("ticket.level-kept", 1)[0] = flags;
    return out.build();
  }

  /** Whether some user is a {@code parent} association. */
  private static boolean parentUser(ShareTree tree) {
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) && tree.usesParentShares(i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The factors of nodes {@code from .. to−1}: {@link #usersFactors}, or, without a {@code parent} user, the
   * same values from each user's own tickets ({@link TicketRanks#factors}).
   */
  private static void factors(ShareTree tree, boolean parentUser, boolean[] active, double[] tickets, double max,
      double[] factor, int from, int to) {
    if (parentUser) {
      usersFactors(tree, active, tickets, max, factor, from, to);
    } else {
      TicketRanks.factors(tree, tickets, max, factor, from, to);
    }
  }

  /**
   * The recompute of a tree cut for a parallel recompute ({@link SubtreeTasks}): S, U, E, F, the active
   * marks and the tickets of the top then of each subtree (top-down), then the users' factors; the ranks on
   * demand by counting tickets ({@link ParallelTicketRanks}) where the sequential recompute does and the
   * workers' counts fit, else by sorting the factors
   * ({@link ScoreRanks}, whose positions are those of {@link TicketRanks}: a user's factor increases strictly
   * with its tickets).
   */
  private static void computeSplit(SubtreeTasks tasks, UsageSnapshot usage, Demand demand, TicketUsage.Tree data,
      boolean parentUser, boolean[] active, double[] s, double[] u, double[] e, double[] fs, double[] sum,
      double[] tickets, double[] factor, FairshareResult.Builder out) {
    ShareTree tree = tasks.tree();
    int count = tasks.count();
    TicketUsage.root(tree, demand, s, e, active, sum);
    TicketUsage top = new TicketUsage(tree, usage, demand, data);
    for (int k = 0; k <= count; k++) {
      top.compute(s, u, e, fs, active, sum, Math.max(1, tasks.from(k)), tasks.to(k));
    }
    tickets[0] = ROOT_TICKETS;
    double[] most = new double[count + 1];
    for (int k = 0; k <= count; k++) {
      most[count] = Math.max(most[count], distribute(tree, active, s, fs, tickets, sum, Math.max(1, tasks.from(k)),
          tasks.to(k)));
    }
    tasks.run((t, slot) -> {
      new TicketUsage(tree, usage, demand, data).compute(s, u, e, fs, active, sum, tasks.root(t) + 1,
          tasks.end(t));
      most[t] = distribute(tree, active, s, fs, tickets, sum, tasks.root(t) + 1, tasks.end(t));
    });
    double max = 0;
    for (double m : most) {
      max = Math.max(max, m);
    }
    double maxTickets = max;
    if (parentUser) {
      for (int k = 0; k <= count; k++) {
        usersFactors(tree, active, tickets, maxTickets, factor, Math.max(1, tasks.from(k)), tasks.to(k));
      }
      tasks.run((t, slot) -> usersFactors(tree, active, tickets, maxTickets, factor, tasks.root(t) + 1,
          tasks.end(t)));
      ScoreRanks.onDemand(tree, factor, out, tasks);
      return;
    }
    for (int k = 0; k <= count; k++) {
      TicketRanks.factors(tree, tickets, maxTickets, factor, Math.max(1, tasks.from(k)), tasks.to(k));
    }
    tasks.run((t, slot) -> TicketRanks.factors(tree, tickets, maxTickets, factor, tasks.root(t) + 1, tasks.end(t)));
    if (ParallelTicketRanks.fits(tasks, max)) {
      out.metricOnDemand(Metric.RANK, rank -> ParallelTicketRanks.fill(tasks, tickets, maxTickets, out, rank));
    } else {
      ScoreRanks.onDemand(tree, factor, out, tasks);
    }
  }

  /**
   * Each user's factor of nodes {@code from .. to−1}: the tickets of the user or, for a {@code parent}
   * user, of its nearest ancestor that is not {@code parent}, over the most any user got; NaN for groups.
   */
  static void usersFactors(ShareTree tree, boolean[] active, double[] tickets, double max,
      double[] factor, int from, int to) {
    for (int i = from; i < to; i++) {
      if (tree.isUser(i)) {
        int f = i;
        while (f != 0 && tree.usesParentShares(f)) {
          f = tree.parent(f);
        }
        factor[i] = (f == 0 || active[f]) && max != 0 ? tickets[f] / max : 0;
      } else {
        factor[i] = Double.NaN;
      }
    }
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
   * {@code _distribute_tickets} of nodes {@code from .. to−1} ({@code from ≥ 1}), top-down after their
   * ancestors, given each node's {@code sum} of S·F over its active children; returns the most tickets a
   * user among them got.
   */
  private static double distribute(ShareTree tree, boolean[] active, double[] s, double[] fs,
      double[] tickets, double[] sum, int from, int to) {
    double max = 0;
    for (int i = from; i < to; i++) {
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
    if (v > 0 && v < 0x1p32) {
      // Every ticket count of a recompute lies here (at most the parent's, below 2^32): truncation is the
      // floor, one instruction, where the conversions to long and back take three and a test.
      return Math.floor(v);
    }
    // Java's (long) gives 0 for NaN and Long.MIN_VALUE from -2^63 down, whose low 32 bits are 0 as x86's
    // 0x8000000000000000; only from 2^63 up does it differ (Long.MAX_VALUE). A zero of either sign gives +0.
    return v >= 0x1p63 ? 0 : ((long) v) & 0xffffffffL;
  }

  @Override
  public Explainer explainer(FairshareResult computed, Demand demand) {
    return new TicketExplainer(computed, demand, version);
  }
}
