package dev.fairshare.lsf.acct;

import dev.fairshare.format.Problem;
import dev.fairshare.lsf.acct.ChargedValues.Value;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Turns {@code lsb.acct} JOB_FINISH records (and the jobs {@code lsb.events} shows running) into the usage of
 * one scope's share tree at an instant (docs/algorithms/lsf.md §8.3), in the units {@code lsf.fairshare} reads: CPU
 * seconds as the main usage, components {@code run_time}, {@code hist_run_time}, {@code committed_run_time},
 * {@code job_slots} and {@code cpu_unknown_jobs}.
 *
 * <ul>
 *   <li>Jobs that finished by the instant: CPU time, normalized as {@link CpuNormalization} says, decayed as
 *       {@link AcctDecay} says: continuously as if it accrued evenly over the run, or at mbatchd's ticks
 *       ({@link TickLedger}, charged at the finish); with ENABLE_HIST_RUN_TIME the run time as historical run
 *       time, decayed from the finish (spread like CPU with RUN_TIME_DECAY).
 *   <li>Jobs running at the instant (started before it and not finished by it, or shown running by
 *       lsb.events): their slots, their run time so far (decayed with RUN_TIME_DECAY), their run limit as
 *       committed run time. Their CPU time is not in the records, so it is not counted: each such job is one
 *       in {@code cpu_unknown_jobs}, and CPU_TIME shows the finished jobs' part only.
 *   <li>Jobs that had not started by the instant count nothing (one started at the very second counts).
 * </ul>
 *
 * The account charged is the record's {@code chargedSAAP} when it is a path of the tree; else the user's
 * first account in tree order that {@code default} did not make, else a group account that is a leaf and
 * holds the user, else the user's {@code default} account, else a collective account that holds the user
 * ({@code others} last). The open mbatchd writes no chargedSAAP and charges the account its descent chose at
 * dispatch, the one of highest priority among those that may hold the job; a named or group account usually
 * outranks a {@code default} one [INF]. A
 * record with no account is reported as the warning {@code lsf.acct.no-account}.
 */
public final class AcctUsageBuilder {
  /** The component counting, per account, the running jobs whose CPU time is unknown. */
  public static final String CPU_UNKNOWN_JOBS = "cpu_unknown_jobs";

  private final ShareTree tree;
  private final LsbUsers users;
  private final AcctDecay decay;
  private final boolean allSlots;
  private final CpuNormalization cpuNormalization;
  private final List<Problem> warnings = new ArrayList<>();

  /** A builder that counts every slot of a parallel job and raw CPU seconds. */
  public AcctUsageBuilder(ShareTree tree, LsbUsers users, AcctDecay decay) {
    this(tree, users, decay, true, CpuNormalization.off());
  }

  /**
   * A builder; without {@code allSlots} a running job counts one slot whatever its size, as queue-level fair
   * share does unless {@code LSB_NCPU_ENFORCE=1} in lsf.conf (docs/algorithms/lsf.md §2.2, §6.5).
   */
  public AcctUsageBuilder(ShareTree tree, LsbUsers users, AcctDecay decay, boolean allSlots,
      CpuNormalization cpuNormalization) {
    this.tree = tree;
    this.users = users;
    this.decay = decay;
    this.allSlots = allSlots;
    this.cpuNormalization = cpuNormalization;
  }

  /** The warnings of the last {@link #build}. */
  public List<Problem> warnings() {
    return List.copyOf(warnings);
  }

