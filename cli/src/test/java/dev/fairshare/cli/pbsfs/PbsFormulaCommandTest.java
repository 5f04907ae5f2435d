package dev.fairshare.cli.pbsfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fairshare pbs-formula} on the §11 sample: PP-718's formula gives the PTL test's logged values
 * (docs/algorithms/pbs.md §12: 0.6477, 0.3816, 0.0902); a syntax error is bad input at its line and column.
 */
class PbsFormulaCommandTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/pbsfs");

  @TempDir
  Path dir;

  @BeforeEach
  void sample() throws IOException {
    SampleSchedPriv.copyTo(dir);
  }

  private String[] run(String... args) {
    CommandRun run = SampleSchedPriv.run(dir, "pbs-formula", args);
    return new String[] {Integer.toString(run.exitCode()), run.out(), run.err().replace(dir.toString(), "DIR")};
  }

  @Test
  void seedFormulaGivesThePtlValues() throws IOException {
    Files.writeString(dir.resolve("sched_formula"),
        "### PBS INTERNAL FILE DO NOT MODIFY ###\npow(2, -(fairshare_tree_usage/fairshare_perc))\n");
    String[] r = run();
    assertThat(r[0]).isEqualTo("0");
    assertThat(r[1]).isEqualTo(Files.readString(GOLDEN.resolve("sample-formula.txt")));
  }

  @Test
  void resourcesAreTheJobsResourceList() {
    String[] r = run("--formula", "ncpus * 2 + walltime/3600 + mem", "--resource", "ncpus=4", "--resource",
        "walltime=01:30:00");
    assertThat(r[0]).isEqualTo("0");
    assertThat(r[1].lines().skip(1)).allSatisfy(line -> assertThat(line).endsWith("\t9.5"));
  }

  @Test
  void formulaSyntaxErrorIsBadInputAtItsColumn() throws IOException {
    Files.writeString(dir.resolve("sched_formula"),
        "### PBS INTERNAL FILE DO NOT MODIFY ###\nfairshare_factor * (ncpus +* 2)\n");
    String[] r = run();
    assertThat(r[0]).isEqualTo("1");
    assertThat(r[1]).isEmpty();
    GoldenFiles.assertMatches(r[2], GOLDEN.resolve("formula-syntax-error.txt"));
  }

  @Test
  void aResourceTooLargeForADoubleIsInfiniteNotAnInternalError() {
    String[] r = run("--formula", "mem + fairshare_factor", "--resource", "mem=" + "9".repeat(400));
    assertThat(r[2]).isEmpty();
    assertThat(r[0]).isEqualTo("0");
    assertThat(r[1].lines().skip(1)).isNotEmpty().allSatisfy(line -> assertThat(line).endsWith("\tinf"));
  }
}
