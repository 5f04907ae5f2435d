package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code usage show}'s table and {@code explain} without a ledger write usage in its family's unit, as the
 * warnings and explain's note on a ledger's usage do ({@code SchedulerFamily.usageUnit}: LSF's CPU seconds,
 * {@code s}). Before, the table printed bare numbers ({@code 10000}) and explain's note on an input's usage named
 * no unit.
 *
 * <p>Expected amounts from examples/lsf/lsb.acct undecayed ({@code --decay none}), ru_utime + ru_stime of each job
 * by its queue and charged account: rosa's 2105 in normal, 10000 s; her 2104 in night, 110000 s; kim's 2106 in
 * normal (328320 s) and 2108 in short (4600 s).
 */
class UsageInItsUnitTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path tmp;

  private String ledger() {
    String ledger = tmp.resolve("birch.db").toString();
    CommandRun run = CommandRun.of("usage", "ingest", "--ledger", ledger, "lsf.lsb-acct:../examples/lsf/lsb.acct");
    assertThat(run.exitCode()).as(run.err()).isZero();
    return ledger;
  }

  private static CommandRun show(String ledger, String format) {
    CommandRun run = CommandRun.of("usage", "show", "--ledger", ledger, "--decay", "none", "--at",
        "2026-11-21T00:00:00Z", "--format", format);
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run;
  }

  @Test
  void usageShowsTableWritesEachAmountInItsFamilysUnit() throws IOException {
    String ledger = ledger();
    CommandRun table = show(ledger, "table");
    assertThat(table.out()).startsWith("lsf: usage in s (LSF's CPU seconds)\n")
        .containsPattern("normal +/rosa +10000\\.0 s\n").containsPattern("night +/rosa +110000\\.0 s\n")
        .containsPattern("normal +/geosciences/geo_seismic/kim +328320\\.0 s\n")
        .containsPattern("short +/geosciences/geo_seismic/kim +4600\\.0 s\n");
    GoldenFiles.assertMatches(table.out(), GOLDEN.resolve("usage-show-lsf.table"));
    CommandRun json = show(ledger, "json");
    assertThat(json.out()).contains("\"usage\" : 10000.0,\n    \"unit\" : \"s\"");
    GoldenFiles.assertMatches(json.out(), GOLDEN.resolve("usage-show-lsf.json"));
    // the tab-separated form, for programs, keeps the bare number
    assertThat(show(ledger, "tsv").out()).contains("normal\t/rosa\t10000\n");
  }

  @Test
  void explainWithoutALedgerNamesTheUnitOfTheInputsUsage() throws IOException {
    CommandRun run = CommandRun.of("explain", "kim", "--tree", "../examples/lsf/lsb.users",
        "../examples/lsf/lsb.queues", "../examples/lsf/lsb.params", "--algorithm", "lsf.fairshare");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("  - usage: as the input holds it, in s (LSF's CPU seconds), decayed by the "
        + "scheduler's ");
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("explain-lsf-birch-kim.txt"));
  }
}
