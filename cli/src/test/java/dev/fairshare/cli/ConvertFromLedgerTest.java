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
   * pair), but the ledger holds rosa's usage in that queue, charged to {@code /rosa} (her lsb.acct records'
   * chargedSAAP): mbatchd gave her that account when her job arrived, with the {@code default} pair's 5 shares,
   * under the queue's root (Volclava {@code mbd.fairshare.c}: {@code updAliveUserInFSTree} finds no account of
   * her name in the policy's {@code userTab}, and {@code appendAliveUser} makes one beside the root's
   * {@code default} with {@code newSA->share = ref->sacct->share}). The conversion makes it too, so her usage
   * is carried: her job 2105 in {@code normal}, 10000 CPU s over [1795150800, 1795161600], decayed to 12:00 by
   * HIST_HOURS=24 (docs/algorithms/lsf.md 2.4, as kim's above) is 10000/10800 × 86400/ln 10 ×
   * (10^(-14400/86400) − 10^(-25200/86400)) = 5920.1318423 s. Her job 2104 in {@code night}, another queue's
   * tree, stays unmatched.
   */
  @Test
  void aUserWithUsageAndNoRowInLsbUsersGetsTheDefaultAccountLsfMadeHerWithHerUsage() throws IOException {
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
    assertThat(run.out()).doesNotContain("lsf.default: dropped").contains("../examples/lsf/lsb.queues:6:66: "
        + "lsf.default: expanded: [default, 5] under 'normal (top level)' became 1 user of 5 shares, directly"
        + " under 'normal (top level)' (rosa: the users known at conversion)");
    assertThat(run.err()).contains("[ledger.unmatched]", "lsf:night/rosa").doesNotContain("lsf:normal/rosa");
    Map<String, String[]> rows = new TreeMap<>();
    Files.readAllLines(out.resolve("usage.tsv")).stream().filter(l -> !l.startsWith("#")).map(l -> l.split("\t"))
        .filter(f -> f.length == 4).forEach(f -> rows.put(f[0], f));
    assertThat(rows.get("rosa")[1]).isEqualTo("user");
    assertThat(rows.get("rosa")[2]).isEqualTo("5");
    assertThat(Double.parseDouble(rows.get("rosa")[3])).isCloseTo(5920.1318423, within(1e-6));
    assertThat(Files.readString(out.resolve("birch.cfg"))).containsPattern("User - 'rosa'[^\n]*Fairshare=5");
  }

  /** Without a ledger the pair still expands to nobody: the loss says what LSF does and what convert does. */
  @Test
  void withoutALedgerTheDefaultThatLeavesNoUserIsDropped() {
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("convert"));
    args.addAll(java.util.List.of(LSF));
    args.addAll(java.util.List.of("--to", "slurm", "--cluster", "birch", "--out", dir.resolve("slurm").toString()));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    String loss = run.out().lines().filter(l -> l.contains("lsf.default: dropped: [default, 5]")).findFirst()
        .orElseThrow();
    assertThat(loss).contains("LSF makes one of 5 shares for each other user when their job arrives",
        "--ledger shows with usage");
  }

  @Test
  void aLedgerAndAUsageFileTogetherAreMisuse() {
    CommandRun run = CommandRun.of("convert", "--from", "../examples/lsf/lsb.users", "--ledger", "memory:",
        "--usage", "../examples/slurm/sshare-a-l-P.txt", "--to", "slurm", "--out", dir.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("give --usage or --ledger, not both");
  }
}
