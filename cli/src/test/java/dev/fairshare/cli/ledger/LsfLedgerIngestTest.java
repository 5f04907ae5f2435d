package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code usage ingest lsf.lsb-events} and {@code lsf.lsb-acct} on the Volclava capture
 * ({@code src/test/resources/lsf/volclava}: 26 jobs, three of them long sleeps still running 700 s after
 * mbatchd's start): jobs charged while running are completed by the later reading, and the lsb.acct of the
 * same run adds nothing. The expected usages are the sums of the capture's own JOB_STATUS {@code cpuTime}
 * fields per queue and user, added in record order (as a plain double sum gives them: 18.887900000000002).
 */
class LsfLedgerIngestTest {
  static final Path DIR = Path.of("src/test/resources/lsf/volclava");
  /** mbatchd's start + 700 s: the first wave done, dave's, erin's and gina's sleeps running. */
  static final String EARLY = "2026-11-26T08:52:46Z";
  /** After every job ended. */
  static final String LATE = "2026-11-26T09:40:00Z";

  @TempDir
  Path tmp;

  CommandRun ingest(String ledger, String at, String input) {
    return CommandRun.of("usage", "ingest", "--ledger", ledger, "--at", at, "--tz=UTC", input);
  }

  @Test
  void runningJobsChargedEarlyAreCompletedLaterAndLsbAcctAddsNothing() {
    String ledger = tmp.resolve("l.db").toString();
    String events = "lsf.lsb-events:" + DIR.resolve("lsb.events");
    assertThat(ingest(ledger, EARLY, events).out()).isEqualTo("read 18, new 18, already present 0, skipped 0\n");
    assertThat(ingest(ledger, LATE, events).out())
        .isEqualTo("read 26, new 8, extended 3, already present 15, skipped 0\n");
    assertThat(ingest(ledger, LATE, "lsf.lsb-acct:" + DIR.resolve("lsb.acct")).out())
        .isEqualTo("read 26, new 0, already present 26, skipped 0\n");
    CommandRun show = CommandRun.of("usage", "show", "--ledger", ledger, "--decay", "none", "--at", LATE,
        "--format=tsv");
    assertThat(show.out()).isEqualTo("queue\taccount\tusage\n"
        + "flat\t/alice\t4.1883\n"
        + "flat\t/erin\t0.0234\n"
        + "flat\t/frank\t5.8171\n"
        + "flat\t/gina\t1.5487\n"
        + "hier\t/alice\t18.887900000000002\n"
        + "hier\t/bob\t18.4666\n"
        + "hier\t/carol\t11.8037\n"
        + "hier\t/dave\t4.9624999999999995\n"
        + "hier\t/erin\t2.8162\n"
        + "hier\t/gina\t5.3201\n"
        + "hier2\t/alice\t6.1185\n"
        + "hier2\t/dave\t7.376\n"
        + "hier2\t/erin\t6.592\n"
        + "hier2\t/frank\t3.9012\n"
        + "oth\t/alice\t3.3982\n"
        + "oth\t/bob\t0.7095\n"
        + "oth\t/carol\t2.7662\n"
        + "oth\t/dave\t2.1345\n"
        + "oth\t/gina\t0.0228\n");
  }

  @Test
  void cpuIsNormalizedAsBqueuesNormalizesItWhenTheConfigurationIsNamed() {
    // fixture lsf/normalize: bob's 35 + 1 raw CPU seconds on a host of CPU factor 100, DEFAULT_HOST_SPEC of
    // factor 50: 72 normalized, as bqueues shows (BqueuesCpuNormalizationTest)
    String conf = "src/test/resources/lsf/normalize";
    String raw = tmp.resolve("raw.db").toString();
    String normalized = tmp.resolve("normalized.db").toString();
    assertThat(ingest(raw, LATE, "lsf.lsb-acct:" + conf + "/lsb.acct").exitCode()).isZero();
    assertThat(CommandRun.of("usage", "ingest", "--ledger", normalized, "--at", LATE,
        "-Dfairshare.ledger.lsf.conf-dir=" + conf, "lsf.lsb-acct:" + conf + "/lsb.acct").exitCode()).isZero();
    assertThat(bob(raw)).isEqualTo("normal\t/bob\t36");
    assertThat(bob(normalized)).isEqualTo("normal\t/bob\t72");
  }

  /**
   * A bad setting is misuse refused at start-up, before the ledger is created (as every command refuses it:
   * docs/errors.md); a file that is no database is bad input.
   */
  @Test
  void aBadSettingIsMisuseAndAFileThatIsNoDatabaseIsBadInputNotACrash() {
    String ledger = tmp.resolve("l.db").toString();
    CommandRun mode = CommandRun.of("usage", "ingest", "--ledger", ledger, "--at", LATE,
        "-Dfairshare.usage.lsf.cpu-normalization=bogus", "lsf.lsb-acct:" + DIR.resolve("lsb.acct"));
    assertThat(mode.exitCode()).isEqualTo(2);
    assertThat(mode.err()).contains("-Dfairshare.usage.lsf.cpu-normalization: [config.bad-value] "
        + "fairshare.usage.lsf.cpu-normalization = \"bogus\": 'bogus' is not one of auto, on, off");
    assertThat(tmp.resolve("l.db")).doesNotExist();
    CommandRun flux = CommandRun.of("usage", "ingest", "--ledger", ledger, "--at", LATE,
        "flux.jobs:" + DIR.resolve("lsb.acct"));
    assertThat(flux.exitCode()).isEqualTo(1);
    assertThat(flux.err()).contains("lsb.acct: [flux.db.unreadable] not a flux-accounting database");
  }

  private static String bob(String ledger) {
    return CommandRun.of("usage", "show", "--ledger", ledger, "--decay", "none", "--at", LATE, "--format=tsv")
        .out().lines().filter(l -> l.contains("/bob\t")).findFirst().orElse("");
  }
}
