package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.explain.Quantity;
import dev.fairshare.explain.Section;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * Explains {@code lsf.fairshare} (docs/algorithms/lsf.md §2, §4.4; {@code mbd.fairshare.c}:
 * {@code calcDynamicPriority}): at each level the account's own shares, the usage of its whole subtree term by term,
 * the load and the dynamic priority {@code shares/max(load, 0.01)}, and its place among its siblings in the descent
 * (pending ones first, then by priority, equal priorities in tree order). The priority is found from the node's own
 * values, so it is {@code compute}'s; the rank is the descent's, from the whole tree. Adds LSF's dispatch order:
 * the jobs the dispatch loop ({@link LsfDispatchSimulator}) would start next.
 */
final class LsfExplainer implements Explainer {
  /** Jobs waiting per user in the dispatch section, and dispatches shown. */
  private static final int JOBS_EACH = 3;
  private static final int SHOWN = 12;

  private final FairshareResult result;
  private final LsfFairshareAlgorithm algorithm;
  private final Demand demand;
  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final LsfLoad formula;
  private final LsfFactors factors;
  private final double[] slots;

  LsfExplainer(FairshareResult result, LsfFairshareAlgorithm algorithm, Demand demand) {
    this.result = result;
    this.algorithm = algorithm;
    this.demand = demand;
    this.tree = result.tree();
    this.usage = result.usage();
    this.factors = algorithm.factorsFor(tree);
    LsfSettings s = algorithm.settings();
    this.formula = new LsfLoad(s.version(), factors, s.singlePrecision());
    this.slots = LsfFairshareAlgorithm.slots(tree, usage, demand, new double[tree.size()]);
  }

  @Override
  public FairshareResult result() {
    return result;
  }

  private double component(String name, int i) {
    return usage.component(name, i);
  }

  private double load(int i) {
    return formula.load(usage.usage(i), component(LsfUsage.RUN_TIME, i), component(LsfUsage.HIST_RUN_TIME, i),
        component(LsfUsage.COMMITTED_RUN_TIME, i), slots == null ? 0 : slots[i],
        component(LsfUsage.ADJUSTMENT, i), component(LsfUsage.FWD_JOB_SLOTS, i),
        component(LsfUsage.GPU_RUN_TIME, i), component(LsfUsage.HIST_GPU_RUN_TIME, i));
  }

  @Override
  public Level level(int i) {
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("raw_usage", "cpu", usage.usage(0)).build();
    }
    b.input("raw_shares", "shares", tree.shares(i));
    b.input("raw_usage", "cpu", usage.usage(i));
    double load = load(i);
    b.add(LsfLoadTerms.of(algorithm.settings().version(), factors, load, usage.usage(i),
        component(LsfUsage.RUN_TIME, i), component(LsfUsage.HIST_RUN_TIME, i),
        component(LsfUsage.COMMITTED_RUN_TIME, i), slots == null ? 0 : slots[i], component(LsfUsage.ADJUSTMENT, i),
        component(LsfUsage.FWD_JOB_SLOTS, i), component(LsfUsage.GPU_RUN_TIME, i),
        component(LsfUsage.HIST_GPU_RUN_TIME, i)));
    b.add(priority(i, load));
    place(b, i);
    return b.build();
  }

  private Quantity priority(int i, double load) {
    double p = formula.priority(tree.shares(i), load);
    return Quantity.of("factor", "priority", p,
        algorithm.settings().singlePrecision() ? "shares/max(load, 0.01) (float)" : "shares/max(load, 0.01)",
        "{}/max({}, 0.01)", tree.shares(i), load);
  }

  /** The node's place among its siblings in the descent, and its ties. */
  private void place(LevelBuilder b, int i) {
    int p = tree.parent(i);
    boolean pending = !demand.hasNoPending();
    double mine = result.factor(i);
    int before = 0;
    int siblings = 0;
    List<String> equal = new ArrayList<>();
    for (int c = tree.firstChild(p); c >= 0; c = tree.nextSibling(c)) {
      siblings++;
      if (c == i) {
        continue;
      }
      boolean cPending = !pending || below(c);
      boolean iPending = !pending || below(i);
      int byPriority = Double.compare(result.factor(c), mine);
      if (cPending != iPending) {
        before += cPending ? 1 : 0;
      } else if (byPriority > 0 || byPriority == 0 && c < i) {
        before++;
      }
      if (cPending == iPending && byPriority == 0) {
        equal.add(tree.name(c));
      }
    }
    b.note("place " + (before + 1) + " of " + siblings + " under " + (p == 0 ? "the root" : tree.path(p))
        + (pending ? ", accounts with pending jobs first, then" : ",") + " by priority (highest first)");
    if (!equal.isEmpty()) {
      b.note("priority equal to " + String.join(", ", equal)
          + ": tree order here; LSF takes the earliest pending job");
    }
  }

  private boolean below(int node) {
    for (int j = node; j < tree.subtreeEnd(node); j++) {
      if (demand.isPending(j)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Quantity factor(int user) {
    return priority(user, load(user));
  }

  @Override
  public List<Section> sections(int user) {
    int n = tree.size();
    int[] pendingJobs = new int[n];
    int[] slotsPerJob = new int[n];
    int waiting = 0;
    for (int i = 1; i < n; i++) {
      if (!tree.hasChildren(i) && (demand.hasNoPending() || demand.isPending(i))) {
        pendingJobs[i] = JOBS_EACH;
        slotsPerJob[i] = 1;
        waiting += JOBS_EACH;
      }
    }
    List<Integer> order = new LsfDispatchSimulator(algorithm).run(tree, usage, pendingJobs, slotsPerJob,
        waiting);
    List<List<String>> rows = new ArrayList<>();
    int first = order.indexOf(user);
    for (int k = 0; k < order.size(); k++) {
      if (k < SHOWN || k == first) {
        rows.add(List.of(Integer.toString(k + 1), tree.path(order.get(k)), order.get(k) == user ? "<" : ""));
      }
    }
    String who = demand.hasNoPending() ? "every user" : "every user with a pending job";
    return List.of(new Section("lsf.dispatch-order", "LSF's dispatch order if " + who + " had " + JOBS_EACH
        + " one-slot jobs waiting: each dispatch adds a slot on its path, so the next descent sees new"
        + " priorities" + (first < 0 ? " (this user has no job waiting)" : ""),
        List.of("job", "account", "this"), rows, ""));
  }
}
