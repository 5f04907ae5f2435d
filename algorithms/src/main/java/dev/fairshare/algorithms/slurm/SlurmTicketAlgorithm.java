package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.support.Ranking;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.EnumSet;
import java.util.Set;

/**
 * Slurm 2.5's ticket-based {@code priority/multifactor2}: tickets flow from the root to the branches with
 * pending jobs in proportion to {@code S·F}, and a job's factor is its association's tickets over the most
 * any user got (specs/slurm.md §11; {@code priority_multifactor2.c} at {@code slurm-2-5-7-1}:
 * {@code _set_usage_efctv}, {@code priority_p_calc_fs_factor}, {@code _distribute_tickets},
 * {@code _get_fairshare_priority}; manual: seed 001).
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
 * <p>U, E and F are computed in x87 {@code long double} as the C code does ({@link X87}, checked bit for
 * bit against hardware). One difference remains: S is multiplied top-down rather than bottom-up, which can
 * move a truncated ticket count by one in rare cases. Fills NORM_SHARES, NORM_USAGE, EFFECTIVE_USAGE, FACTOR (users) and RANK (by factor).
 */
public final class SlurmTicketAlgorithm implements FairshareAlgorithm {
  /** The registered name. */
  public static final String NAME = "slurm.ticket";
  /** The extra with each node's tickets. */
  public static final String TICKETS = "tickets";
  /** The extra with each node's multifactor2 fair-share factor {@code S / max(E, 0.01·S)}. */
  public static final String FS_FACTOR = "fs_factor";

  /** The root's tickets, {@code (uint32_t) -1}. */
  static final double ROOT_TICKETS = 4294967295.0;
  /** {@code SLURMDB_FS_USE_PARENT}, the stored shares of a {@code parent} association. */
  static final double USE_PARENT = 2147483647.0;
  private static final double MIN_USAGE_FACTOR = 0.01;

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
    double[] s = out.metric(Metric.NORM_SHARES);
    double[] u = out.metric(Metric.NORM_USAGE);
    double[] e = out.metric(Metric.EFFECTIVE_USAGE);
    double[] factor = out.metric(Metric.FACTOR);
    double[] tickets = out.extra(TICKETS);
    double[] fs = out.extra(FS_FACTOR);
    int n = tree.size();
    double[] level = out.scratchDoubles("ticket.level", n);
    java.util.Arrays.fill(level, 0);
    for (int i = 1; i < n; i++) {
      if (!tree.usesParentShares(i)) {
        level[tree.parent(i)] += tree.shares(i);
      }
    }
    sharesAndUsage(tree, usage, level, s, u, e, fs);
    boolean[] active = out.scratchBooleans("ticket.active", n);
    java.util.Arrays.fill(active, false);
    for (int i = n - 1; i > 0; i--) {
      active[i] |= demand.isPending(i);
      if (active[i]) {
        active[tree.parent(i)] = true;
      }
    }
    double max = distribute(tree, active, s, fs, tickets, out.scratchDoubles("ticket.sum", n));
    for (int i = 1; i < n; i++) {
      if (tree.isUser(i)) {
        int f = i;
        while (f != 0 && tree.usesParentShares(f)) {
          f = tree.parent(f);
        }
        factor[i] = (f == 0 || active[f]) && max != 0 ? tickets[f] / max : 0;
      }
    }
    Ranking.byFactor(tree, factor, out.metricToOverwrite(Metric.RANK), out);
    return out.build();
  }

  /**
   * S, U, E and F of every node ({@code level[p]}: the shares of p's children, parent ones excluded). U, E
   * and F are computed in x87 {@code long double} as Slurm's are ({@link X87}); U and E are kept as such
   * for the children ({@code uMant}, {@code uExp}) and shown as doubles.
   */
  private static void sharesAndUsage(ShareTree tree, UsageSnapshot usage, double[] level, double[] s,
      double[] u, double[] e, double[] fs) {
    int n = tree.size();
    long[] uMant = new long[n];
    int[] uExp = new int[n];
    X87 x = new X87();
    long oneMant = x.set(1.0).mant;
    int oneExp = x.exp;
    double total = usage.total();
    s[0] = 1.0;
    e[0] = 1.0;
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      double levelShares = level[p];
      // A parent association's S is the product of the ratios above it, so every S carries the chain.
      s[i] = tree.usesParentShares(i) ? s[p] : (tree.shares(i) / levelShares) * s[p];
      // usage_norm = usage_raw / root usage_raw, at most 1; a parent association below the top copies its
      // parent's (_set_usage_efctv).
      if (p != 0 && tree.usesParentShares(i)) {
        x.mant = uMant[p];
        x.exp = uExp[p];
      } else if (total == 0) {
        x.set(0);
      } else {
        x.divide(usage.usage(i), total);
        if (X87.compare(x.mant, x.exp, oneMant, oneExp) > 0) {
          x.mant = oneMant;
          x.exp = oneExp;
        }
      }
      uMant[i] = x.mant;
      uExp[i] = x.exp;
      long em = x.mant;
      int ee = x.exp;
      if (p != 0 && levelShares != 0) {
        // min_shares_norm = (long double) 0.01 * shares_raw / level_shares; E = U if U > min, else min.
        double raw = tree.usesParentShares(i) ? USE_PARENT : tree.shares(i);
        long cm = x.set(MIN_USAGE_FACTOR).mant;
        int ce = x.exp;
        x.set(raw);
        x.multiply(cm, ce, x.mant, x.exp);
        long pm = x.mant;
        int pe = x.exp;
        x.set(levelShares);
        x.divide(pm, pe, x.mant, x.exp);
        if (X87.compare(em, ee, x.mant, x.exp) <= 0) {
          em = x.mant;
          ee = x.exp;
        }
      }
      u[i] = X87.toDouble(uMant[i], uExp[i]);
      e[i] = X87.toDouble(em, ee);
      fs[i] = fsFactor(x, em, ee, s[i]);
    }
  }

  /**
   * {@code priority_p_calc_fs_factor} in x87 precision: {@code S / max(E, 0.01·S)} when S > 0, else 0,
   * rounded to a double as its return type does.
   */
  private static double fsFactor(X87 x, long em, int ee, double sharesNorm) {
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

  /** {@code _distribute_tickets} from the root, top-down; returns the most tickets any user got. */
  private static double distribute(ShareTree tree, boolean[] active, double[] s, double[] fs,
      double[] tickets, double[] sum) {
    int n = tree.size();
    java.util.Arrays.fill(sum, 0);
    for (int i = 1; i < n; i++) {
      if (active[i]) {
        sum[tree.parent(i)] += s[i] * fs[i];
      }
    }
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
    if (Double.isNaN(v) || v >= 0x1p63 || v <= -0x1p63) {
      return 0;
    }
    return ((long) v) & 0xffffffffL;
  }
}
