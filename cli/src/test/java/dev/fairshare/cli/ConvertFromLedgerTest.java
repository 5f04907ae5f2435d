package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code convert --ledger}: an LSF site's usage history ({@code lsb.acct} ingested into a ledger) carried to
 * the target, decayed by the site's own {@code HIST_HOURS} to {@code --at}. Before, nothing carried LSF
 * usage: {@code lsb.acct} is no format {@code --usage} reads, and convert took no ledger.
 */
class ConvertFromLedgerTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");
  private static final String[] LSF = {"--from", "../examples/lsf/lsb.users", "--from", "../examples/lsf/lsb.queues",
      "--from", "../examples/lsf/lsb.params"};

  @TempDir
  Path dir;

  @Test
  void anLsfSitesLedgerUsageGoesToTheSlurmUsageFileDecayedByItsHistHours() throws IOException {
    String ledger = dir.resolve("birch.db").toString();
    assertThat(CommandRun.of("usage", "ingest", "--ledger", ledger, "lsf.lsb-acct:../examples/lsf/lsb.acct")
        .exitCode()).isZero();
    Path out = dir.resolve("slurm");
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("convert"));
    args.addAll(java.util.List.of(LSF));
    args.addAll(java.util.List.of("--ledger", ledger, "--at", "2026-11-20T12:00:00Z", "--to", "slurm", "--cluster",
        "birch", "--out", out.toString()));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out().replace(dir.toString(), "DIR"), GOLDEN.resolve("convert-lsf-ledger.report"));
    Map<String, Double> usage = new TreeMap<>();
    Files.readAllLines(out.resolve("usage.tsv")).stream().filter(l -> !l.startsWith("#")).map(l -> l.split("\t"))
        .filter(f -> f.length == 4 && f[1].equals("user")).forEach(f -> usage.put(f[0], Double.parseDouble(f[3])));
    // lsb.acct, each job consumed evenly over its run and counting 10^(-t/HIST_HOURS) t seconds after
    // (docs/algorithms/lsf.md 2.4), HIST_HOURS=24 from lsb.params, at 1795176000 (2026-11-20 12:00 UTC):
    // kim's 328320 CPU s over [1795143600, 1795165200] and 4600 over [1795170600, 1795171799]; lena's 54000
    // over [1795140000, 1795147200] and the part of 36000 over [1795172400, 1795183200] run by 12:00
    assertThat(usage.get("geosciences/geo_seismic/kim")).isCloseTo(191235.4079380, within(1e-6));
    assertThat(usage.get("geosciences/geo_seismic/lena")).isCloseTo(34248.8913956, within(1e-6));
  }

  /**
   * {@code [default, 5]} of the {@code normal} queue expands to no user of lsb.users (each is covered by another
   * pair), but the ledger holds rosa's usage in that queue: LSF gives her a {@code default} account of 5 shares
   * when her job arrives (docs/algorithms/lsf.md §3.2: {@code default} accounts are made lazily for users with
   * jobs). The loss must not say that no user is known; it says where the users with usage are named
   * ({@code ledger.unmatched}, which names rosa) and that their usage is not carried.
   */
  @Test
  void aDroppedDefaultSaysThatUsersWithUsageGetNoAccountWhenTheLedgerNamesThem() {
    String ledger = dir.resolve("birch.db").toString();
    assertThat(CommandRun.of("usage", "ingest", "--ledger", ledger, "lsf.lsb-acct:../examples/lsf/lsb.acct")
        .exitCode()).isZero();
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("convert"));
    args.addAll(java.util.List.of(LSF));
    args.addAll(java.util.List.of("--ledger", ledger, "--at", "2026-11-20T12:00:00Z", "--to", "slurm", "--cluster",
        "birch", "--out", dir.resolve("slurm").toString()));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    String loss = run.out().lines().filter(l -> l.contains("lsf.default: dropped: [default, 5]")).findFirst()
        .orElseThrow();
    assertThat(loss).doesNotContain("no user is known").contains("lsb.users", "ledger.unmatched",
        "their usage is not carried");
    assertThat(run.err()).contains("[ledger.unmatched]", "lsf:normal/rosa");
  }

  @Test
  void aLedgerAndAUsageFileTogetherAreMisuse() {
    CommandRun run = CommandRun.of("convert", "--from", "../examples/lsf/lsb.users", "--ledger", "memory:",
        "--usage", "../examples/slurm/sshare-a-l-P.txt", "--to", "slurm", "--out", dir.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("give --usage or --ledger, not both");
  }
}
