package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fairshare usage ingest|show|export} on small sacct exports. */
class UsageCommandTest {
  static final Path DIR = Path.of("src/test/resources/ledger");
  static final String AT = "2024-03-02T00:00:00Z";

  @TempDir
  Path tmp;

  CommandRun ingest(String ledger, String... more) {
    String[] args = new String[7 + more.length];
    args[0] = "usage";
    args[1] = "ingest";
    args[2] = "--ledger";
    args[3] = ledger;
    args[4] = "--at";
    args[5] = AT;
    args[6] = "--tz=UTC";
    System.arraycopy(more, 0, args, 7, more.length);
    return CommandRun.of(args);
  }

  static String sacct(String file) {
    return "slurm.sacct:" + DIR.resolve(file);
  }

  static CommandRun show(String ledger, String... more) {
    String[] args = new String[9 + more.length];
    String[] head = {"usage", "show", "--ledger", ledger, "--decay", "none", "--at", "2024-03-05T00:00:00Z",
        "--format=tsv"};
    System.arraycopy(head, 0, args, 0, head.length);
    System.arraycopy(more, 0, args, head.length, more.length);
    return CommandRun.of(args);
  }

  @Test
  void showWithoutDecayGivesEachAssociationItsBillingTimesSeconds() {
    String ledger = tmp.resolve("l.db").toString();
    CommandRun in = ingest(ledger, sacct("mixed.txt"));
    assertThat(in.exitCode()).isZero();
    assertThat(in.out()).isEqualTo("read 11, new 8, already present 0, skipped 3 (job-step 1, not-started 2)\n");
    // alice: 4 x 3600 + 8 x 1800 (cpu, no billing) + 8 x 600; bob gpu: het 10 x 10 + 20 x 10;
    // bob batch: requeued runs 100 + 60, running 2 x 3600 up to --at
    assertThat(show(ledger).out()).isEqualTo("cluster\taccount\tuser\tpartition\tusage\n"
        + "tux\tchem\tbob\tbatch\t7360\n"
        + "tux\tchem\tbob\tgpu\t300\n"
        + "tux\tphysics\talice\tbatch\t33600\n");
  }

  @Test
  void readingAgainAddsNothingAndARunningJobThatEndedReplacesItsCharge() {
    String ledger = tmp.resolve("l.db").toString();
    ingest(ledger, sacct("mixed.txt"));
    assertThat(ingest(ledger, sacct("mixed.txt")).out())
        .isEqualTo("read 11, new 0, already present 8, skipped 3 (job-step 1, not-started 2)\n");
    assertThat(ingest(ledger, sacct("later.txt")).out())
        .isEqualTo("read 10, new 0, extended 1, already present 7, skipped 2 (not-started 2)\n");
    // the running job now ran 6 hours: 2 x 21600
    assertThat(show(ledger).out()).contains("tux\tchem\tbob\tbatch\t43360\n");
    assertThat(ingest(ledger, sacct("mixed.txt")).out())
        .isEqualTo("read 11, new 0, already present 8, skipped 3 (job-step 1, not-started 2)\n");
    assertThat(show(ledger).out()).contains("tux\tchem\tbob\tbatch\t43360\n");
  }

  @Test
  void strictRefusesAFileWithBadRecordsAndWritesNothing() {
    String ledger = tmp.resolve("l.db").toString();
    CommandRun run = ingest(ledger, "--strict", sacct("mixed.txt"), sacct("bad.txt"));
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("bad.txt:4:51: [slurm.sacct.unknown-state] unknown job state 'EXPLODED'")
        .endsWith("7 problems\n");
    assertThat(CommandRun.of("usage", "export", "--ledger", ledger).out()).isEqualTo("# fairshare charges 1\n");
  }

