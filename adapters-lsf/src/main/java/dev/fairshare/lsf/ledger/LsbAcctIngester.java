package dev.fairshare.lsf.ledger;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.lsf.acct.JobFinish;
import dev.fairshare.lsf.acct.LsbAcctReader;
import java.util.List;

/**
 * The {@code lsf.lsb-acct} ingester: {@code lsb.acct}'s JOB_FINISH records, one charge per finished run of its
 * CPU seconds ({@code ru_utime + ru_stime}, normalized as {@link LsfCharges} says) consumed over
 * {@code [startTime, eventTime]}, to {@code queue, share-account path}, with the job key of its run
 * ({@code lsf/CLUSTER/JOBID[IDX]@START}), so that a job {@code lsf.lsb-events} charged while it ran is
 * completed, not counted twice.
 *
 * <p>A job that never started is skipped ({@code not-started}); a bad record is a problem
 * ({@code lsf.acct.bad-record}, {@code lsf.acct.bad-number}).
 */
public final class LsbAcctIngester implements UsageIngester {
  /** The identity family of LSF. */
  public static final String FAMILY = "lsf";

  @Override
  public String format() {
    return "lsf.lsb-acct";
  }

  @Override
  public String family() {
    return FAMILY;
  }

  @Override
  public List<String> identityColumns() {
    return List.of("queue", "account");
  }

  @Override
  public String description() {
    return "LSF lsb.acct: JOB_FINISH records, CPU seconds charged to queue and share-account path";
  }

  @Override
  public void read(IngestInput input, IngestSink sink) {
    LsfCharges charges = LsfCharges.of(input.settings(), input.name());
    ProblemCollector problems = new ProblemCollector();
    List<JobFinish> jobs = LsbAcctReader.read(LineSource.read(input.path()), problems);
    for (Problem p : problems.problems()) {
      sink.problem(p);
    }
    for (JobFinish j : jobs) {
      if (!j.started()) {
        sink.skip("not-started");
        continue;
      }
      sink.charge(charges.charge(j, j.cpuSeconds(), j.eventTime()));
    }
  }
}