  /** The usage of the jobs {@code inScope} accepts, as it stands at {@code at}. */
  public UsageSnapshot build(List<JobFinish> jobs, Predicate<JobFinish> inScope, Instant at) {
    long t = at.getEpochSecond();
    ChargedValues charged = new ChargedValues(tree.size());
    warnings.clear();
    boolean ticked = decay.ticked();
    TickLedger ledger = ticked ? new TickLedger(tree, decay) : null;
    List<JobFinish> ordered = jobs;
    if (ticked) {
      ordered = new ArrayList<>(jobs);
      ordered.sort(Comparator.comparingLong(JobFinish::eventTime));
    }
    Set<String> jobUsers = new HashSet<>();
    for (JobFinish job : ordered) {
      if (inScope.test(job) && job.started() && job.startTime() <= t) {
        jobUsers.add(job.userName());
      }
    }
    ChargeAccounts accounts = ChargeAccounts.find(tree, users, jobUsers);
    for (JobFinish job : ordered) {
      if (!inScope.test(job) || !job.started() || job.startTime() > t) {
        continue;
      }
      int node = accountOf(job, accounts);
      if (node < 0) {
        warnings.add(Problem.warning(job.location(), "lsf.acct.no-account", "job " + job.jobId() + " of user '"
            + job.userName() + "' has no share account in '" + tree.rootName() + "'",
            "the user is not covered by USER_SHARES; its usage is left out"));
        continue;
      }
      long s = job.startTime();
      long e = job.eventTime();
      if (e <= t) {
        double cpuTotal = cpuNormalization.apply(job.cpuSeconds(), job.hostFactor());
        if (ticked) {
          ledger.charge(node, e, cpuTotal);
        } else {
          charged.add(node, Value.CPU, decay.spread(cpuTotal, s, e, t));
        }
        if (decay.enableHistRunTime()) {
          long runSeconds = job.runSeconds();
          charged.add(node, Value.HIST_RUN_TIME, decay.runTimeDecay()
              ? decay.spread(runSeconds, e - runSeconds, e, t) : runSeconds * decay.factor(t - e));
        }
      } else {
        long elapsed = job.stillRunning() ? job.runTime() : t - s;
        charged.add(node, Value.RUN_TIME, decay.runTimeDecay() ? decay.spread(elapsed, t - elapsed, t, t)
            : elapsed);
        charged.add(node, Value.JOB_SLOTS, allSlots ? job.slots() : 1);
        charged.add(node, Value.CPU_UNKNOWN_JOBS, 1);
        if (job.runLimit() > 0) {
          charged.add(node, Value.COMMITTED_RUN_TIME, job.runLimit());
        }
      }
    }
    double unknown = charged.sum(Value.CPU_UNKNOWN_JOBS);
    if (unknown > 0) {
      JobFinish first = ordered.stream().filter(j -> inScope.test(j) && j.started() && j.startTime() <= t
          && j.eventTime() > t).findFirst().orElseThrow();
      warnings.add(Problem.warning(first.location(), "lsf.cpu.running-unknown", (long) unknown
          + " job(s) running at " + at + " in '" + tree.rootName() + "' have no CPU time in the records: "
          + "CPU_TIME counts the finished jobs only", "mbatchd learns running jobs' CPU time from sbatchd; "
          + "lsb.acct and lsb.events do not carry it (JSON: cpu_unknown_jobs per account)"));
    }
    double[] perNode = new double[tree.size()];
    UsageSnapshot snapshot = ticked ? UsageSnapshot.fromTotals(tree, ledger.totals(t), at)
        : UsageSnapshot.fromOwn(tree, charged.spread(Value.CPU, perNode), at);
    String[] names = {"run_time", "hist_run_time", "committed_run_time", "job_slots", CPU_UNKNOWN_JOBS};
    Value[] values = {Value.RUN_TIME, Value.HIST_RUN_TIME, Value.COMMITTED_RUN_TIME, Value.JOB_SLOTS,
        Value.CPU_UNKNOWN_JOBS};
    for (int k = 0; k < names.length; k++) {
      charged.clear(perNode);
      snapshot = snapshot.withComponent(names[k], charged.spread(values[k], perNode));
    }
    return snapshot;
  }

  /**
   * The node a job is charged to, or -1: its chargedSAAP when that is a leaf of the tree, else what
   * {@code accounts} found for its user.
   */
  private int accountOf(JobFinish job, ChargeAccounts accounts) {
    String saap = job.chargedSaap();
    if (saap != null && !saap.isEmpty()) {
      String path = saap.startsWith("/") ? saap.substring(1) : saap;
      int node = tree.indexOf(path);
      if (node > 0 && !tree.hasChildren(node)) {
        return node;
      }
    }
    return accounts.of(job.userName());
  }
}