  @Test
  void withoutStrictBadRecordsAreSkippedCountedAndShown() {
    String ledger = tmp.resolve("l.db").toString();
    CommandRun run = ingest(ledger, sacct("bad.txt"));
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).isEqualTo("read 8, new 1, already present 0, skipped 7 (slurm.sacct.bad-amount 2, "
        + "slurm.sacct.bad-time 1, slurm.sacct.column-count 2, slurm.sacct.unknown-identity 1, "
        + "slurm.sacct.unknown-state 1)\n");
    assertThat(run.err()).contains("bad.txt:7:7: [slurm.sacct.unknown-identity] the job has no account");
  }

  @Test
  void anExportReadBackIntoAnotherLedgerShowsTheSameUsage() {
    String first = tmp.resolve("a.db").toString();
    ingest(first, sacct("mixed.txt"));
    Path export = tmp.resolve("charges.tsv");
    assertThat(CommandRun.of("usage", "export", "--ledger", first, "--out", export.toString()).exitCode()).isZero();
    CommandRun again = CommandRun.of("usage", "export", "--ledger", first, "--out", export.toString());
    assertThat(again.exitCode()).isEqualTo(2);
    assertThat(again.err()).contains("give --force");
    String second = tmp.resolve("b.db").toString();
    assertThat(ingest(second, "fairshare.charges:" + export).out())
        .isEqualTo("read 8, new 8, already present 0, skipped 0\n");
    assertThat(show(second).out()).isEqualTo(show(first).out());
    assertThat(CommandRun.of("usage", "export", "--ledger", second).out())
        .isEqualTo(CommandRun.of("usage", "export", "--ledger", first).out());
  }

  @Test
  void anUnknownFormatIsMisuseAndAnUnreachableLedgerAnIoFailure() {
    CommandRun misuse = ingest(tmp.resolve("l.db").toString(), "nonsense:" + DIR.resolve("mixed.txt"));
    assertThat(misuse.exitCode()).isEqualTo(2);
    assertThat(misuse.err()).contains("FORMAT one of fairshare.charges, flux.jobs, lsf.lsb-acct, lsf.lsb-events, "
        + "pbs.accounting, pbs.usage, slurm.assoc-usage, slurm.sacct");
    CommandRun io = CommandRun.of("usage", "show", "--ledger", "jdbc:postgresql://127.0.0.1:1/none?user=x");
    assertThat(io.exitCode()).isEqualTo(3);
    assertThat(io.err()).startsWith("fairshare: cannot open the PostgreSQL ledger").contains("[ledger.unreachable]");
  }

  /** The files of the temporary directory, by name. */
  private java.util.List<String> files() throws java.io.IOException {
    try (java.util.stream.Stream<Path> list = java.nio.file.Files.list(tmp)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void everyUsageCommandClosesTheLedgerSoNoWriteAheadLogIsLeft() throws java.io.IOException {
    String ledger = tmp.resolve("l.db").toString();
    assertThat(ingest(ledger, sacct("mixed.txt")).exitCode()).isZero();
    assertThat(files()).containsExactly("l.db");
    assertThat(ingest(ledger, "--strict", sacct("bad.txt")).exitCode()).isEqualTo(1);
    assertThat(files()).containsExactly("l.db");
    assertThat(ingest(ledger, sacct("mixed.txt"), "slurm.sacct:" + tmp.resolve("missing.txt")).exitCode())
        .isEqualTo(1);
    assertThat(show(ledger).exitCode()).isZero();
    assertThat(CommandRun.of("usage", "export", "--ledger", ledger).exitCode()).isZero();
    assertThat(files()).containsExactly("l.db");
  }

  @Test
  void exportRefusesTheReadingOptionsItWouldIgnore() {
    String ledger = tmp.resolve("l.db").toString();
    ingest(ledger, sacct("mixed.txt"));
    for (String[] option : new String[][] {{"--decay", "slurm"}, {"--half-life", "7d"}, {"--at", AT},
        {"--reset-period", "DAILY"}, {"--calc-period", "60"}, {"--tz", "UTC"}}) {
      CommandRun run = CommandRun.of("usage", "export", "--ledger", ledger, option[0], option[1]);
      assertThat(run.exitCode()).as(option[0]).isEqualTo(2);
      assertThat(run.err()).as(option[0]).startsWith("Unknown option").contains("'" + option[0] + "'");
      assertThat(run.out()).as(option[0]).isEmpty();
    }
  }

  @Test
  void exportOfALedgerThatCannotBeReadPrintsNothing() throws java.io.IOException {
    Path notALedger = java.nio.file.Files.writeString(tmp.resolve("not-a-ledger.db"), "not a database\n");
    CommandRun run = CommandRun.of("usage", "export", "--ledger", notALedger.toString());
    assertThat(run.exitCode()).isEqualTo(3);
    assertThat(run.err()).contains("[ledger.unreadable]");
    assertThat(run.out()).as("the header of an export that failed").isEmpty();
  }

  @Test
  void aDurationTooLongToHoldIsMisuse() {
    for (String option : new String[] {"--half-life", "--calc-period"}) {
      for (String value : new String[] {"99999999999999999999999", "1e400", "1e400s", "9223372037", "106752d"}) {
        CommandRun run = CommandRun.of("usage", "show", "--ledger", "memory:", option, value);
        assertThat(run.exitCode()).as("%s %s: %s", option, value, run.err()).isEqualTo(2);
        assertThat(run.err()).contains("'" + value + "' is too long a duration").doesNotContain("\tat ");
      }
    }
  }
}
