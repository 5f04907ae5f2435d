package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that reads a ledger against an LSF tree sees the tree {@code convert --ledger} converts: rosa,
 * who has usage in the {@code normal} queue and no account of her name in lsb.users, gets the top-level
 * account of the queue's {@code [default, 5]} pair that mbatchd made her when her job arrived (Volclava
 * {@code mbd.fairshare.c}: {@code updAliveUserInFSTree} finds no leaf account of her name, {@code appendAliveUser}
 * makes one beside the root's {@code default} with {@code newSA->share = ref->sacct->share}), so her usage counts
 * there. Before, {@code compute}, {@code explain}, {@code view} and {@code compare} left her {@code normal} usage
 * unmatched ({@code lsf:normal/rosa 10000.0 s}) while {@code convert} carried it.
 *
 * <p>Expected figures, from examples/lsf/lsb.acct undecayed ({@code --decay none}): rosa's job 2105 in
 * {@code normal}, ru_utime + ru_stime = 10000 CPU s; her job 2104 in {@code night} is another queue's tree and stays
 * unmatched (110000 s). Her dynamic priority under LSF's defaults (CPU time in hours × CPU_TIME_FACTOR 0.7,
 * RUN_JOB_FACTOR 3 for no job running; docs/algorithms/lsf.md 2.1): 5 / (10000/3600 × 0.7 + (0 + 1) × 3) = 5 / (89/18)
 * = 90/89 = 1.01123595505618, the highest of the queue's users (quinn, no usage: 1/3), so she ranks first.
 */
class LsfDefaultAccountsOnEveryCommandTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");
  private static final String[] TREE = {"../examples/lsf/lsb.users", "../examples/lsf/lsb.queues"};
  private static final String AT = "2026-11-21T00:00:00Z";
  private static final String UNMATCHED = "lsf:night/rosa 110000.0 s\n";

  @TempDir
  Path tmp;

  private String ledger;

  @BeforeEach
  void ingest() {
    ledger = tmp.resolve("birch.db").toString();
    CommandRun run = CommandRun.of("usage", "ingest", "--ledger", ledger, "lsf.lsb-acct:../examples/lsf/lsb.acct");
    assertThat(run.exitCode()).as(run.err()).isZero();
  }

  private CommandRun ok(String command, String option, String... more) {
    List<String> args = new ArrayList<>(List.of(command.split(" ")));
    args.add(option);
    args.addAll(List.of(TREE));
    args.addAll(List.of("--ledger", ledger, "--decay", "none", "--at", AT));
    args.addAll(List.of(more));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    // her normal usage found her account: only the other queue's is unmatched
    assertThat(run.err()).as(command).contains("of 1 identity", "not counted: " + UNMATCHED)
        .doesNotContain("lsf:normal/rosa");
    return run;
  }

  @Test
  void computeRanksRosaAtTheTopLevelWithHerUsage() throws IOException {
    CommandRun run = ok("compute", "--tree", "--algorithm", "lsf.fairshare", "--format", "tsv");
    assertThat(run.out().lines()).anyMatch(l -> l.startsWith("rosa\tuser\t5\t\t10000\t")
        && l.endsWith("\t1.0112359550561798\t1"));
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("compute-lsf-ledger-default.tsv"));
  }

  @Test
  void explainFindsRosa() throws IOException {
    CommandRun run = ok("explain rosa", "--tree", "--algorithm", "lsf.fairshare");
    assertThat(run.out()).contains("explain rosa under lsf.fairshare");
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("explain-lsf-ledger-default.txt"));
  }

  @Test
  void compareListsRosa() throws IOException {
    CommandRun run = ok("compare", "--from", "--algorithms", "lsf.fairshare,slurm.classic", "--format", "tsv");
    assertThat(run.out().lines()).anyMatch(l -> l.startsWith("rosa\t5\t"));
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("compare-lsf-ledger-default.tsv"));
  }

  @Test
  void viewDrawsRosa() throws IOException {
    Path svg = tmp.resolve("v.svg");
    ok("view", "--tree", "--algorithm", "lsf.fairshare", "--svg", svg.toString());
    String drawn = Files.readString(svg);
    assertThat(drawn).contains(">rosa<");
    GoldenFiles.assertMatches(drawn, GOLDEN.resolve("view-lsf-ledger-default.svg"));
  }
}
