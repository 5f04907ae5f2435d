package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithm.RecomputingAlgorithm;
import dev.fairshare.algorithms.support.KeptMark;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.explain.Queryable;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.HashMap;
import java.util.Map;

/**
 * LSF's hierarchical fair share: every share account's dynamic user priority, and the dispatch order of
 * the users that the level-by-level descent gives (docs/algorithms/lsf.md §2, §4; LSF 7.3's manual: "LSF measures the
 * resource consumption for all levels of the share tree").
 *
 * <p>Each account's priority is {@code number_shares / max(load, 0.01)} ({@link LsfLoad}) with its own raw
 * shares (never a product down the path, §4.2) and the usage of its whole subtree: the snapshot's main
 * usage is CPU seconds and the other terms come from the components named in {@link LsfUsage}. Factors are
 * the settings' ({@code lsb.params}) overridden by the root attributes {@code lsf.CPU_TIME_FACTOR} and so on
 * that a queue's reader sets. FACTOR is the dynamic priority (not in [0, 1]); RANK is the position in
 * the descent ({@link LsfDispatchOrder}) of the leaf accounts it dispatches from, users and collective accounts
 * ({@link #isCollectiveAccount}); the root has neither. Extra {@code load}: the denominator before
 * the floor. With a {@link Parallelism} ({@link #parallel}) a big tree's subtrees are computed at the same
 * time, with the same values ({@link SubtreeTasks}, {@link LsfSplit}).
 */
public final class LsfFairshareAlgorithm extends RecomputingAlgorithm implements Explainable, Queryable {
  /** The registered name. */
  public static final String NAME = "lsf.fairshare";
  /** The prefix of root attributes that override a factor for one tree (a queue's own values). */
  public static final String FACTOR_ATTRIBUTE_PREFIX = "lsf.";
  /**
   * The attribute the LSF readers put on a collective account: the members who share it, space-separated
   * ({@code lsf.members}; a group named without {@code @} and without USER_SHARES of its own, {@code others},
   * {@code all}).
   */
  public static final String MEMBERS_ATTRIBUTE = "lsf.members";

  private final LsfSettings settings;
  private final Parallelism parallelism;

  /** The algorithm with its settings. */
  public LsfFairshareAlgorithm(LsfSettings settings) {
    this(settings, Parallelism.sequential());
  }

  private LsfFairshareAlgorithm(LsfSettings settings, Parallelism parallelism) {
    super(NAME, Metric.FACTOR, Metric.RANK);
    this.settings = settings;
    this.parallelism = parallelism;
  }

  /** The dispatch order (RANK) passes over the accounts without a pending job below them. */
  @Override
  public boolean takesPendingJobs() {
    return true;
  }

  @Override
  public FairshareAlgorithm parallel(Parallelism parallelism) {
    return new LsfFairshareAlgorithm(settings, parallelism);
  }

  /**
   * Whether a node is a collective account: a group without children that carries {@link #MEMBERS_ATTRIBUTE}, one
   * share account its members share, first come first served inside (docs/algorithms/lsf.md §3.2). mbatchd's
   * descent treats it as it treats a user's account (a leaf, {@code FS_IS_LEAF_NODE} in Volclava's
   * {@code mbd.fairshare.h}), so it has a RANK.
   */
  public static boolean isCollectiveAccount(ShareTree tree, int node) {
    return node > 0 && !tree.isUser(node) && !tree.hasChildren(node)
        && tree.attribute(node, MEMBERS_ATTRIBUTE) != null;
  }

  /** The settings. */
  public LsfSettings settings() {
    return settings;
  }

  /** The factors used for a tree: the settings' with the tree's root overrides. */
  public LsfFactors factorsFor(ShareTree tree) {
    Map<String, String> overrides = new HashMap<>();
    for (String parameter : LsfFactors.PARAMETERS) {
      String value = tree.attribute(0, FACTOR_ATTRIBUTE_PREFIX + parameter);
      if (value != null) {
        overrides.put(parameter, value);
      }
    }
    return overrides.isEmpty() ? settings.factors() : settings.factors().overriddenBy(overrides);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult.Builder out = FairshareResult.reusing(previous, NAME, tree, usage);
    double[] priority = out.metricToOverwrite(Metric.FACTOR);
    double[] load = out.extraToOverwrite("load");
    priority[0] = Double.NaN;
    load[0] = Double.NaN;
    LsfLoad formula = new LsfLoad(settings.version(), factorsFor(tree), settings.singlePrecision());
    boolean sameTree = KeptMark.sameTree(previous, NAME, tree);
    double[] rank = out.metricToOverwrite(Metric.RANK);
    SubtreeTasks tasks = SubtreeTasks.of(tree, parallelism, previous, out);
    if (tasks == null) {
      double[] slots = slots(tree, usage, demand, out.scratchDoubles("lsf.slots", tree.size()));
      new Loads(tree, usage, formula, slots, load, priority).of(1, tree.size());
      LsfDispatchOrder.rank(tree, priority, pendingBelow(tree, demand, out), rank, sameTree, out);
      return out.build();
    }
    // The subtrees' slots, then the top's (bottom-up); each subtree's loads and pending marks in one task;
    // the top's after them; the dispatch order top-down.
    double[] slots = LsfSplit.slots(tasks, usage, demand, out.scratchDoubles("lsf.slots", tree.size()));
    Loads loads = new Loads(tree, usage, formula, slots, load, priority);
    boolean[] below = demand.hasNoPending() ? null : out.scratchBooleans("lsf.pending-below", tree.size());
    tasks.run((t, slot) -> {
      loads.of(tasks.root(t) + 1, tasks.end(t));
      if (below != null) {
        LsfSplit.pendingBelow(tasks, demand, below, t);
      }
    });
    for (int s = 0; s <= tasks.count(); s++) {
      loads.of(Math.max(1, tasks.from(s)), tasks.to(s));
    }
    if (below != null) {
      LsfSplit.pendingAbove(tasks, demand, below);
    }
    LsfDispatchOrder.rank(tasks, priority, below, rank, sameTree, out);
    return out.build();
  }

