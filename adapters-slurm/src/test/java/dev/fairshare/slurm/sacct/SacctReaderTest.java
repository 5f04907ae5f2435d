package dev.fairshare.slurm.sacct;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.testkit.ledger.RecordingIngestSink;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SacctReaderTest {
  static final Path DIR = Path.of("src/test/resources/slurm/sacct");


  static RecordingIngestSink read(String file, String at) throws Exception {
    RecordingIngestSink r = new RecordingIngestSink();
    new SacctIngester().read(new IngestInput(DIR.resolve(file), Instant.parse(at), ZoneId.of("UTC")), r);
    return r;
  }

  static double sum(List<Charge> charges, UsageIdentity id) {
    return charges.stream().filter(c -> c.identity().equals(id)).mapToDouble(Charge::amount).sum();
  }

  @Test
  void arraysHetComponentsRequeuedRunsAndRunningJobsEachChargeOnce() throws Exception {
    RecordingIngestSink r = read("mixed.txt", "2024-03-02T00:00:00Z");
    assertThat(r.problems).isEmpty();
    assertThat(r.skips).isEqualTo(Map.of("not-started", 2, "job-step", 1));
    assertThat(r.charges).hasSize(8);
    assertThat(r.charges).extracting(Charge::jobKey).doesNotHaveDuplicates();
    // billing 4 x 3600 s, cpu 8 x 1800 s (no billing), billing 8 x 600 s
    assertThat(sum(r.charges, UsageIdentity.of("slurm", "tux", "physics", "alice", "batch"))).isEqualTo(33600.0);
    // het components 10 x 10 s and 20 x 10 s
    assertThat(sum(r.charges, UsageIdentity.of("slurm", "tux", "chem", "bob", "gpu"))).isEqualTo(300.0);
    // two runs of a requeued job (100 s, 60 s), and a running job charged to --at (2 x 3600 s)
    assertThat(sum(r.charges, UsageIdentity.of("slurm", "tux", "chem", "bob", "batch"))).isEqualTo(7360.0);
    Charge running = r.charges.stream().filter(c -> c.jobKey().startsWith("slurm/tux/400@")).findFirst().get();
    assertThat(running.end()).isEqualTo(Instant.parse("2024-03-02T00:00:00Z").getEpochSecond());
    assertThat(running.jobKey()).isEqualTo("slurm/tux/400@" + Instant.parse("2024-03-01T23:00:00Z").getEpochSecond());
  }

  @Test
  void localTimesAreReadInTheGivenZone() throws Exception {
    RecordingIngestSink r = new RecordingIngestSink();
    new SacctIngester().read(new IngestInput(DIR.resolve("mixed.txt"), Instant.parse("2024-03-02T00:00:00Z"),
        ZoneId.of("Europe/Berlin")), r);
    assertThat(r.charges.get(0).start()).isEqualTo(Instant.parse("2024-03-01T09:00:00Z").getEpochSecond());
  }

  @Test
  void badRowsArePositionedProblemsAndTheGoodOnesStillCharge() throws Exception {
    RecordingIngestSink r = read("bad.txt", "2024-03-02T00:00:00Z");
    assertThat(r.charges).extracting(Charge::jobKey).containsExactly("slurm/tux/1@1709287200");
    assertThat(r.problems).extracting(Problem::headline).containsExactly(
        "src/test/resources/slurm/sacct/bad.txt:3:1: [slurm.sacct.column-count] the line has 8 columns, the header 9",
        "src/test/resources/slurm/sacct/bad.txt:4:51: [slurm.sacct.unknown-state] unknown job state 'EXPLODED'",
        "src/test/resources/slurm/sacct/bad.txt:5:61: [slurm.sacct.bad-amount] AllocTRES 'billing=-3' gives no "
            + "billing >= 0",
        "src/test/resources/slurm/sacct/bad.txt:6:61: [slurm.sacct.bad-amount] AllocTRES 'billing=NaN' gives no "
            + "billing >= 0",
        "src/test/resources/slurm/sacct/bad.txt:7:7: [slurm.sacct.unknown-identity] the job has no account",
        "src/test/resources/slurm/sacct/bad.txt:8:11: [slurm.sacct.bad-time] Start '2024-03-01 10:00:00' is not a time",
        "src/test/resources/slurm/sacct/bad.txt:9:1: [slurm.sacct.column-count] the line has 1 columns, the header 9");
  }

  @Test
  void aHeaderWithoutANeededColumnEndsTheFile() throws Exception {
    RecordingIngestSink r = new RecordingIngestSink();
    Path file = java.nio.file.Files.createTempFile("sacct", ".txt");
    java.nio.file.Files.writeString(file, "JobID|User|Start|End\n1|u|x|y\n");
    new SacctIngester().read(new IngestInput(file, Instant.EPOCH, ZoneId.of("UTC")), r);
    assertThat(r.problems).extracting(Problem::code).containsExactly("slurm.sacct.missing-column");
    assertThat(r.problems.get(0).message())
        .isEqualTo("the header has no column Cluster, JobIDRaw, Account, State, AllocTRES");
    java.nio.file.Files.delete(file);
  }
}
