package dev.fairshare.slurm.sacct;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.testkit.ledger.RecordingIngestSink;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sacct reader's handling of the text around the cells: line endings, blank lines, names outside ASCII,
 * lines longer than any read buffer, and the row rules the main test does not reach. Every expected value is
 * worked out by hand from the rows written here.
 */
class SacctReaderEdgesTest {
  static final String HEADER = "Cluster|JobIDRaw|Account|User|Partition|Start|End|State|AllocTRES";
  /** 2024-03-01T10:00:00Z. */
  static final long TEN = 1_709_287_200L;

  @TempDir
  Path dir;

  RecordingIngestSink read(String text, String at, String zone) throws Exception {
    Path file = dir.resolve("sacct.txt");
    Files.write(file, text.getBytes(StandardCharsets.UTF_8));
    RecordingIngestSink r = new RecordingIngestSink();
    new SacctIngester().read(new IngestInput(file, Instant.parse(at), ZoneId.of(zone)), r);
    return r;
  }

  RecordingIngestSink read(String text) throws Exception {
    return read(text, "2024-03-02T00:00:00Z", "UTC");
  }

  List<String> headlines(RecordingIngestSink r) {
    String prefix = dir.resolve("sacct.txt") + ":";
    List<String> out = new ArrayList<>();
    for (Problem p : r.problems) {
      out.add(p.headline().substring(prefix.length()));
    }
    return out;
  }

  @Test
  void crlfLoneCrAndAMissingLastNewlineAllEndLines() throws Exception {
    RecordingIngestSink r = read(HEADER + "\r\n"
        + "tux|1|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:10|COMPLETED|billing=1\r\n"
        + "tux|2|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:20|COMPLETED|billing=1\r"
        + "tux|3|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:30|COMPLETED|billing=1");
    assertThat(r.problems).isEmpty();
    assertThat(r.charges).extracting(Charge::jobKey).containsExactly(
        "slurm/tux/1@" + TEN, "slurm/tux/2@" + TEN, "slurm/tux/3@" + TEN);
    assertThat(r.charges).extracting(Charge::amount).containsExactly(10.0, 20.0, 30.0);
  }

  @Test
  void blankAndWhiteSpaceLinesAreSkippedButCountInLineNumbers() throws Exception {
    RecordingIngestSink r = read("\n  \t\n" + HEADER + "\n\n \u2003 \n"
        + "tux|1|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:10|EXPLODED|billing=1\n");
    assertThat(r.charges).isEmpty();
    assertThat(headlines(r)).containsExactly("6:57: [slurm.sacct.unknown-state] unknown job state 'EXPLODED'");
  }

  @Test
  void namesOutsideAsciiAreKeptAndColumnsCountCharacters() throws Exception {
    RecordingIngestSink r = read(HEADER + "\n"
        + "tüx|1|physik|jürgen|batch|2024-03-01T10:00:00|2024-03-01T10:00:10|COMPLETED|billing=2\n"
        + "tüx|2|physik|jürgen|batch|2024-03-01T10:00:00|2024-03-01T10:00:10|GELÖST|billing=2\n");
    assertThat(r.charges).hasSize(1);
    Charge c = r.charges.get(0);
    assertThat(c.identity()).isEqualTo(UsageIdentity.of("slurm", "tüx", "physik", "jürgen", "batch"));
    assertThat(c.jobKey()).isEqualTo("slurm/tüx/1@" + TEN);
    assertThat(c.amount()).isEqualTo(20.0);
    // "tüx|2|physik|jürgen|batch|" then two times of 19 characters and their bars: the state starts at 67
    assertThat(headlines(r)).containsExactly("3:67: [slurm.sacct.unknown-state] unknown job state 'GELÖST'");
  }

  @Test
  void aLineLongerThanAnyReadBufferIsReadWhole() throws Exception {
    String longUser = "u".repeat(200_000);
    RecordingIngestSink r = read(HEADER + "\n"
        + "tux|1|a|" + longUser + "|batch|2024-03-01T10:00:00|2024-03-01T10:00:10|COMPLETED|billing=1\n"
        + "tux|2|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:10|COMPLETED|billing=3\n");
    assertThat(r.problems).isEmpty();
    assertThat(r.charges).extracting(c -> c.identity().part(2)).containsExactly(longUser, "u");
    assertThat(r.charges).extracting(Charge::amount).containsExactly(10.0, 30.0);
  }

