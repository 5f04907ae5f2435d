package dev.fairshare.lsf.events;

import dev.fairshare.format.Problem;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.acct.JobFinish;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Replays an {@code lsb.events} file up to an instant, as mbatchd replays it at start-up: which jobs run
 * then (their user, queue, slots, execution hosts and seconds run), which finished and with what CPU time,
 * and when mbatchd last started (docs/algorithms/lsf.md §8.3; the record grammar of the open LSF-compatible
 * {@code lsb.log.c}, {@code write*} functions: JOB_NEW, JOB_START, JOB_STATUS, JOB_SWITCH, JOB_MOVE,
 * MBD_START and a JOB_FINISH should one be there). Other record types are skipped unread.
 *
 * <p>Records after the instant are ignored. A record that does not follow the grammar is the error
 * {@code lsf.events.bad-record} at its line and column; the last line of a file that does not end in a newline
 * and does not parse is a record mbatchd was still writing: the warning {@code lsf.events.truncated-record},
 * and it is skipped.
 */
public final class LsbEventsReplay {
  private static final int RLIMITS = 11;
  private static final int PEND = 0x01;
  private static final int RUN = 0x04;
  private static final int SSUSP = 0x08;
  private static final int USUSP = 0x10;
  private static final int EXIT = 0x20;
  private static final int DONE = 0x40;
  private static final int POST = 0x80 | 0x100;

  private final String source;
  private final long at;
  private final Map<Long, ReplayedJob> jobs = new LinkedHashMap<>();
  private final Map<Long, ReplayedJob> submitted = new LinkedHashMap<>();
  private final ProblemCollector problems = new ProblemCollector();
  private long lastMbdStart = -1;
  private int records;

  private LsbEventsReplay(String source, long at) {
    this.source = source;
    this.at = at;
  }

  /** Replays {@code text} (named {@code source} in problems) up to {@code at}; throws on bad records. */
  public static LsbEventsReplay replay(String source, String text, long at) {
    LsbEventsReplay r = replayAll(source, text, at);
    r.problems.throwIfErrors();
    return r;
  }

  /** Replays {@code text} up to {@code at}, skipping bad records ({@link #problems} lists them). */
  public static LsbEventsReplay replayAll(String source, String text, long at) {
    LsbEventsReplay r = new LsbEventsReplay(source, at);
    r.run(text);
    return r;
  }

  /** Every problem: the bad records (errors) and the truncated last one (a warning). */
  public List<Problem> problems() {
    return problems.problems();
  }

  /** The last MBD_START at or before the instant (epoch seconds), or -1 if none. */
  public long lastMbdStart() {
    return lastMbdStart;
  }

  /** The records read (every type), the truncated one left out. */
  public int records() {
    return records;
  }

  /** The warnings (a truncated last record). */
  public List<Problem> warnings() {
    return problems.warnings();
  }

  /** A job submitted by the instant: its user and its queue now. */
  public record Submission(String user, String queue) {}

  /**
   * The jobs submitted by the instant (JOB_NEW), in submission order, with their queue after any switch:
   * mbatchd gives a user with a job in a queue a {@code default} account when the job arrives
   * ({@code mbd.job.c}: {@code updAliveUserInFSTree}), pending or not.
   */
  public List<Submission> submissions() {
    List<Submission> out = new ArrayList<>(submitted.size());
    for (ReplayedJob j : submitted.values()) {
      out.add(new Submission(j.user, j.queue));
    }
    return Collections.unmodifiableList(out);
  }

