package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compute --ledger} with a slurm.conf reads the usage with its {@code PriorityUsageResetPeriod} (and
 * {@code PriorityCalcPeriod}), as slurmctld's decay thread resets it ({@code _next_reset} in
 * {@code priority_multifactor.c}: WEEKLY is the Sunday 00:00 after the last reset, in local time), and warns
 * where the ledger cannot do what Slurm does ({@code NOW}; a daylight-saving change near a daily reset).
 *
 * <p>The expected usage follows from Slurm's rules by hand: with {@code PriorityDecayHalfLife=0} the decay
 * factor is 1 (no decay), so a user's usage is the sum of billing × seconds since the last reset; the site's
 * alice ran 10 billing for an hour on Saturday 2026-11-21 and on Monday 2026-11-23, and at Wednesday
 * 2026-11-25 12:00 UTC the last WEEKLY reset was Sunday 2026-11-22 00:00 UTC: 10 × 3600 = 36000 counts.
 */
class ComputeLedgerResetTest {
  private static final Path SLURM = Path.of("../examples/slurm");

  @TempDir
  Path dir;

  private String ledger() throws IOException {
    Path sacct = dir.resolve("sacct.txt");
    Files.writeString(sacct, "Cluster|JobIDRaw|JobID|Account|User|Partition|QOS|Submit|Start|End|State|AllocTRES\n"
        + "alder|9001|9001|physics|alice|batch|normal|2026-11-21T09:00:00|2026-11-21T10:00:00|2026-11-21T11:00:00"
        + "|COMPLETED|billing=10,cpu=10,mem=1G,node=1\n"
        + "alder|9002|9002|physics|alice|batch|normal|2026-11-23T09:00:00|2026-11-23T10:00:00|2026-11-23T11:00:00"
        + "|COMPLETED|billing=10,cpu=10,mem=1G,node=1\n");
    String ledger = dir.resolve("l.db").toString();
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "--tz", "UTC", "--strict",
        "slurm.sacct:" + sacct);
    assertThat(ingest.exitCode()).as(ingest.err()).isZero();
    return ledger;
  }

  private Path conf(String reset) throws IOException {
    Path conf = dir.resolve("slurm-" + reset + ".conf");
    Files.writeString(conf, Files.readString(SLURM.resolve("slurm.conf"))
        .replace("PriorityDecayHalfLife=7-0", "PriorityDecayHalfLife=0")
        .replace("PriorityUsageResetPeriod=NONE", "PriorityUsageResetPeriod=" + reset));
    return conf;
  }

  private static CommandRun compute(String ledger, Path conf, String... more) {
    List<String> args = new ArrayList<>(List.of("compute", "--ledger", ledger, "--tree",
        "slurm.sacctmgr-dump:" + SLURM.resolve("alder.cfg"), conf.toString(), "--format", "tsv"));
    args.addAll(List.of(more));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run;
  }

  private static String aliceUsage(CommandRun run) {
    return run.out().lines().filter(l -> l.startsWith("physics/alice\t")).findFirst().orElseThrow()
        .split("\t")[4];
  }

  @Test
  void aWeeklyResetOfTheSlurmConfDropsTheUsageBeforeSundayMidnight() throws IOException {
    String ledger = ledger();
    CommandRun weekly = compute(ledger, conf("WEEKLY"), "--at", "2026-11-25T12:00:00Z", "--tz", "UTC");
    assertThat(aliceUsage(weekly)).isEqualTo("36000");
    assertThat(weekly.err()).isEmpty();
    CommandRun none = compute(ledger, conf("NONE"), "--at", "2026-11-25T12:00:00Z", "--tz", "UTC");
    assertThat(aliceUsage(none)).isEqualTo("72000");
    CommandRun overridden = compute(ledger, conf("WEEKLY"), "--at", "2026-11-25T12:00:00Z", "--tz", "UTC",
        "--reset-period", "NONE");
    assertThat(aliceUsage(overridden)).isEqualTo("72000");
  }

  @Test
  void dailyAndMonthlyResetsAreTheirCalendarBoundaries() throws IOException {
    String ledger = ledger();
    assertThat(aliceUsage(compute(ledger, conf("DAILY"), "--at", "2026-11-23T12:00:00Z", "--tz", "UTC")))
        .isEqualTo("36000");
    assertThat(aliceUsage(compute(ledger, conf("DAILY"), "--at", "2026-11-24T00:00:00Z", "--tz", "UTC")))
        .isEqualTo("0");
    assertThat(aliceUsage(compute(ledger, conf("MONTHLY"), "--at", "2026-11-25T12:00:00Z", "--tz", "UTC")))
        .isEqualTo("72000");
    assertThat(aliceUsage(compute(ledger, conf("MONTHLY"), "--at", "2026-12-01T00:00:00Z", "--tz", "UTC")))
        .isEqualTo("0");
  }

  @Test
  void nowIsReadWithoutTheResetAndSaysSoWithItsLine() throws IOException {
    String ledger = ledger();
    Path conf = conf("NOW");
    CommandRun run = compute(ledger, conf, "--at", "2026-11-25T12:00:00Z", "--tz", "UTC");
    assertThat(aliceUsage(run)).isEqualTo("72000");
    int line = Files.readAllLines(conf).indexOf("PriorityUsageResetPeriod=NOW") + 1;
    assertThat(run.err()).contains(conf + ":" + line).contains("[ledger.reset-now]");
  }

  @Test
  void aDailyResetNearADaylightSavingChangeIsFlagged() throws IOException {
    String ledger = ledger();
    CommandRun nearChange = compute(ledger, conf("DAILY"), "--at", "2026-10-25T22:30:00Z", "--tz",
        "Europe/Paris");
    assertThat(nearChange.err()).contains("[ledger.reset-dst]").contains("2026-10-25T01:00:00Z");
    CommandRun later = compute(ledger, conf("DAILY"), "--at", "2026-11-25T12:00:00Z", "--tz", "Europe/Paris");
    assertThat(later.err()).isEmpty();
    CommandRun monthly = compute(ledger, conf("MONTHLY"), "--at", "2026-10-25T22:30:00Z", "--tz",
        "Europe/Paris");
    assertThat(monthly.err()).isEmpty();
  }
}
