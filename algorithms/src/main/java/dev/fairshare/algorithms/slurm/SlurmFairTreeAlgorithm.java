package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.support.IntMergeSort;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.EnumSet;
import java.util.Set;

/**
 * Slurm's Fair Tree, the default since 19.05: users ranked by a depth-first walk that visits each level's
 * children in order of LevelFS {@code S/U}, factor = rank / number of user associations (specs/slurm.md
 * §2.3, §6; {@code fair_tree.c}: {@code _calc_assoc_fs}, {@code _calc_tree_fs}, {@code _cmp_level_fs};
 * manual: <a href="https://slurm.schedmd.com/fair_tree.html">fair_tree</a>).
 *
 * <ul>
 *   <li>S = the level fraction {@code shares / level_shares} of the association, or of its fair-share parent
 *       for a {@code parent} one (0 when the level has no shares); the root's is {@code shares / NO_VAL}.
 *   <li>U = usage / usage of the fair-share parent, not capped (0 when the parent has none).
 *   <li>LevelFS: +inf for a {@code parent} user, 4294967294 for a {@code parent} account, 0 when S is 0
 *       (even if U is 0), else S/U (+inf when U is 0). Computed and compared as Slurm does, in x87
 *       extended precision ({@link X87}), exactly, never with an epsilon.
 *   <li>Each children list is sorted by LevelFS descending, a user before an account on equal LevelFS,
 *       otherwise stable over the list order (glibc's merge-sort {@code qsort}).
 *   <li>The walk starts with rank = N = the number of user associations. A user not tied with the element
 *       before it takes the current "rank without ties"; every user decrements that count (competition
 *       ranking). An account that ties the element before it passes the tie to its first child only.
 *       Tied sibling accounts are not merged (the code's {@code _count_tied_accounts} always returns 0,
 *       §6.4), so the second account's first child inherits the last rank given inside the first.
 * </ul>
 *
 * <p>Fills NORM_SHARES (S), NORM_USAGE (usage / root usage, capped at 1; empty for the root),
 * EFFECTIVE_USAGE (U; 1 for the root), LEVEL_FS (empty for the root and {@code parent} rows), FACTOR
 * (rank / N for users, empty for accounts) and RANK (N − rank + 1, so 1 is the most deserving and ties share
 * a position). FairShareDampeningFactor does not apply. The walk uses an explicit stack and flat arrays.
 */
public final class SlurmFairTreeAlgorithm implements FairshareAlgorithm {
  /** The registered name. */
  public static final String NAME = "slurm.fair-tree";

  /** Slurm's NO_VAL, the LevelFS of a {@code parent} account and the level shares of the root. */
  static final double NO_VAL = 4294967294.0;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Set<Metric> metrics() {
    return EnumSet.of(Metric.NORM_SHARES, Metric.NORM_USAGE, Metric.EFFECTIVE_USAGE, Metric.LEVEL_FS,
        Metric.FACTOR, Metric.RANK);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand) {
    return compute(tree, usage, demand, null);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult.Builder out = FairshareResult.reusing(previous, NAME, tree, usage);
    double[] normShares = out.metric(Metric.NORM_SHARES);
    double[] normUsage = out.metric(Metric.NORM_USAGE);
    double[] efctv = out.metric(Metric.EFFECTIVE_USAGE);
    double[] levelFs = out.metric(Metric.LEVEL_FS);
    double[] factor = out.metric(Metric.FACTOR);
    double[] rank = out.metric(Metric.RANK);
    int n = tree.size();
    SlurmHierarchy h = SlurmHierarchy.reusing(out).compute(tree);
    long[] lfMant = out.scratchLongs("fair-tree.lf-mant", n);
    int[] lfExp = out.scratchInts("fair-tree.lf-exp", n);
    boolean[] lfNeg = out.scratchBooleans("fair-tree.lf-neg", n);
    levelValues(tree, usage, h, normShares, normUsage, efctv, levelFs, lfMant, lfExp, lfNeg);
    FsChildren lists = FsChildren.reusing(tree, h, out);
    sortLevels(tree, lists, lfMant, lfExp, lfNeg, out.scratchInts("fair-tree.sort", lists.list().length));
    new FairTreeWalk(tree, lists, lfMant, lfExp, lfNeg).rank(factor, rank, out);
    return out.build();
  }

  /** §2.3 and §6.1 for every node: S, U, usage_norm and LevelFS (in x87 precision and as a double). */
  static void levelValues(ShareTree tree, UsageSnapshot usage, SlurmHierarchy h, double[] normShares,
      double[] normUsage, double[] efctv, double[] levelFs, long[] lfMant, int[] lfExp, boolean[] lfNeg) {
    X87 x = new X87();
    double total = usage.total();
    normShares[0] = tree.shares(0) / NO_VAL;
    efctv[0] = 1.0;
    x.set(NO_VAL);
    lfMant[0] = x.mant;
    lfExp[0] = x.exp;
    lfNeg[0] = false;
    for (int i = 1; i < tree.size(); i++) {
      lfNeg[i] = false;
      int fp = h.fsParent(i);
      int f = tree.usesParentShares(i) ? fp : i;
      double level = f == 0 ? NO_VAL : h.levelShares(f);
      double s = level != 0 ? tree.shares(f) / level : 0.0;
      normShares[i] = s;
      normUsage[i] = total == 0 ? 0 : Math.min(1, usage.usage(i) / total);
      double parentUsage = usage.usage(fp);
      if (parentUsage == 0) {
        efctv[i] = 0;
        x.set(0);
      } else {
        efctv[i] = usage.usage(i) / parentUsage;
        x.divide(usage.usage(i), parentUsage);
      }
      long um = x.mant;
      int ue = x.exp;
      boolean uNeg = x.neg;
      if (tree.usesParentShares(i)) {
        x.set(tree.isUser(i) ? Double.POSITIVE_INFINITY : NO_VAL);
        levelFs[i] = Double.NaN;
      } else if (s == 0) {
        x.set(0);
        levelFs[i] = 0;
      } else {
        // Signs only come from negative shares or usage, which Slurm cannot hold (a PBS tree can).
        boolean negative = s < 0 != uNeg;
        x.set(Math.abs(s));
        x.divide(x.mant, x.exp, um, ue);
        lfNeg[i] = negative && !x.isZero();
        levelFs[i] = lfNeg[i] ? -X87.toDouble(x.mant, x.exp) : X87.toDouble(x.mant, x.exp);
      }
      lfMant[i] = x.mant;
      lfExp[i] = x.exp;
    }
  }

  /** Sorts every children list: LevelFS descending, a user before an account on ties, stable otherwise. */
  static void sortLevels(ShareTree tree, FsChildren lists, long[] lfMant, int[] lfExp, boolean[] lfNeg,
      int[] scratch) {
    IntMergeSort.IntComparator order = (a, b) -> {
      int c = X87.compare(lfMant[b], lfExp[b], lfNeg[b], lfMant[a], lfExp[a], lfNeg[a]);
      if (c != 0) {
        return c;
      }
      boolean ua = tree.isUser(a);
      return ua == tree.isUser(b) ? 0 : ua ? -1 : 1;
    };
    for (int p = 0; p < tree.size(); p++) {
      if (lists.end(p) - lists.start(p) > 1) {
        IntMergeSort.sort(lists.list(), lists.start(p), lists.end(p), scratch, order);
      }
    }
  }
}