  /** The jobs running (or suspended) at the instant, as records of jobs still running. */
  public List<JobFinish> running() {
    List<JobFinish> out = new ArrayList<>();
    for (ReplayedJob j : jobs.values()) {
      if (j.isStarted()) {
        out.add(j.toRecord(at));
      }
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * The jobs running (or suspended) at the instant, each with the CPU seconds lsb.events last reported for its
   * run (a JOB_STATUS's cumulative {@code cpuTime}; 0 before any), for the usage ledger.
   */
  public List<JobFinish> runningWithReportedCpu() {
    List<JobFinish> out = new ArrayList<>();
    for (ReplayedJob j : jobs.values()) {
      if (j.isStarted()) {
        out.add(j.toRecord(at).withCpuSeconds(j.reportedCpu));
      }
    }
    return Collections.unmodifiableList(out);
  }

  /** The jobs that ran and finished by the instant, as finish records (CPU from JOB_STATUS). */
  public List<JobFinish> finished() {
    List<JobFinish> out = new ArrayList<>();
    for (ReplayedJob j : jobs.values()) {
      if (j.state == ReplayedJob.State.FINISHED && j.start > 0) {
        out.add(j.toRecord(at));
      }
    }
    return Collections.unmodifiableList(out);
  }

  private void run(String text) {
    EventFields f = new EventFields(text);
    int n = text.length();
    int line = 0;
    for (int start = 0; start < n; ) {
      int nl = text.indexOf('\n', start);
      int end = nl < 0 ? n : nl;
      line++;
      int contentEnd = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
      if (contentEnd > start && text.charAt(start) != '#') {
        f.reset(start, contentEnd);
        try {
          record(f, line);
          records++;
        } catch (EventFields.BadField bad) {
          SourceLocation where = SourceLocation.of(source, line, bad.column);
          if (nl < 0) {
            problems.warning(where, "lsf.events.truncated-record", "the last record is cut short ("
                + bad.getMessage() + "); it is skipped", "mbatchd was writing it; it will be complete next time");
          } else {
            problems.error(where, "lsf.events.bad-record", bad.getMessage(),
                "each record is one line: \"TYPE\" \"version\" eventTime fields..., as lsb.events(5)");
          }
        }
      }
      start = end + 1;
    }
  }

  private void record(EventFields f, int line) throws EventFields.BadField {
    String type = f.string();
    f.string();
    long time = f.integer();
    if (time > at) {
      return;
    }
    switch (type) {
      case "JOB_NEW" -> jobNew(f, line);
      case "JOB_START" -> jobStart(f, time, line);
      case "JOB_STATUS" -> jobStatus(f, time);
      case "JOB_SWITCH" -> jobSwitch(f);
      case "JOB_MOVE" -> jobMove(f);
      case "JOB_FINISH" -> jobFinish(f, time);
      case "MBD_START" -> mbdStart(f, time);
      default -> { }
    }
  }

  /** jobId userId options numProcessors submitTime beginTime termTime sigValue chkpntPeriod restartPid
   * userName rLimits[11] hostSpec hostFactor umask queue ... */
  private void jobNew(EventFields f, int line) throws EventFields.BadField {
    long jobId = f.integer();
    f.skip(2);
    int numProcessors = (int) f.integer();
    f.skip(6);
    String user = f.string();
    for (int k = 0; k < RLIMITS; k++) {
      f.integer();
    }
    f.string();
    f.number();
    f.integer();
    String queue = f.string();
    submitted.put(jobId, new ReplayedJob(jobId, 0, user, queue, numProcessors, SourceLocation.of(source, line)));
  }

  /** jobId jStatus jobPid jobPGid hostFactor numExHosts execHosts... queuePreCmd queuePostCmd jFlags idx */
  private void jobStart(EventFields f, long time, int line) throws EventFields.BadField {
    long jobId = f.integer();
    f.skip(3);
    double hostFactor = f.number();
    int count = (int) f.integer();
    if (count < 0) {
      throw new EventFields.BadField(f.column(), "numExHosts is negative");
    }
    List<String> hosts = new ArrayList<>(count);
    for (int k = 0; k < count; k++) {
      hosts.add(f.string());
    }
    f.string();
    f.string();
    f.integer();
    int idx = (int) f.integer();
    ReplayedJob job = job(jobId, idx);
    if (job != null) {
      job.start(time, hostFactor, hosts, SourceLocation.of(source, line));
    }
  }

  /** jobId jStatus reason subreasons cpuTime endTime ru [19 rusage fields] exitStatus idx ... */
  private void jobStatus(EventFields f, long time) throws EventFields.BadField {
    long jobId = f.integer();
    int status = (int) f.integer();
    f.skip(2);
    double cpu = f.number();
    f.integer();
    long ru = f.integer();
    if (ru != 0) {
      f.skip(19);
    }
    f.integer();
    int idx = (int) f.integer();
    ReplayedJob job = job(jobId, idx);
    if (job == null || (status & POST) != 0 && job.state == ReplayedJob.State.FINISHED) {
      return;
    }
    if ((status & (DONE | EXIT)) != 0) {
      job.finish(time, cpu);
      return;
    }
    job.report(cpu);
    if ((status & (SSUSP | USUSP)) != 0) {
      job.suspend(time);
    } else if ((status & RUN) != 0) {
      job.resume(time);
    } else if ((status & PEND) != 0) {
      job.requeue();
    }
  }

  /** userId jobId queue idx userName */
  private void jobSwitch(EventFields f) throws EventFields.BadField {
    f.integer();
    long jobId = f.integer();
    String queue = f.string();
    int idx = (int) f.integer();
    f.string();
    ReplayedJob meta = submitted.get(jobId);
    if (meta != null && idx == 0) {
      meta.queue = queue;
    }
    for (ReplayedJob j : elements(jobId, idx)) {
      j.queue = queue;
    }
  }

  /** userId jobId position base idx userName: a move within the queue, no fair-share change. */
  private void jobMove(EventFields f) throws EventFields.BadField {
    f.skip(5);
    f.string();
  }

  /** A JOB_FINISH in lsb.events (lsb.acct's record): the job ends, with its CPU time. */
  private void jobFinish(EventFields f, long time) throws EventFields.BadField {
    long jobId = f.integer();
    ReplayedJob job = jobs.get(key(jobId, 0));
    if (job != null && job.isStarted()) {
      job.finish(time, job.cpu);
    }
  }

  /** master cluster numHosts numQueues */
  private void mbdStart(EventFields f, long time) throws EventFields.BadField {
    f.string();
    f.string();
    f.integer();
    f.integer();
    lastMbdStart = time;
  }

  /** The element (jobId, idx), made from its JOB_NEW on first sight; null for a job with no JOB_NEW. */
  private ReplayedJob job(long jobId, int idx) {
    long key = key(jobId, idx);
    ReplayedJob j = jobs.get(key);
    if (j == null) {
      ReplayedJob meta = submitted.get(jobId);
      if (meta == null) {
        return null;
      }
      j = new ReplayedJob(jobId, idx, meta.user, meta.queue, meta.numProcessors, meta.location);
      jobs.put(key, j);
    }
    return j;
  }

  /** The elements a (jobId, idx) names: one element, or every known element of the array for idx 0. */
  private List<ReplayedJob> elements(long jobId, int idx) {
    if (idx != 0) {
      ReplayedJob j = job(jobId, idx);
      return j == null ? List.of() : List.of(j);
    }
    List<ReplayedJob> out = new ArrayList<>();
    for (ReplayedJob j : jobs.values()) {
      if (j.jobId == jobId) {
        out.add(j);
      }
    }
    return out;
  }

  private static long key(long jobId, int idx) {
    return (jobId << 24) ^ idx;
  }
}
