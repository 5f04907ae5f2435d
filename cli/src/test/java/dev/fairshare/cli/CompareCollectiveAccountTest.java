package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code compare} on an LSF tree lists its collective accounts beside its users: birch's {@code geo_reservoir
 * (mario nina) ()} is one share account its members share (docs/algorithms/lsf.md §3.2, §4.1), a leaf of LSF's
 * descent as a user's account is, so {@code lsf.fairshare} ranks it. Before, compare listed users only, and its
 * lsf.fairshare ranks went 1, 2, 4, 5, 6 with the account's 3 missing.
 *
 * <p>Expected, from the birch files with no usage and lsb.params' {@code RUN_JOB_FACTOR=3.0} (an idle account's
 * load is {@code (1 + 0)·3 = 3}, its priority {@code shares/3}, §2.1): LSF's descent takes geosciences (60/3 = 20)
 * before materials (30/3 = 10), inside geosciences geo_seismic (3/3 = 1) before geo_reservoir (2/3, its normalized
 * share 60/90 × 2/5 = 0.266667), and inside
 * geo_seismic kim (2/3) before lena (1/3); so kim 1, lena 2, geo_reservoir 3 (priority 0.666667) of 6, then the
 * materials users, each 1/3. Slurm's classic algorithm dispatches users only: the account's cells are empty there.
 */
class CompareCollectiveAccountTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  private static CommandRun compare(String format) {
    CommandRun run = CommandRun.of("compare", "--from", "../examples/lsf/lsb.users", "../examples/lsf/lsb.queues",
        "../examples/lsf/lsb.params", "--algorithms", "lsf.fairshare,slurm.classic", "--format", format);
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run;
  }

  @Test
  void theCollectiveAccountIsARowRankedWhereLsfsDescentReachesIt() throws IOException {
    CommandRun tsv = compare("tsv");
    assertThat(tsv.out().lines()).contains("geosciences/geo_reservoir\t2\t0.26666666666666666\t0"
        + "\t0.6666666666666666\t3\t\t");
    assertThat(tsv.out().lines().filter(l -> l.contains("\t") && !l.startsWith("user\t")).limit(6)
        .map(l -> l.split("\t")[5])).containsExactly("1", "2", "3", "4", "5", "6");
    GoldenFiles.assertMatches(tsv.out(), GOLDEN.resolve("compare-lsf-collective.tsv"));
    CommandRun table = compare("table");
    assertThat(table.out()).startsWith("fairshare compare: 5 users and 1 shared account under lsf.fairshare,"
        + " slurm.classic\n").contains("geosciences/geo_reservoir: an account its members share (mario, nina)");
    GoldenFiles.assertMatches(table.out(), GOLDEN.resolve("compare-lsf-collective.table"));
    CommandRun json = compare("json");
    assertThat(json.out()).contains("\"members\" : [ \"mario\", \"nina\" ]", "\"slurm.classic\" : null");
    GoldenFiles.assertMatches(json.out(), GOLDEN.resolve("compare-lsf-collective.json"));
  }
}
