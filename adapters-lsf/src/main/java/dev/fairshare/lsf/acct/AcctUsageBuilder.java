package dev.fairshare.lsf.acct;

import dev.fairshare.format.Problem;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
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
    int n = tree.size();
    double[] cpu = new double[n];
    double[] run = new double[n];
    double[] hist = new double[n];
    double[] committed = new double[n];
    double[] slots = new double[n];
    double[] unknown = new double[n];
    warnings.clear();
    boolean ticked = decay.ticked();
    TickLedger ledger = ticked ? new TickLedger(tree, decay) : null;
    List<JobFinish> ordered = jobs;
    if (ticked) {
      ordered = new ArrayList<>(jobs);
      ordered.sort(Comparator.comparingLong(JobFinish::eventTime));
    }
    for (JobFinish job : ordered) {
      if (!inScope.test(job) || !job.started() || job.startTime() > t) {
        continue;
      }
      int node = accountOf(job);
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
          cpu[node] += decay.spread(cpuTotal, s, e, t);
        }
        if (decay.enableHistRunTime()) {
          long runSeconds = job.runSeconds();
          hist[node] += decay.runTimeDecay() ? decay.spread(runSeconds, e - runSeconds, e, t)
              : runSeconds * decay.factor(t - e);
        }
      } else {
        long elapsed = job.stillRunning() ? job.runTime() : t - s;
        run[node] += decay.runTimeDecay() ? decay.spread(elapsed, t - elapsed, t, t) : elapsed;
        slots[node] += allSlots ? job.slots() : 1;
        unknown[node] += 1;
        if (job.runLimit() > 0) {
          committed[node] += job.runLimit();
        }
      }
    }
    if (sum(unknown) > 0) {
      JobFinish first = ordered.stream().filter(j -> inScope.test(j) && j.started() && j.startTime() <= t
          && j.eventTime() > t).findFirst().orElseThrow();
      warnings.add(Problem.warning(first.location(), "lsf.cpu.running-unknown", (long) sum(unknown)
          + " job(s) running at " + at + " in '" + tree.rootName() + "' have no CPU time in the records: "
          + "CPU_TIME counts the finished jobs only", "mbatchd learns running jobs' CPU time from sbatchd; "
          + "lsb.acct and lsb.events do not carry it (JSON: cpu_unknown_jobs per account)"));
    }
    UsageSnapshot base = ticked ? UsageSnapshot.fromTotals(tree, ledger.totals(t), at)
        : UsageSnapshot.fromOwn(tree, cpu, at);
    return base.withComponent("run_time", run).withComponent("hist_run_time", hist)
        .withComponent("committed_run_time", committed).withComponent("job_slots", slots)
        .withComponent(CPU_UNKNOWN_JOBS, unknown);
  }

  private static double sum(double[] values) {
    double s = 0;
    for (double v : values) {
      s += v;
    }
    return s;
  }

  /** The node a job is charged to, or -1. */
  int accountOf(JobFinish job) {
    String saap = job.chargedSaap();
    if (saap != null && !saap.isEmpty()) {
      String path = saap.startsWith("/") ? saap.substring(1) : saap;
      int node = tree.indexOf(path);
      if (node > 0 && !tree.hasChildren(node)) {
        return node;
      }
    }
    int byDefault = -1;
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) && tree.name(i).equals(job.userName())) {
        if (!"default".equals(tree.attribute(i, LsfShareTreeBuilder.ACCOUNT))) {
          return i;
        }
        byDefault = byDefault < 0 ? i : byDefault;
      }
    }
    int others = -1;
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) || tree.hasChildren(i)) {
        continue;
      }
      String how = tree.attribute(i, LsfShareTreeBuilder.ACCOUNT);
      String members = tree.attribute(i, LsfShareTreeBuilder.MEMBERS);
      if ("others".equals(how) || "all".equals(how)) {
        if (others < 0 && ("all".equals(how) || contains(members, job.userName()))) {
          others = i;
        }
        continue;
      }
      if (users.usersOf(tree.name(i)).contains(job.userName()) || contains(members, job.userName())) {
        return i;
      }
    }
    return byDefault >= 0 ? byDefault : others;
  }

  private static boolean contains(String members, String user) {
    return members != null && Arrays.asList(members.split(" ")).contains(user);
  }
}
