package dev.fairshare.lsf.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LsbAcctIngesterTest {
  static final class Recorder implements IngestSink {
    final List<Charge> charges = new ArrayList<>();
    final List<String> skips = new ArrayList<>();
    final List<Problem> problems = new ArrayList<>();

    @Override
    public void charge(Charge charge) {
      charges.add(charge);
    }

    @Override
    public void skip(String reason) {
      skips.add(reason);
    }

    @Override
    public void problem(Problem problem) {
      problems.add(problem);
    }
  }

  static Recorder read(String file) {
    Recorder r = new Recorder();
    new LsbAcctIngester().read(new IngestInput(Path.of("src/test/resources/lsf", file),
        Instant.parse("2026-01-02T00:00:00Z"), ZoneId.of("UTC")), r);
    return r;
  }

  @Test
  void eachFinishedJobChargesItsCpuSecondsToItsQueueAndShareAccount() {
    Recorder r = read("v10.lsb.acct");
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
    Recorder r = read("bad.lsb.acct");
    assertThat(r.problems).isNotEmpty().allMatch(p -> p.code().startsWith("lsf.acct."));
    assertThat(r.problems).allMatch(p -> p.location().line() > 0);
  }
}