  @Test
  void manyRowsAcrossReadBuffersKeepTheirLineNumbers() throws Exception {
    StringBuilder b = new StringBuilder(HEADER).append("\r\n");
    int rows = 5000;
    for (int i = 1; i <= rows; i++) {
      b.append("tux|").append(i).append("|a|u").append(i % 7).append("|batch|2024-03-01T10:00:00|")
          .append("2024-03-01T10:00:01|COMPLETED|cpu=").append(i).append("\r\n");
    }
    b.append("tux|x|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:01|COMPLETED|cpu=1\r\n");
    RecordingIngestSink r = read(b.toString());
    assertThat(r.charges).hasSize(rows);
    assertThat(r.charges.get(rows - 1).jobKey()).isEqualTo("slurm/tux/" + rows + "@" + TEN);
    assertThat(r.charges.get(rows - 1).amount()).isEqualTo(rows);
    assertThat(r.charges.get(rows - 1).identity().part(2)).isEqualTo("u" + (rows % 7));
    assertThat(headlines(r))
        .containsExactly((rows + 2) + ":5: [slurm.sacct.bad-job-id] JobIDRaw 'x' is not a job number");
  }

  @Test
  void theRowRulesInTheirOrder() throws Exception {
    RecordingIngestSink r = read(HEADER + "\n"
        // a finished job without an End
        + "tux|1|a|u|batch|2024-03-01T10:00:00|Unknown|COMPLETED|billing=1\n"
        // End before Start
        + "tux|2|a|u|batch|2024-03-01T10:00:00|2024-03-01T09:59:59|COMPLETED|billing=1\n"
        // a running job that started after --at
        + "tux|3|a|u|batch|2024-03-02T10:00:00|Unknown|RUNNING+|billing=1\n"
        // a pending job with a Start, and a requeue-held one
        + "tux|4|a|u|batch|2024-03-01T10:00:00|Unknown|PENDING|billing=1\n"
        + "tux|5|a|u|batch|2024-03-01T10:00:00|Unknown|REQUEUE_HOLD|billing=1\n"
        // neither billing nor cpu, and an empty AllocTRES
        + "tux|6|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:01|COMPLETED|mem=4G,node=1\n"
        + "tux|7|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:01|COMPLETED|\n"
        // a name with a tab
        + "tux|8|a|u\tv|batch|2024-03-01T10:00:00|2024-03-01T10:00:01|COMPLETED|billing=1\n"
        // no cluster, no user
        + "|9|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:01|COMPLETED|billing=1\n"
        + "tux|10|a||batch|2024-03-01T10:00:00|2024-03-01T10:00:01|COMPLETED|billing=1\n"
        // an invalid date, a 24th hour, a second 60
        + "tux|11|a|u|batch|2023-02-29T10:00:00|2023-03-01T10:00:01|COMPLETED|billing=1\n"
        + "tux|12|a|u|batch|2024-03-01T24:00:00|2024-03-02T00:00:01|COMPLETED|billing=1\n"
        + "tux|13|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:60|COMPLETED|billing=1\n"
        // billing wins over cpu wherever it stands; fractions and a cancelled job
        + "tux|14|a|u|batch|2024-03-01T10:00:00|2024-03-01T10:00:10|CANCELLED by 1000|cpu=8,billing=2.5\n"
        // a suspended job with no End is charged to --at
        + "tux|15|a|u||2024-03-01T23:59:00|Unknown|SUSPENDED|cpu=2\n"
        // a job started at --at charges nothing
        + "tux|16|a|u|batch|2024-03-02T00:00:00|Unknown|RUNNING|cpu=2\n");
    assertThat(headlines(r)).containsExactly(
        "2:37: [slurm.sacct.bad-time] a COMPLETED job has End 'Unknown'",
        "3:37: [slurm.sacct.bad-time] End '2024-03-01T09:59:59' is before Start",
        "7:67: [slurm.sacct.bad-amount] AllocTRES 'mem=4G,node=1' gives no billing >= 0",
        "8:67: [slurm.sacct.bad-amount] AllocTRES '' gives no billing >= 0",
        "9:1: [slurm.sacct.unknown-identity] a name holds a tab",
        "10:1: [slurm.sacct.unknown-identity] the job has no cluster",
        "11:10: [slurm.sacct.unknown-identity] the job has no user",
        "12:18: [slurm.sacct.bad-time] Start '2023-02-29T10:00:00' is not a time",
        "13:18: [slurm.sacct.bad-time] Start '2024-03-01T24:00:00' is not a time",
        "14:38: [slurm.sacct.bad-time] End '2024-03-01T10:00:60' is not a time");
    assertThat(r.skips).isEqualTo(Map.of("started-after-at", 2, "not-started", 2));
    assertThat(r.charges).extracting(Charge::jobKey).containsExactly("slurm/tux/14@" + TEN,
        "slurm/tux/15@" + (TEN + 14 * 3600 - 60));
    assertThat(r.charges).extracting(Charge::amount).containsExactly(25.0, 120.0);
    assertThat(r.charges.get(1).identity()).isEqualTo(UsageIdentity.of("slurm", "tux", "a", "u", ""));
  }

