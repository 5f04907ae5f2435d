package dev.fairshare.testkit.reference;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The reference version of LSF's hierarchical fair share, written as plainly as the manual reads
 * (docs/algorithms/lsf.md §2.1, §2.6, §4.3, §4.4): one object per share account, the formula spelled out term by term,
 * slots summed over subtrees by recursion, and the descent as a recursive walk that visits siblings by
 * descending priority.
 *
 * <p>Slow by design; the fast {@code lsf.fairshare} is checked against it on random trees. Factors and
 * version flags are given as plain values so that this class depends on nothing of the algorithm's.
 */
public final class ReferenceLsfFairshare {

  /** The weights and switches of the formula. */
  public record Formula(double cpuTimeFactor, double runTimeFactor, double runJobFactor,
      double committedRunTimeFactor, double adjustmentFactor, Double fwdJobFactor, double gpuRunTimeFactor,
      boolean adjustment, boolean historyAndCommitted, boolean forwardAndGpu, boolean singlePrecision) {}

  /**
   * Per-node priority and per-user dispatch position (a collective account's too), indexed like the tree (NaN
   * where none).
   */
  public record Values(double[] priority, double[] rank) {}

  private static final class Account {
    int index;
    boolean user;
    double shares;
    double cpu;
    double run;
    double hist;
    double committed;
    double slots;
    double adjust;
    double fwd;
    double gpu;
    double histGpu;
    boolean pending;
    double priority = Double.NaN;
    final List<Account> children = new ArrayList<>();
  }

  private final Formula f;

  public ReferenceLsfFairshare(Formula formula) {
    this.f = formula;
  }

  /** Computes every account's priority and every user's position. */
  public Values compute(ShareTree tree, UsageSnapshot usage, Demand demand) {
    Account[] accounts = new Account[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      Account a = new Account();
      a.index = i;
      // a collective account (a childless group with its members listed) is a leaf of the descent, as a user is
      a.user = tree.isUser(i) || (i > 0 && !tree.hasChildren(i) && tree.attribute(i, "lsf.members") != null);
      a.shares = tree.shares(i);
      a.cpu = usage.usage(i);
      a.run = usage.component("run_time", i);
      a.hist = usage.component("hist_run_time", i);
      a.committed = usage.component("committed_run_time", i);
      a.adjust = usage.component("adjustment", i);
      a.fwd = usage.component("fwd_job_slots", i);
      a.gpu = usage.component("gpu_run_time", i);
      a.histGpu = usage.component("hist_gpu_run_time", i);
      a.slots = usage.hasComponent("job_slots") ? usage.component("job_slots", i)
          : demand.quantity("job_slots", i);
      a.pending = demand.isPending(i);
      accounts[i] = a;
      if (i > 0) {
        accounts[tree.parent(i)].children.add(a);
      }
    }
    Account root = accounts[0];
    if (!usage.hasComponent("job_slots")) {
      sumSlots(root);
    }
    boolean anyPending = !demand.hasNoPending();
    if (anyPending) {
      markPending(root);
    }
    for (Account a : accounts) {
      if (a != root) {
        a.priority = priority(a);
      }
    }
    double[] priority = new double[tree.size()];
    double[] rank = new double[tree.size()];
    java.util.Arrays.fill(rank, Double.NaN);
    for (Account a : accounts) {
      priority[a.index] = a.priority;
    }
    List<Account> order = new ArrayList<>();
    descend(root, anyPending, order);
    int position = 0;
    for (Account a : order) {
      rank[a.index] = ++position;
    }
    return new Values(priority, rank);
  }

  private static double sumSlots(Account a) {
    for (Account c : a.children) {
      a.slots += sumSlots(c);
    }
    return a.slots;
  }

  private static boolean markPending(Account a) {
    for (Account c : a.children) {
      if (markPending(c)) {
        a.pending = true;
      }
    }
    return a.pending;
  }

  private double priority(Account a) {
    double cpuHours = a.cpu / 3600.0;
    double runHours = a.run / 3600.0;
    double histHours = f.historyAndCommitted() ? a.hist / 3600.0 : 0;
    double load = cpuHours * f.cpuTimeFactor()
        + (histHours + runHours) * f.runTimeFactor()
        + (1 + a.slots) * f.runJobFactor();
    if (f.historyAndCommitted()) {
      double remaining = a.committed / 3600.0 - runHours;
      load += (remaining > 0 ? remaining : 0) * f.committedRunTimeFactor();
    }
    if (f.adjustment()) {
      load += a.adjust * f.adjustmentFactor();
    }
    if (f.forwardAndGpu()) {
      if (f.fwdJobFactor() != null) {
        load += (1 + a.fwd) * f.fwdJobFactor();
      }
      load += (a.histGpu / 3600.0 + a.gpu / 3600.0) * f.gpuRunTimeFactor();
    }
    if (f.singlePrecision()) {
      float l = (float) load;
      return (float) a.shares / (l < 0.01 ? 0.01f : l);
    }
    return a.shares / (load < 0.01 ? 0.01 : load);
  }

  private static void descend(Account node, boolean byPending, List<Account> order) {
    if (node.user) {
      order.add(node);
    }
    List<Account> kids = new ArrayList<>(node.children);
    Comparator<Account> best = Comparator.comparingDouble((Account a) -> -a.priority);
    if (byPending) {
      best = Comparator.comparing((Account a) -> !a.pending).thenComparing(best);
    }
    kids.sort(best.thenComparingInt(a -> a.index));
    for (Account child : kids) {
      descend(child, byPending, order);
    }
  }
}
