package dev.fairshare.lsf.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.ledger.AppendResult;
import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.InMemoryLedger;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.testkit.ledger.RecordingIngestSink;
import dev.fairshare.usage.NoDecay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lsf.lsb-events}: records in the open LSF-compatible scheduler's grammar ({@code lsb.log.c}, shaped as
 * those of the Volclava capture the command tests replay): an array of two elements started at the same
 * second, one reporting CPU while it runs and finishing, the other still running.
 */
class LsbEventsIngesterTest {
  static final String NEW_30 = "\"JOB_NEW\" \"22\" 1000 30 1006 33554450 1 1000 0 0 -65535 0 0 \"erin\" -1 -1"
      + " -1 -1 -1 -1 -1 -1 -1 -1 -1 \"\" 100.00 18 \"flat\" \"\" \"vm\" \"/tmp\" \"\" \"\" \"/dev/null\" \"\""
      + " \"/home/erin\" \"1000.30\" 0 \"\" \"\" \"\" \"sleep 1500\" 0 \"\" \"default\" 1 \"linux\" \"\" 7184 0 \"\""
      + " \"\" \"\" -1 \"\" \"\"\n";
  static final String EVENTS = "#80\n"
      + "\"MBD_START\" \"22\" 900 \"vm\" \"volclava\" 0 5\n"
      + NEW_30
      + "\"JOB_START\" \"22\" 1100 30 4 0 0 100.0 1 \"vm\" \"\" \"\" 0 1 \"select[type == local]\"\n"
      + "\"JOB_START\" \"22\" 1100 30 4 0 0 100.0 1 \"vm\" \"\" \"\" 0 2 \"select[type == local]\"\n"
      + "\"JOB_STATUS\" \"22\" 1300 30 4 0 0 12.5000 0 0 0 1 0 0\n"
      + "\"JOB_STATUS\" \"22\" 2000 30 64 0 0 40.0000 2000 0 0 1 0 0\n";
  static final UsageIdentity ERIN = UsageIdentity.of("lsf", "flat", "/erin");

  @TempDir
  Path dir;

  InMemoryLedger ledger = new InMemoryLedger();

  AppendResult ingest(String text, long at) throws Exception {
    Path file = dir.resolve("lsb.events");
    Files.writeString(file, text);
    RecordingIngestSink r = new RecordingIngestSink();
    new LsbEventsIngester().read(new IngestInput(file, Instant.ofEpochSecond(at), ZoneId.of("UTC")), r);
    assertThat(r.problems).isEmpty();
    return ledger.append(r.charges);
  }

  @Test
  void runningElementsAreChargedTheirReportedCpuUpToTheInstantAndTheirFinishReplacesIt() throws Exception {
    assertThat(ingest(EVENTS, 1500)).isEqualTo(new AppendResult(2, 0, 0));
    assertThat(charge("lsf/default/30[1]@1100")).isEqualTo(new Charge(ERIN, dir.resolve("lsb.events").toString(),
        "lsf/default/30[1]@1100", 12.5, 1100, 1500));
    assertThat(charge("lsf/default/30[2]@1100").amount()).isZero();
    // later: element 1 finished at 2000 with 40 s of CPU, element 2 still runs; both reach further
    assertThat(ingest(EVENTS, 2500)).isEqualTo(new AppendResult(0, 2, 0));
    assertThat(charge("lsf/default/30[1]@1100")).extracting(Charge::amount, Charge::end).containsExactly(40.0, 2000L);
    assertThat(ingest(EVENTS, 2500)).isEqualTo(new AppendResult(0, 0, 2));
    assertThat(ledger.snapshot(AsOf.of(Instant.ofEpochSecond(3000), new NoDecay())).usageOf(ERIN)).isEqualTo(40.0);
  }

  @Test
  void aBadRecordIsAPositionedProblemAndATruncatedLastOneASkip() throws Exception {
    Path file = dir.resolve("lsb.events");
    Files.writeString(file, EVENTS.replace("\"JOB_STATUS\" \"22\" 1300 30 4 0 0 12.5000",
        "\"JOB_STATUS\" \"22\" 1300 30 x 0 0 12.5000") + "\"JOB_STATUS\" \"22\" 2100 30");
    RecordingIngestSink r = new RecordingIngestSink();
    new LsbEventsIngester().read(new IngestInput(file, Instant.ofEpochSecond(2500), ZoneId.of("UTC")), r);
    assertThat(r.problems).extracting(p -> p.headline()).containsExactly(file
        + ":6:27: [lsf.events.bad-record] a whole number was expected");
    assertThat(r.skips).isEqualTo(Map.of("truncated-record", 1));
    assertThat(r.charges).extracting(Charge::jobKey).containsExactly("lsf/default/30[1]@1100",
        "lsf/default/30[2]@1100");
  }

  private Charge charge(String key) {
    Charge[] found = new Charge[1];
    ledger.forEach(c -> {
      if (c.jobKey().equals(key)) {
        found[0] = c;
      }
    });
    return found[0];
  }
}
