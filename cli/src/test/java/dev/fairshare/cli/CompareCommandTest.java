package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fairshare compare}: the impact report's forms and its errors. */
class CompareCommandTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path dir;

  @Test
  void seed003UnderClassicRanksTheUsersAsTheSeedOrdersTheirFactors() throws IOException {
    CommandRun run = CommandRun.of("compare", "--from", Seed003.write(dir).toString(), "--algorithms", "slurm.classic",
        "--format", "tsv");
    assertThat(run.exitCode()).isZero();
    // the classic page: user5 0.749154, user4 0.5, user1 0.408479, user3 0.125, user2 0.022097; user6 (0 shares) last
    assertThat(cell(run.out(), "A/B/user1", 5)).isEqualTo("3");
    assertThat(cell(run.out(), "A/C/user2", 5)).isEqualTo("5");
    assertThat(cell(run.out(), "A/C/user3", 5)).isEqualTo("4");
    assertThat(cell(run.out(), "D/E/user4", 5)).isEqualTo("2");
    assertThat(cell(run.out(), "D/F/user5", 5)).isEqualTo("1");
    assertThat(cell(run.out(), "G/user6", 5)).isEqualTo("6");
    assertThat(cell(run.out(), "A/B/user1", 4)).startsWith("0.408478");
  }

  /**
   * The example Slurm site's account physics/hep has FairShare=parent: Slurm's algorithms read it, PBS's
   * counts it as 0 shares (its users carol and dave get factor 0); the report says so on standard error.
   */
  @Test
  void aFairshareParentNodeUnderAnAlgorithmThatCountsItAsZeroIsToldOnStandardError() {
    String site = ReadmeCommand.ROOT.resolve("examples/slurm") + "/";
    CommandRun run = CommandRun.of("compare", "--from", site + "alder.cfg", "--from", site + "slurm.conf",
        "--usage", "slurm.sshare:" + site + "sshare-a-l-P.txt", "--algorithms", "slurm.fair-tree,pbs.fairshare",
        "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(cell(run.out(), "physics/hep/carol", 6)).isEqualTo("0");
    assertThat(run.err()).contains("alder.cfg:29:1: warning: [compare.parent-shares] 'physics/hep' takes its "
        + "parent's share (FairShare=parent); pbs.fairshare counts it as 0 shares, which leaves "
        + "physics/hep/carol, physics/hep/dave with no share there");
    CommandRun slurmOnly = CommandRun.of("compare", "--from", site + "alder.cfg", "--from", site + "slurm.conf",
        "--algorithms", "slurm.fair-tree,slurm.classic", "--format", "tsv");
    assertThat(slurmOnly.exitCode()).as(slurmOnly.err()).isZero();
    assertThat(slurmOnly.err()).doesNotContain("compare.parent-shares");
  }

  private Path seed002() throws IOException {
    Path file = dir.resolve("seed-002.tsv");
    try (var in = CompareCommandTest.class.getResourceAsStream("/demo/seed-002.tsv")) {
      Files.write(file, in.readAllBytes());
    }
    return file;
  }

  private static final String FOUR = "slurm.classic,slurm.fair-tree,pbs.fairshare,lsf.fairshare";

  @Test
  void seed003UnderTheFourSchedulersAlgorithmsSideBySide() throws IOException {
    CommandRun run = CommandRun.of("compare", "--from", Seed003.write(dir).toString(), "--algorithms", FOUR);
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("compare-seed003-four.table"));
    CommandRun tsv = CommandRun.of("compare", "--from", Seed003.write(dir).toString(), "--algorithms", FOUR, "--format",
        "tsv");
    // the classic page's order (user5, user4, user1, user3, user2, then user6 with no shares) under every algorithm
    for (int column : new int[] {5, 7, 9, 11}) {
      assertThat(cell(tsv.out(), "D/F/user5", column)).isEqualTo("1");
      assertThat(cell(tsv.out(), "D/E/user4", column)).isEqualTo("2");
      assertThat(cell(tsv.out(), "A/B/user1", column)).isEqualTo("3");
      assertThat(cell(tsv.out(), "G/user6", column)).isEqualTo("6");
    }
  }

  @Test
  void seed002UnderTheFourSchedulersAlgorithmsShowsLsfMovingTheGroups() throws IOException {
    CommandRun run = CommandRun.of("compare", "--from", seed002().toString(), "--algorithms", FOUR);
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("compare-seed002-four.table"));
    CommandRun tsv = CommandRun.of("compare", "--from", seed002().toString(), "--algorithms", FOUR, "--format",
        "tsv");
    // PP-718: Bob's fairshare_factor 2^-(.125/.2) = 0.648 is above Suzy's 2^-(.5/.36) = 0.382
    assertThat(cell(tsv.out(), "group1/Bob", 4)).startsWith("0.648");
    assertThat(cell(tsv.out(), "group2/Suzy", 4)).startsWith("0.381");
    assertThat(cell(tsv.out(), "group1/Bob", 9)).isEqualTo("1");
    assertThat(cell(tsv.out(), "group2/Suzy", 9)).isEqualTo("3");
    // hand count, classic ranks 1 1 3 4 against LSF's 3 4 1 2: C 1, D 4, one pair tied in the first
    String tau = tsv.out().lines().filter(l -> l.startsWith("slurm.classic\tlsf.fairshare\t")).findFirst()
        .orElseThrow().split("\t")[2];
    assertThat(Double.parseDouble(tau)).isCloseTo(-3 / Math.sqrt(30), org.assertj.core.api.Assertions.within(1e-15));
    GoldenFiles.assertMatches(tsv.out(), GOLDEN.resolve("compare-seed002-four.tsv"));
  }

  @Test
  void theThreeFormsMatchTheirGoldenFiles() throws IOException {
    Path tree = Seed003.write(dir);
    GoldenFiles.assertMatches(CommandRun.of("compare", "--from", tree.toString(), "--algorithms",
        "slurm.classic").out(), GOLDEN.resolve("compare-seed003-classic.table"));
    GoldenFiles.assertMatches(CommandRun.of("compare", "--from", tree.toString(), "--algorithms",
        "slurm.classic", "--format", "tsv").out(), GOLDEN.resolve("compare-seed003-classic.tsv"));
    GoldenFiles.assertMatches(CommandRun.of("compare", "--from", tree.toString(), "--algorithms",
        "slurm.classic", "--format", "json").out(), GOLDEN.resolve("compare-seed003-classic.json"));
  }

  @Test
  void usageFromAnotherInputReplacesTheTreesOwn() throws IOException {
    Path tree = Seed003.write(dir);
    Path usage = dir.resolve("usage.tsv");
    Files.writeString(usage, "A\tgroup\t1\nA/user5\tuser\t1\t100\n");
    CommandRun run = CommandRun.of("compare", "--from", tree.toString(), "--usage", usage.toString(),
        "--algorithms", "slurm.classic", "--format", "tsv");
    assertThat(run.exitCode()).isZero();
    // user5 is unique in the tree, so the usage is matched by name; everyone else now has none
    assertThat(cell(run.out(), "D/F/user5", 3)).isEqualTo("100");
    assertThat(cell(run.out(), "A/B/user1", 3)).isEqualTo("0");
  }

  /**
   * A {@code bqueues -r} listing of Volclava as the usage of its own lsb files: lsf.fairshare weighs the run time
   * and the slots the listing shows, so every user's factor is the PRIORITY Volclava printed (dave: STARTED 2,
   * RUN_TIME 840, so 1 / (840/3600 x 0.7 + (1 + 2) x 3) = 0.109); compare carried the CPU time alone and gave
   * dave 1/3. The same for explain.
   */
  @Test
  void aBqueuesListingAsUsageKeepsItsRunTimeAndSlotsSoLsfsPrioritiesAreThePrintedOnes() {
    String conf = "src/test/resources/lsf/volclava/conf/";
    String usage = "lsf.bqueues:src/test/resources/lsf/volclava/captures/c1000/bqueues-r-hier.txt";
    CommandRun run = CommandRun.of("compare", "--from", conf + "lsb.users", "--from", conf + "lsb.queues", "--from",
        conf + "lsb.params", "--usage", usage, "--algorithms", "lsf.fairshare,slurm.fair-tree", "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    // Volclava's hier/physics/ and hier/physics/subp/ blocks: alice 0.999, bob 0.333, carol 0.333, dave 0.109
    assertThat(priority(run, "physics/alice")).isEqualTo("0.999");
    assertThat(priority(run, "physics/bob")).isEqualTo("0.333");
    assertThat(priority(run, "physics/subp/carol")).isEqualTo("0.333");
    assertThat(priority(run, "physics/subp/dave")).isEqualTo("0.109");
    CommandRun explain = CommandRun.of("explain", "dave", "--tree", conf + "lsb.users", conf + "lsb.queues",
        conf + "lsb.params", "--usage", usage, "--algorithm", "lsf.fairshare");
    assertThat(explain.exitCode()).as(explain.err()).isZero();
    assertThat(explain.out()).contains("(compute: 0.109131)");
  }

  /** The user's lsf.fairshare factor to three decimals, as bqueues prints PRIORITY. */
  private static String priority(CommandRun run, String path) {
    return String.format(java.util.Locale.ROOT, "%.3f", Double.parseDouble(cell(run.out(), path, 4)));
  }

  private static String cell(String tsv, String path, int column) {
    return tsv.lines().filter(l -> l.startsWith(path + "\t")).findFirst().orElseThrow().split("\t", -1)[column];
  }

  @Test
  void anAlgorithmNamedTwiceIsMisuse() throws IOException {
    CommandRun run = CommandRun.of("compare", "--from", Seed003.write(dir).toString(), "--algorithms",
        "slurm.classic,slurm.classic");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
  }

  @Test
  void twoTreesAreBadInputAndNothingIsPrinted() throws IOException {
    Path tree = Seed003.write(dir);
    CommandRun run = CommandRun.of("compare", "--from", tree.toString(), tree.toString(), "--algorithms",
        "slurm.classic");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("[convert.tree-count] several inputs hold a share tree");
  }
}
