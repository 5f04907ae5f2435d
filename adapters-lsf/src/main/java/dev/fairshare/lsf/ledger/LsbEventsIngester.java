package dev.fairshare.lsf.ledger;

import dev.fairshare.format.Problem;
import dev.fairshare.io.InputFiles;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.lsf.acct.JobFinish;
import dev.fairshare.lsf.events.LsbEventsReplay;
import java.util.List;

/**
 * The {@code lsf.lsb-events} ingester: {@code lsb.events} replayed up to the reading instant
 * ({@link LsbEventsReplay}, as mbatchd replays it), one charge per run it shows (docs/ledger.md, "LSF"):
 *
 * <ul>
 *   <li>a run that finished by the instant (JOB_STATUS DONE or EXIT): its CPU seconds over
 *       {@code [start, finish]}, as {@code lsf.lsb-acct} charges the same run from lsb.acct (the same key: read
 *       both, it counts once);</li>
 *   <li>a run still going at the instant: the CPU seconds lsb.events last reported for it (a JOB_STATUS's
 *       cumulative {@code cpuTime}; 0 before any) over {@code [start, instant]}; its finish, read later from
 *       lsb.events or lsb.acct, reaches further and replaces it.</li>
 * </ul>
 *
 * <p>Each array element is its own run ({@code JOBID[IDX]}). Jobs that have not started are not runs. A record
 * that does not follow the grammar is the problem {@code lsf.events.bad-record} at its line and column, and a
 * last record mbatchd was still writing is skipped ({@code truncated-record}).
 */
public final class LsbEventsIngester implements UsageIngester {

  @Override
  public String format() {
    return "lsf.lsb-events";
  }

  @Override
  public String family() {
    return LsbAcctIngester.FAMILY;
  }

  @Override
  public List<String> identityColumns() {
    return List.of("queue", "account");
  }

  @Override
  public String description() {
    return "LSF lsb.events replayed to --at: finished and running jobs' CPU seconds, to queue and share account";
  }

  @Override
  public void read(IngestInput input, IngestSink sink) {
    LsfCharges charges = LsfCharges.of(input.settings(), input.name());
    long at = input.at().getEpochSecond();
    LsbEventsReplay replay = LsbEventsReplay.replayAll(input.name(), InputFiles.readText(input.path()), at);
    for (Problem p : replay.problems()) {
      if (p.code().equals("lsf.events.truncated-record")) {
        sink.skip("truncated-record");
      } else {
        sink.problem(p);
      }
    }
    for (JobFinish j : replay.finished()) {
      sink.charge(charges.charge(j, j.cpuSeconds(), j.eventTime()));
    }
    for (JobFinish j : replay.runningWithReportedCpu()) {
      sink.charge(charges.charge(j, j.cpuSeconds(), at));
    }
    sink.progress(input.path().toFile().length());
  }
}
