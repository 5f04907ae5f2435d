package dev.fairshare.lsf.ledger;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.lsf.acct.JobFinish;
import dev.fairshare.lsf.acct.LsbAcctReader;
import java.util.List;

/**
 * The {@code lsf.lsb-acct} ingester: {@code lsb.acct}'s JOB_FINISH records, one charge per finished job of its
 * CPU seconds ({@code ru_utime + ru_stime}, as written: not normalized by host CPU factors) consumed over
 * {@code [startTime, eventTime]}, to the identity {@code queue, share-account path} (the record's
 * {@code chargedSAAP}, else {@code /USER}). The job key is {@code lsf/CLUSTER/JOBID@START-END}, the cluster
 * being {@code fairshare.ledger.lsf.cluster}: LSF numbers jobs per cluster.
 *
 * <p>A job that never started is skipped ({@code not-started}); a bad record is a problem
 * ({@code lsf.acct.bad-record}, {@code lsf.acct.bad-number}). Array elements of one job that started and
 * finished in the same seconds share a key and count once (the record's array index is not read yet).
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
    String cluster = input.settings().getString("fairshare.ledger.lsf.cluster");
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
      long end = Math.max(j.startTime(), j.eventTime());
      String path = j.chargedSaap().isEmpty() ? "/" + j.userName() : j.chargedSaap();
      sink.charge(new Charge(UsageIdentity.of(FAMILY, j.queue(), path), input.name(),
          "lsf/" + cluster + "/" + j.jobId() + "@" + j.startTime() + "-" + j.eventTime(),
          Math.max(0, j.cpuSeconds()), j.startTime(), end));
    }
  }
}
