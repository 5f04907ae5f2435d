package dev.fairshare.lsf.events;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.acct.JobFinish;
import java.util.List;

/**
 * One job (one element of an array) as {@code lsb.events} has told it so far: its user and queue (JOB_NEW,
 * JOB_SWITCH), when it started and on what (JOB_START: the execution hosts, one entry per slot, as the open
 * mbatchd counts {@code numHostPtr}), the seconds it has run (suspended time left out, as {@code mbd.job.c}
 * {@code accumRunTime} counts) and, once finished (JOB_STATUS DONE or EXIT), its end and CPU time.
 */
final class ReplayedJob {
  enum State { PENDING, RUNNING, SUSPENDED, FINISHED }

  final long jobId;
  final int idx;
  String user;
  String queue;
  int numProcessors;
  State state = State.PENDING;
  long start;
  long end;
  long runSeconds;
  long resumedAt;
  double cpu;
  /** The cumulative CPU seconds the last JOB_STATUS of this run reported (0 before any). */
  double reportedCpu;
  double hostFactor;
  List<String> hosts = List.of();
  SourceLocation location;

  ReplayedJob(long jobId, int idx, String user, String queue, int numProcessors, SourceLocation location) {
    this.jobId = jobId;
    this.idx = idx;
    this.user = user;
    this.queue = queue;
    this.numProcessors = numProcessors;
    this.location = location;
  }

  void start(long time, double factor, List<String> execHosts, SourceLocation where) {
    state = State.RUNNING;
    start = time;
    resumedAt = time;
    runSeconds = 0;
    reportedCpu = 0;
    hostFactor = factor;
    hosts = execHosts;
    location = where;
  }

  void suspend(long time) {
    if (state == State.RUNNING) {
      runSeconds += Math.max(0, time - resumedAt);
      state = State.SUSPENDED;
    }
  }

  void resume(long time) {
    if (state == State.SUSPENDED) {
      resumedAt = time;
      state = State.RUNNING;
    }
  }

  void finish(long time, double cpuTime) {
    suspend(time);
    if (state == State.SUSPENDED || state == State.PENDING) {
      state = State.FINISHED;
      end = time;
      cpu = Math.max(0, cpuTime);
    }
  }

  /** A JOB_STATUS of the running run with its cumulative CPU seconds. */
  void report(double cpuTime) {
    if (isStarted() && cpuTime > 0) {
      reportedCpu = cpuTime;
    }
  }

  void requeue() {
    state = State.PENDING;
    start = 0;
    runSeconds = 0;
  }

  boolean isStarted() {
    return state == State.RUNNING || state == State.SUSPENDED;
  }

  /** The seconds run by {@code at}. */
  long runSecondsAt(long at) {
    return runSeconds + (state == State.RUNNING ? Math.max(0, at - resumedAt) : 0);
  }

  int slots() {
    return Math.max(1, hosts.size());
  }

  /** The job as a record the usage builder reads: running at {@code at}, or finished. */
  JobFinish toRecord(long at) {
    if (isStarted()) {
      return JobFinish.running(jobId, user, queue, start, slots(), hosts, hostFactor, runSecondsAt(at), location)
          .withIdx(idx);
    }
    return new JobFinish("", end, jobId, user, queue, start, numProcessors, hosts, hostFactor, cpu, slots(), "",
        -1, runSeconds, slots(), location, idx);
  }
}
