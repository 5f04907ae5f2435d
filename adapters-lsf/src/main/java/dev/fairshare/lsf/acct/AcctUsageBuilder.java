package dev.fairshare.lsf.acct;

import dev.fairshare.format.Problem;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * Turns {@code lsb.acct} JOB_FINISH records into the usage of one scope's share tree at an instant
 * (docs/algorithms/lsf.md §8.3), in the units {@code lsf.fairshare} reads: CPU seconds as the main usage, components
 * {@code run_time}, {@code hist_run_time}, {@code committed_run_time} and {@code job_slots}.
 *
 * <ul>
 *   <li>Jobs that finished by the instant: CPU time (times the host CPU factor when normalized) decayed as
 *       if it accrued evenly over the run; with ENABLE_HIST_RUN_TIME the run time as historical run time,
 *       decayed from the finish (spread like CPU with RUN_TIME_DECAY).
 *   <li>Jobs running at the instant (started before it, finished after): their slots, their run time so far
 *       (decayed with RUN_TIME_DECAY), their run limit as committed run time, and CPU pro rata.
 *   <li>Jobs that had not started by the instant count nothing.
 * </ul>
 *
 * The account charged is the record's {@code chargedSAAP} when it is a path of the tree; else the user's
 * first account in tree order, else a collective account that holds the user ({@code others} last). A
 * record with no account is reported as the warning {@code lsf.acct.no-account}.
 */
public final class AcctUsageBuilder {
  private final ShareTree tree;
  private final LsbUsers users;
  private final AcctDecay decay;
  private final boolean allSlots;
  private final List<Problem> warnings = new ArrayList<>();

  /** A builder that counts every slot of a parallel job (host partitions; queues with LSB_NCPU_ENFORCE=1). */
  public AcctUsageBuilder(ShareTree tree, LsbUsers users, AcctDecay decay) {
    this(tree, users, decay, true);
  }

  /**
   * A builder; without {@code allSlots} a running job counts one slot whatever its size, as queue-level fair
   * share does unless {@code LSB_NCPU_ENFORCE=1} in lsf.conf (docs/algorithms/lsf.md §2.2, §6.5).
   */
  public AcctUsageBuilder(ShareTree tree, LsbUsers users, AcctDecay decay, boolean allSlots) {
    this.tree = tree;
    this.users = users;
    this.decay = decay;
    this.allSlots = allSlots;
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
    warnings.clear();
    for (JobFinish job : jobs) {
      if (!inScope.test(job) || !job.started() || job.startTime() >= t) {
        continue;
      }
      int node = accountOf(job);
      if (node < 0) {
        warnings.add(Problem.warning(job.location(), "lsf.acct.no-account", "job " + job.jobId() + " of user '"
            + job.userName() + "' has no share account in '" + tree.rootName() + "'",
            "the user is not covered by USER_SHARES; its usage is left out"));
        continue;
      }
      double cpuTotal = job.cpuSeconds() * (decay.normalizeCpu() ? job.hostFactor() : 1);
      long s = job.startTime();
      long e = job.eventTime();
      if (e <= t) {
        cpu[node] += decay.spread(cpuTotal, s, e, t);
        if (decay.enableHistRunTime()) {
          long runSeconds = job.runSeconds();
          hist[node] += decay.runTimeDecay() ? decay.spread(runSeconds, e - runSeconds, e, t)
              : runSeconds * decay.factor(t - e);
        }
      } else {
        long elapsed = t - s;
        double share = e > s ? (double) elapsed / (e - s) : 1;
        cpu[node] += decay.spread(cpuTotal * share, s, t, t);
        run[node] += decay.runTimeDecay() ? decay.spread(elapsed, s, t, t) : elapsed;
        slots[node] += allSlots ? job.slots() : 1;
        if (job.runLimit() > 0) {
          committed[node] += job.runLimit();
        }
      }
    }
    return UsageSnapshot.fromOwn(tree, cpu, at).withComponent("run_time", run)
        .withComponent("hist_run_time", hist).withComponent("committed_run_time", committed)
        .withComponent("job_slots", slots);
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
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) && tree.name(i).equals(job.userName())) {
        return i;
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
    return others;
  }

  private static boolean contains(String members, String user) {
    return members != null && Arrays.asList(members.split(" ")).contains(user);
  }
}
