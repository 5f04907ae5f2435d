package dev.fairshare.pbs.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.pbs.usage.UsageFileWriter;
import dev.fairshare.pbs.usage.UsageRecord;
import dev.fairshare.testkit.ledger.RecordingIngestSink;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PbsIngestersTest {
  @TempDir
  Path tmp;


  /** The E record of OpenPBS's accounting documentation (docs/algorithms/pbs.md §13), and others. */
  static final String LOG = String.join("\n",
      "04/20/2021 10:15:02;E;123.svr;user=alice group=staff project=_pbs_project_default jobname=STDIN "
          + "queue=workq ctime=1618913686 qtime=1618913686 etime=1618913686 start=1618913687 exec_host=n1/0 "
          + "exec_vnode=(n1:ncpus=1) Resource_List.ncpus=1 Resource_List.nodect=1 Resource_List.place=pack "
          + "Resource_List.select=1:ncpus=1 session=12345 end=1618913702 Exit_status=0 "
          + "resources_used.cpupercent=0 resources_used.cput=00:00:00 resources_used.mem=0kb "
          + "resources_used.ncpus=1 resources_used.vmem=0kb resources_used.walltime=00:00:15 run_count=1",
      "04/20/2021 11:00:00;S;124.svr;user=bob group=phys queue=workq start=1618910000",
      "04/20/2021 12:00:00;E;124.svr;user=bob group=phys queue=long start=1618910000 end=1618920000 "
          + "Resource_List.ncpus=4 resources_used.cput=02:00:30 resources_used.walltime=02:46:40",
      "04/20/2021 12:01:00;E;125.svr;user=carol group=phys queue=long end=1618920060 resources_used.cput=00:00:00",
      "torn line",
      "");

  IngestInput input(String name, byte[] content) throws Exception {
    Path file = tmp.resolve(name);
    Files.write(file, content);
    return new IngestInput(file, Instant.parse("2021-04-21T00:00:00Z"), ZoneId.of("UTC"));
  }

  @Test
  void eachEndedRunChargesItsCputToItsEntityOverItsRun() throws Exception {
    RecordingIngestSink r = new RecordingIngestSink();
    new PbsAccountingIngester().read(input("20210420", LOG.getBytes()), r);
    assertThat(r.charges).containsExactly(
        new Charge(UsageIdentity.of("pbs", "alice"), tmp.resolve("20210420").toString(), "pbs/123.svr@1618913687",
            0, 1618913687, 1618913702),
        new Charge(UsageIdentity.of("pbs", "bob"), tmp.resolve("20210420").toString(), "pbs/124.svr@1618910000",
            7230, 1618910000, 1618920000));
    assertThat(r.skips).isEqualTo(Map.of("other-record", 1, "not-started", 1));
    assertThat(r.problems).extracting(Problem::code).containsExactly("pbs.accounting.bad-line");
  }

  @Test
  void anEndBeforeItsStartIsAPositionedProblemAndTheRecordIsNotCharged() throws Exception {
    RecordingIngestSink r = new RecordingIngestSink();
    String log = "04/20/2021 12:00:00;E;126.svr;user=dave group=phys start=1618920000 end=1618910000 "
        + "resources_used.cput=00:01:00\n"
        + "04/20/2021 12:00:01;E;127.svr;user=dave group=phys start=1618910000 end=1618910060 "
        + "resources_used.cput=00:01:00\n";
    new PbsAccountingIngester().read(input("20210421", log.getBytes()), r);
    assertThat(r.problems).extracting(Problem::code, p -> p.location().line())
        .containsExactly(org.assertj.core.groups.Tuple.tuple("pbs.accounting.bad-time", 1));
    assertThat(r.charges).extracting(Charge::jobKey, Charge::amount)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("pbs/127.svr@1618910000", 60.0));
  }

  @Test
  void theUsageFileSeedsEachEntityAtItsLastDecay() throws Exception {
    byte[] usage = UsageFileWriter.write(1_700_000_000L, List.of(UsageRecord.of("alice", 1234.5),
        UsageRecord.of("bob", 1)));
    RecordingIngestSink r = new RecordingIngestSink();
    new PbsUsageSeedIngester().read(input("usage", usage), r);
    assertThat(r.problems).isEmpty();
    assertThat(r.charges).extracting(Charge::identity, Charge::amount, Charge::start, Charge::end, Charge::jobKey)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(UsageIdentity.of("pbs", "alice"), 1234.5, 1_700_000_000L,
                1_700_000_000L, "pbs-seed/alice@1700000000"),
            org.assertj.core.groups.Tuple.tuple(UsageIdentity.of("pbs", "bob"), 1.0, 1_700_000_000L,
                1_700_000_000L, "pbs-seed/bob@1700000000"));
  }

  @Test
  void aUsageFileWithoutLastDecayIsAProblem() throws Exception {
    RecordingIngestSink r = new RecordingIngestSink();
    new PbsUsageSeedIngester().read(input("usage", UsageFileWriter.write(0, List.of(UsageRecord.of("a", 5)))), r);
    assertThat(r.charges).isEmpty();
    assertThat(r.problems).extracting(Problem::code).containsExactly("pbs.usage.no-last-decay");
  }

  @Test
  void anInfiniteUsageInTheUsageFileIsAProblemNotACharge() throws Exception {
    byte[] usage = UsageFileWriter.write(1_700_000_000L, List.of(UsageRecord.of("alice", 5),
        UsageRecord.of("bob", Double.POSITIVE_INFINITY)));
    RecordingIngestSink r = new RecordingIngestSink();
    new PbsUsageSeedIngester().read(input("usage", usage), r);
    assertThat(r.charges).extracting(Charge::jobKey).containsExactly("pbs-seed/alice@1700000000");
    assertThat(r.problems).extracting(Problem::code).containsExactly("pbs.usage.bad-amount");
    assertThat(r.problems.get(0).message()).contains("'bob' has usage Infinity");
  }
}
