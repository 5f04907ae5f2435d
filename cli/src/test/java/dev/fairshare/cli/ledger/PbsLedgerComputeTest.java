package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ledger of PBS usage read on a PBS tree as PBS would read a usage file of it (OpenPBS
 * {@code src/scheduler/fairshare.cpp}: {@code read_usage_v2} sets each record's node and adds it to its
 * ancestors, {@code find_alloc_ginfo} makes a name the tree lacks under unknown with 1 share, and
 * {@code group_info}'s constructor starts every node at {@code FAIRSHARE_MIN_USAGE}, 1). The ledger is seeded
 * from the maple cluster's usage file ({@code examples/pbs}), so at the file's {@code last_decay} the tree and
 * usage are the ones PBS holds after reading that file, and every factor is the one {@code pbs-formula}
 * prints for the folder. The figures were worked by hand with float32 as PBS computes them
 * (docs/algorithms/pbs.md §3, §6): TREEROOT 1 + 2565470 = 2565471 (guest1's 1200 included), research
 * 1 + 1835800, li's uf = 0.6541101 and tp = 35/110 × 2/4 = 0.1590909, 2^(−uf/tp) = 0.0578496122416743.
 */
class PbsLedgerComputeTest {
  private static final String P = "../examples/pbs/sched_priv/";
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path tmp;

  private String ledger;

  @BeforeEach
  void seed() {
    ledger = tmp.resolve("l.db").toString();
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "pbs.usage:" + P + "usage");
    assertThat(ingest.out()).as(ingest.err()).isEqualTo("read 8, new 8, already present 0, skipped 0\n");
  }

  /** compute --ledger at the usage file's last_decay, 2026-11-20T00:00:00Z: no decay. */
  private CommandRun compute() {
    return CommandRun.of("compute", "--tree", P + "resource_group", "--tree", P + "sched_config", "--ledger",
        ledger, "--at", "2026-11-20T00:00:00Z", "--algorithm", "pbs.fairshare", "--format", "tsv");
  }

  @Test
  void anEntityResourceGroupLacksIsMadeUnderUnknownAsPbsMakesIt() {
    CommandRun run = compute();
    assertThat(run.exitCode()).as(run.err()).isZero();
    // guest1 was reported unmatched and left out: TREEROOT 2564271, li 0.0577725
    assertThat(run.out()).containsPattern("(?m)^research/li\tuser\t2\t[^\t]+\t1520400\t.*\t0.0578496122416743\t9$")
        .containsPattern("(?m)^unknown/guest1\tuser\t1\t[^\t]+\t1200\t.*\t0.996436972581999\t2$")
        .containsPattern("(?m)^eng/cfd/amy\tuser\t1\t[^\t]+\t412380\t")
        .containsPattern("(?m)^support/sam\tuser\t1\t[^\t]+\t880\t");
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("compute-pbs-ledger.tsv"));
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("compute-pbs-ledger.err"));
  }

  @Test
  void everyFactorIsTheOnePbsFormulaPrintsForTheFolder() {
    Map<String, String> formula = new TreeMap<>();
    CommandRun pbs = CommandRun.of("pbs-formula", "--sched-priv", P);
    assertThat(pbs.exitCode()).as(pbs.err()).isZero();
    pbs.out().lines().skip(1).map(l -> l.split("\t")).forEach(f -> formula.put(f[0], f[3]));
    Map<String, String> computed = new TreeMap<>();
    compute().out().lines().map(l -> l.split("\t", -1)).filter(f -> f[1].equals("user"))
        .forEach(f -> computed.put(f[0].substring(f[0].lastIndexOf('/') + 1),
            String.format("%.6f", Double.parseDouble(f[8]))));
    assertThat(formula).hasSize(9).containsEntry("guest1", "0.996437").containsEntry("li", "0.057850");
    assertThat(computed).isEqualTo(formula);
  }

  @Test
  void aLeafWithoutChargesHoldsPbsStartingUsageOfOne() {
    // dina has no charge: she held 0 (and structures 220000, her factor 0.5331617648712282); PBS's 1, by hand:
    // structures 1 + 220000, uf 0.08244841, tp 50/110 × 40/100 × 1/2 = 0.09090909
    assertThat(compute().out())
        .containsPattern("(?m)^eng/structures/dina\tuser\t1\t[^\t]+\t1\t.*\t0.5333178523193767\t3$");
  }

  @Test
  void usagePbsKeepsNoneOfSaysWhatAPbsSiteShouldDo() throws IOException {
    // a ledger whose entities are groups (fairshare_entity egroup against a tree of users), unknown, and
    // another scheduler's user, each ended within the decay time before --at (no decay: 5000, 2500, 300)
    Path charges = Files.writeString(tmp.resolve("charges.txt"), """
        # fairshare charges 1
        j1\ttest\t1795040000\t1795050000\t5000\tpbs\tresearch
        j2\ttest\t1795040000\t1795050000\t2500\tpbs\tunknown
        j3\ttest\t1795040000\t1795050000\t300\tslurm\tmaple\tresearch\tli\t
        """);
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "fairshare.charges:" + charges);
    assertThat(ingest.exitCode()).as(ingest.err()).isZero();
    CommandRun run = compute();
    assertThat(run.exitCode()).as(run.err()).isZero();
    // the hint spoke of Slurm's associations and clusters and LSF's default accounts only
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("compute-pbs-ledger-unmatched.err"));
    // research holds what the usage file gives it, not the 5000
    assertThat(run.out()).containsPattern("(?m)^research\tgroup\t35\t[^\t]+\t1835800\t");
  }
}
