package dev.fairshare.lsf.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.testkit.ledger.RecordingIngestSink;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class LsbAcctIngesterTest {

  static RecordingIngestSink read(String file) {
    RecordingIngestSink r = new RecordingIngestSink();
    new LsbAcctIngester().read(new IngestInput(Path.of("src/test/resources/lsf", file),
        Instant.parse("2026-01-02T00:00:00Z"), ZoneId.of("UTC")), r);
    return r;
  }

  @Test
  void eachFinishedJobChargesItsCpuSecondsToItsQueueAndShareAccount() {
    RecordingIngestSink r = read("v10.lsb.acct");
    assertThat(r.problems).isEmpty();
    Charge bob = r.charges.stream().filter(c -> c.jobKey().contains("/102@")).findFirst().orElseThrow();
    // job 102: queue short, chargedSAAP /physics/bob, started 1767222000, finished 1767229200, ru_utime 3600
    assertThat(bob).isEqualTo(new Charge(UsageIdentity.of("lsf", "short", "/physics/bob"),
        "src/test/resources/lsf/v10.lsb.acct", "lsf/default/102@1767222000", 3600, 1767222000,
        1767229200));
    Charge alice = r.charges.stream().filter(c -> c.jobKey().contains("/101@")).findFirst().orElseThrow();
    // an empty chargedSAAP: the user's own account
    assertThat(alice.identity()).isEqualTo(UsageIdentity.of("lsf", "normal", "/alice"));
    assertThat(alice.amount()).isEqualTo(7200.0);
  }

  @Test
  void badRecordsAreProblemsAndTheOthersStillCharge() {
    RecordingIngestSink r = read("bad.lsb.acct");
    assertThat(r.problems).isNotEmpty().allMatch(p -> p.code().startsWith("lsf.acct."));
    assertThat(r.problems).allMatch(p -> p.location().line() > 0);
  }
}
