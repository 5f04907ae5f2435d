package dev.fairshare.algorithms.lsf;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * LSF's dispatch loop over a share tree (docs/algorithms/lsf.md §4.4): for each job, descend from the root to the
 * child with the highest dynamic priority among those with pending work, down to a leaf account, dispatch
 * its next job, add the job's slots to every account on its path and go again with the new priorities.
 *
 * <p>This is what makes users with equal shares alternate job by job under {@code [default, 1]} (§6.8).
 * Siblings of equal priority keep their tree order (LSF takes the earliest pending job). Priorities come
 * from {@link LsfLoad} with the usage given plus the slots dispatched so far; iterative, O(steps × depth ×
 * fan-out).
 */
public final class LsfDispatchSimulator {
  private final LsfFairshareAlgorithm algorithm;

  /** A simulator with the algorithm's settings (its factors and the tree's root overrides). */
  public LsfDispatchSimulator(LsfFairshareAlgorithm algorithm) {
    this.algorithm = algorithm;
  }

  /**
   * The leaf accounts in dispatch order, one entry per job, until no work is pending or {@code maxJobs} are
   * dispatched; {@code pendingJobs[i]} jobs of {@code slotsPerJob[i]} slots wait at leaf {@code i}.
   */
  public List<Integer> run(ShareTree tree, UsageSnapshot usage, int[] pendingJobs, int[] slotsPerJob,
      int maxJobs) {
    LsfSettings s = algorithm.settings();
    LsfLoad formula = new LsfLoad(s.version(), algorithm.factorsFor(tree), s.singlePrecision());
    int n = tree.size();
    double[] base = new double[n];
    double[] slots = new double[n];
    int[] pendingBelow = new int[n];
    int[] pending = pendingJobs.clone();
    for (int i = 1; i < n; i++) {
      base[i] = formula.load(usage.usage(i), usage.component(LsfUsage.RUN_TIME, i),
          usage.component(LsfUsage.HIST_RUN_TIME, i), usage.component(LsfUsage.COMMITTED_RUN_TIME, i), 0,
          usage.component(LsfUsage.ADJUSTMENT, i), usage.component(LsfUsage.FWD_JOB_SLOTS, i),
          usage.component(LsfUsage.GPU_RUN_TIME, i), usage.component(LsfUsage.HIST_GPU_RUN_TIME, i));
      slots[i] = usage.component(LsfUsage.JOB_SLOTS, i);
    }
    for (int i = n - 1; i > 0; i--) {
      if (!tree.hasChildren(i)) {
        pendingBelow[i] = pending[i];
      }
      pendingBelow[tree.parent(i)] += pendingBelow[i];
    }
    double runJob = algorithm.factorsFor(tree).runJob();
    List<Integer> order = new ArrayList<>();
    while (order.size() < maxJobs && pendingBelow[0] > 0) {
      int node = 0;
      while (tree.hasChildren(node)) {
        int best = -1;
        double bestPriority = Double.NEGATIVE_INFINITY;
        for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
          if (pendingBelow[c] == 0) {
            continue;
          }
          double p = formula.priority(tree.shares(c), base[c] + slots[c] * runJob);
          if (p > bestPriority) {
            best = c;
            bestPriority = p;
          }
        }
        node = best;
      }
      order.add(node);
      pending[node]--;
      for (int a = node; a >= 0; a = tree.parent(a)) {
        pendingBelow[a]--;
        slots[a] += slotsPerJob[node];
      }
    }
    return order;
  }
}