  @Test
  void aHeaderWithoutPartitionGivesIdentitiesWithAnEmptyOne() throws Exception {
    RecordingIngestSink r = read("JobIDRaw|User|Account|Cluster|State|Start|End|AllocTRES\n"
        + "7|u|a|tux|COMPLETED|2024-03-01T10:00:00|2024-03-01T10:01:00|billing=1\n");
    assertThat(r.problems).isEmpty();
    assertThat(r.charges).singleElement().satisfies(c -> {
      assertThat(c.identity()).isEqualTo(UsageIdentity.of("slurm", "tux", "a", "u", ""));
      assertThat(c.jobKey()).isEqualTo("slurm/tux/7@" + TEN);
      assertThat(c.amount()).isEqualTo(60.0);
    });
  }

  @Test
  void timesBeforeTheEpochAreNegativeInTheJobKey() throws Exception {
    RecordingIngestSink r = read(HEADER + "\n"
        + "tux|1|a|u|batch|1969-12-31T23:59:00|1970-01-01T00:01:00|COMPLETED|billing=1\n");
    assertThat(r.charges).extracting(Charge::jobKey).containsExactly("slurm/tux/1@-60");
    assertThat(r.charges).extracting(Charge::amount).containsExactly(120.0);
  }

  @Test
  void localTimesInADaylightSavingChangeTakeTheOffsetBeforeIt() throws Exception {
    // Europe/Berlin: 2024-03-31 02:00 does not exist (clocks go 02:00 CET -> 03:00 CEST), 2024-10-27 02:30
    // happens twice (CEST, then CET); java.time's ZoneRules.getOffset(LocalDateTime) takes the offset before
    // the change in both cases: +01:00 in March and +02:00 in October.
    RecordingIngestSink r = read(HEADER + "\n"
        + "tux|1|a|u|batch|2024-03-31T01:59:59|2024-03-31T02:30:00|COMPLETED|billing=1\n"
        + "tux|2|a|u|batch|2024-03-31T03:00:00|2024-03-31T03:00:10|COMPLETED|billing=1\n"
        + "tux|3|a|u|batch|2024-10-27T02:30:00|2024-10-27T03:30:00|COMPLETED|billing=1\n",
        "2024-12-01T00:00:00Z", "Europe/Berlin");
    assertThat(r.problems).isEmpty();
    assertThat(r.charges).extracting(Charge::start).containsExactly(
        Instant.parse("2024-03-31T00:59:59Z").getEpochSecond(),
        Instant.parse("2024-03-31T01:00:00Z").getEpochSecond(),
        Instant.parse("2024-10-27T00:30:00Z").getEpochSecond());
    assertThat(r.charges).extracting(Charge::end).containsExactly(
        Instant.parse("2024-03-31T01:30:00Z").getEpochSecond(),
        Instant.parse("2024-03-31T01:00:10Z").getEpochSecond(),
        Instant.parse("2024-10-27T02:30:00Z").getEpochSecond());
  }
}