  /**
   * The load and dynamic priority of nodes, with the usage components the snapshot has looked up once per
   * recompute (not once per range: a cut tree computes its top in a range per task root).
   */
  private static final class Loads {
    private static final String[] NAMES = {LsfUsage.RUN_TIME, LsfUsage.HIST_RUN_TIME,
        LsfUsage.COMMITTED_RUN_TIME, LsfUsage.ADJUSTMENT, LsfUsage.FWD_JOB_SLOTS, LsfUsage.GPU_RUN_TIME,
        LsfUsage.HIST_GPU_RUN_TIME};

    private final ShareTree tree;
    private final UsageSnapshot usage;
    private final LsfLoad formula;
    private final double[] slots;
    private final double[] load;
    private final double[] priority;
    private final boolean[] present = new boolean[NAMES.length];
    private final boolean anyPresent;

    Loads(ShareTree tree, UsageSnapshot usage, LsfLoad formula, double[] slots, double[] load,
        double[] priority) {
      this.tree = tree;
      this.usage = usage;
      this.formula = formula;
      this.slots = slots;
      this.load = load;
      this.priority = priority;
      boolean any = false;
      for (int k = 0; k < NAMES.length; k++) {
        present[k] = usage.hasComponent(NAMES[k]);
        any |= present[k];
      }
      this.anyPresent = any;
    }

    /** The load and priority of nodes {@code from .. to−1} ({@code from ≥ 1}); any order. */
    void of(int from, int to) {
      if (anyPresent) {
        double[] c = new double[NAMES.length];
        for (int i = from; i < to; i++) {
          for (int k = 0; k < NAMES.length; k++) {
            c[k] = present[k] ? usage.component(NAMES[k], i) : 0;
          }
          load[i] = formula.load(usage.usage(i), c[0], c[1], c[2], slots == null ? 0 : slots[i], c[3], c[4],
              c[5], c[6]);
          priority[i] = formula.priority(tree.shares(i), load[i]);
        }
      } else {
        // The same call with the absent components as the 0 they are.
        for (int i = from; i < to; i++) {
          load[i] = formula.load(usage.usage(i), 0, 0, 0, slots == null ? 0 : slots[i], 0, 0, 0, 0);
          priority[i] = formula.priority(tree.shares(i), load[i]);
        }
      }
    }
  }

  /**
   * Job slots per node: the snapshot's component, else the demand's per-node quantity summed bottom-up, else
   * {@code null} (no slots anywhere).
   */
  static double[] slots(ShareTree tree, UsageSnapshot usage, Demand demand, double[] slots) {
    if (usage.hasComponent(LsfUsage.JOB_SLOTS)) {
      for (int i = 0; i < slots.length; i++) {
        slots[i] = usage.component(LsfUsage.JOB_SLOTS, i);
      }
      return slots;
    }
    if (demand.quantityNames().contains(LsfUsage.JOB_SLOTS)) {
      for (int i = 0; i < slots.length; i++) {
        slots[i] = demand.quantity(LsfUsage.JOB_SLOTS, i);
      }
      for (int i = slots.length - 1; i > 0; i--) {
        slots[tree.parent(i)] += slots[i];
      }
      return slots;
    }
    return null;
  }

  private static boolean[] pendingBelow(ShareTree tree, Demand demand, FairshareResult.Builder out) {
    if (demand.hasNoPending()) {
      return null;
    }
    boolean[] below = out.scratchBooleans("lsf.pending-below", tree.size());
    java.util.Arrays.fill(below, false);
    // Backward, so a node's children have marked it before it is reached.
    for (int i = tree.size() - 1; i > 0; i--) {
      if (below[i] |= demand.isPending(i)) {
        below[tree.parent(i)] = true;
      }
    }
    below[0] |= demand.isPending(0);
    return below;
  }

  @Override
  public Explainer explainer(FairshareResult computed, Demand demand) {
    return new LsfExplainer(computed, this, demand);
  }

  /**
   * The query over a tree: an account's dynamic priority depends on its own shares and the usage of its
   * subtree alone (the snapshot's aggregated values), so a query is O(1) for usage without demand.
   */
  @Override
  public FactorQuery factorQuery(ShareTree tree) {
    LsfLoad formula = new LsfLoad(settings.version(), factorsFor(tree), settings.singlePrecision());
    return (usage, i) -> {
      if (usage.tree() != tree) {
        throw new IllegalArgumentException("the usage snapshot is of another tree than the query's");
      }
      return i == 0 ? Double.NaN : formula.priority(tree.shares(i), formula.load(usage.usage(i),
          usage.component(LsfUsage.RUN_TIME, i), usage.component(LsfUsage.HIST_RUN_TIME, i),
          usage.component(LsfUsage.COMMITTED_RUN_TIME, i), usage.component(LsfUsage.JOB_SLOTS, i),
          usage.component(LsfUsage.ADJUSTMENT, i), usage.component(LsfUsage.FWD_JOB_SLOTS, i),
          usage.component(LsfUsage.GPU_RUN_TIME, i), usage.component(LsfUsage.HIST_GPU_RUN_TIME, i)));
    };
  }
}
