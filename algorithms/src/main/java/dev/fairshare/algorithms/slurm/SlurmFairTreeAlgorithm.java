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
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * Slurm's Fair Tree, the default since 19.05: users ranked by a depth-first walk that visits each level's
 * children in order of LevelFS {@code S/U}, factor = rank / number of user associations (docs/algorithms/slurm.md
 * §2.3, §6; {@code fair_tree.c}: {@code _calc_assoc_fs}, {@code _calc_tree_fs}, {@code _cmp_level_fs};
 * manual: <a href="https://slurm.schedmd.com/fair_tree.html">fair_tree</a>).
 *
 * <ul>
 *   <li>S = the level fraction {@code shares / level_shares} of the association, or of its fair-share parent
 *       for a {@code parent} one (0 when the level has no shares); the root's is {@code shares / NO_VAL}.
 *   <li>U = usage / usage of the fair-share parent, not capped (0 when the parent has none).
 *   <li>LevelFS: +inf for a {@code parent} user, 4294967294 for a {@code parent} account, 0 when S is 0
 *       (even if U is 0), else S/U (+inf when U is 0). Computed and compared as Slurm does, in x87
 *       extended precision, exactly, never with an epsilon: with hardware doubles where {@link X87Pair}
 *       can prove the x87 result, with the software {@link X87} otherwise ({@link LevelFsKeys}).
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
 * a position). FairShareDampeningFactor does not apply. The ranks come from one pass over the sorted lists
 * ({@link FairTreeRanks}) and flat arrays. What depends on the tree alone (the hierarchy, the children lists
 * as built, the users before each node, S) is kept from the previous result when that is this algorithm's
 * for the same tree object, as a scheduler's next cycle hands it back (trees are immutable; the previous
 * result must no longer be read, as {@code compute} says). With a {@link Parallelism} ({@link #parallel}) a
 * big tree's subtrees are computed at the same time, their lists sorted and ranked by several workers, with
 * the same values ({@link SubtreeTasks}).
 */
public final class SlurmFairTreeAlgorithm extends RecomputingAlgorithm implements Explainable {
  /** The registered name. */
  public static final String NAME = "slurm.fair-tree";

  /** Slurm's NO_VAL, the LevelFS of a {@code parent} account and the level shares of the root. */
  static final double NO_VAL = 4294967294.0;

  private final Parallelism parallelism;

  /** Fair Tree, every recompute on the calling thread. */
  public SlurmFairTreeAlgorithm() {
    this(Parallelism.sequential());
  }

  private SlurmFairTreeAlgorithm(Parallelism parallelism) {
    super(NAME, Metric.NORM_SHARES, Metric.NORM_USAGE, Metric.EFFECTIVE_USAGE, Metric.LEVEL_FS,
        Metric.FACTOR, Metric.RANK);
    this.parallelism = parallelism;
  }

  /** Slurm's own construct: a FairShare=parent node stands as its parent does. */
  @Override
  public boolean readsParentShares() {
    return true;
  }

  @Override
  public FairshareAlgorithm parallel(Parallelism parallelism) {
    return new SlurmFairTreeAlgorithm(parallelism);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult.Builder out = FairshareResult.reusing(previous, NAME, tree, usage);
    // What depends on the tree alone (hierarchy, lists as built, users-before counts, S) is kept when the
    // previous result is this algorithm's, complete, for this very tree (trees are immutable).
    int[] keptMark = out.scratchInts("fair-tree.kept", 1);
    boolean kept = KeptMark.take(keptMark, previous, NAME, tree);
    // Every entry of every metric is written below (NaN where empty), so no array is filled first.
    double[] normShares = out.metricToOverwrite(Metric.NORM_SHARES);
    double[] normUsage = out.metricToOverwrite(Metric.NORM_USAGE);
    double[] efctv = out.metricToOverwrite(Metric.EFFECTIVE_USAGE);
    double[] levelFs = out.metricToOverwrite(Metric.LEVEL_FS);
    double[] factor = out.metricToOverwrite(Metric.FACTOR);
    double[] rank = out.metricToOverwrite(Metric.RANK);
    int n = tree.size();
    SubtreeTasks tasks = SubtreeTasks.of(tree, parallelism, previous, out);
    SlurmHierarchy h = SlurmHierarchy.reusing(out);
    // The keys' doubles are the LEVEL_FS metric itself; parent rows hold their key until the walk is done.
    double[] levelFsLo = out.scratchDoubles("fair-tree.lf-lo", n);
    LevelFsKeys keys = new LevelFsKeys(tree, usage, h, levelFs, levelFsLo);
    boolean parentRows;
    if (tasks == null) {
      h.compute(tree, kept);
      parentRows = LevelValues.compute(tree, usage, h, normShares, normUsage, efctv, keys, kept, out);
    } else {
      parentRows = levelValues(tasks, usage, h, normShares, normUsage, efctv, keys, kept, out);
    }
    FsChildren lists = FsChildren.reusing(tree, h, out, kept);
    int[] sorted = out.scratchInts("fair-tree.sorted", lists.list().length);
    int[] sortScratch = out.scratchInts("fair-tree.sort", lists.list().length);
    FairTreeRanks ranks = new FairTreeRanks(tree, factor, rank, out, kept);
    if (tasks == null) {
      LevelFsOrder.sort(tree, lists, keys, sortScratch, sorted, ranks);
      ranks.finish();
    } else {
      // The top's lists, then each subtree's, all at the same time, each worker with its own sorter.
      FairTreeRanks shared = ranks.concurrent();
      LevelFsOrder[] sorters = new LevelFsOrder[tasks.slots()];
      for (int w = 0; w < sorters.length; w++) {
        sorters[w] = new LevelFsOrder(tree, lists, w == 0 ? keys : keys.worker(), sortScratch, sorted, shared);
      }
      for (int s = 0; s <= tasks.count(); s++) {
        sorters[0].owners(tasks.ownersFrom(s), tasks.ownersTo(s));
      }
      // Each task writes its interior's factors once its lists are in, while its ranks are in cache.
      tasks.run((t, slot) -> {
        sorters[slot].owners(tasks.root(t), tasks.end(t));
        shared.factors(tasks.root(t) + 1, tasks.end(t));
      });
      ranks.finish(tasks);
    }
    if (parentRows) {
      for (int i = 1; i < n; i++) {
        if (tree.usesParentShares(i)) {
          levelFs[i] = Double.NaN;
        }
      }
    }
    KeptMark.set(keptMark);
    return out.build();
  }

  /**
   * The hierarchy (unless kept) and {@link LevelValues} of a tree cut for a parallel recompute: the top's,
   * then each subtree's at the same time, each worker with its own buffers and keys; whether there are
   * {@code parent} rows.
   */
  private static boolean levelValues(SubtreeTasks tasks, UsageSnapshot usage, SlurmHierarchy h,
      double[] normShares, double[] normUsage, double[] efctv, LevelFsKeys keys, boolean kept,
      FairshareResult.Builder out) {
    ShareTree tree = tasks.tree();
    if (kept) {
      h.compute(tree, true);
    } else {
      h.start(tree);
      for (int s = 0; s <= tasks.count(); s++) {
        h.fill(tree, Math.max(1, tasks.from(s)), tasks.to(s));
      }
    }
    LevelValues.Buffers[] buffers = new LevelValues.Buffers[tasks.slots()];
    for (int w = 0; w < buffers.length; w++) {
      buffers[w] = new LevelValues.Buffers(out, w == 0 ? "" : "." + w);
    }
    LevelValues.root(tree, normShares, normUsage, efctv, keys);
    boolean parentRows = false;
    for (int s = 0; s <= tasks.count(); s++) {
      parentRows |= LevelValues.run(tree, usage, h, normShares, normUsage, efctv, keys, kept,
          Math.max(1, tasks.from(s)), tasks.to(s), buffers[0]);
    }
    LevelFsKeys[] workerKeys = new LevelFsKeys[buffers.length];
    for (int w = 0; w < workerKeys.length; w++) {
      workerKeys[w] = w == 0 ? keys : keys.worker();
    }
    boolean[] rows = new boolean[tasks.count()];
    tasks.run((t, slot) -> {
      if (!kept) {
        h.fill(tree, tasks.root(t) + 1, tasks.end(t));
      }
      rows[t] = LevelValues.run(tree, usage, h, normShares, normUsage, efctv, workerKeys[slot], kept,
          tasks.root(t) + 1, tasks.end(t), buffers[slot]);
    });
    for (boolean r : rows) {
      parentRows |= r;
    }
    return parentRows;
  }

  @Override
  public Explainer explainer(FairshareResult computed, Demand demand) {
    return new FairTreeExplainer(computed);
  }
}
