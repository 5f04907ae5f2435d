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

  private Path seed003() throws IOException {
    Path file = dir.resolve("seed-003.tsv");
    Files.writeString(file, DemoCommand.load());
    return file;
  }

  @Test
  void seed003UnderClassicRanksTheUsersAsTheSeedOrdersTheirFactors() throws IOException {
    CommandRun run = CommandRun.of("compare", "--from", seed003().toString(), "--algorithms", "slurm.classic",
        "--format", "tsv");
    assertThat(run.exitCode()).isZero();
    // seeds/003: user5 0.749154, user4 0.5, user1 0.408479, user3 0.125, user2 0.022097; user6 (0 shares) last
    assertThat(cell(run.out(), "A/B/user1", 5)).isEqualTo("3");
    assertThat(cell(run.out(), "A/C/user2", 5)).isEqualTo("5");
    assertThat(cell(run.out(), "A/C/user3", 5)).isEqualTo("4");
    assertThat(cell(run.out(), "D/E/user4", 5)).isEqualTo("2");
    assertThat(cell(run.out(), "D/F/user5", 5)).isEqualTo("1");
    assertThat(cell(run.out(), "G/user6", 5)).isEqualTo("6");
    assertThat(cell(run.out(), "A/B/user1", 4)).startsWith("0.408478");
  }

  @Test
  void theThreeFormsMatchTheirGoldenFiles() throws IOException {
    Path tree = seed003();
    GoldenFiles.assertMatches(CommandRun.of("compare", "--from", tree.toString(), "--algorithms",
        "slurm.classic").out(), GOLDEN.resolve("compare-seed003-classic.table"));
    GoldenFiles.assertMatches(CommandRun.of("compare", "--from", tree.toString(), "--algorithms",
        "slurm.classic", "--format", "tsv").out(), GOLDEN.resolve("compare-seed003-classic.tsv"));
    GoldenFiles.assertMatches(CommandRun.of("compare", "--from", tree.toString(), "--algorithms",
        "slurm.classic", "--format", "json").out(), GOLDEN.resolve("compare-seed003-classic.json"));
  }

  @Test
  void usageFromAnotherInputReplacesTheTreesOwn() throws IOException {
    Path tree = seed003();
    Path usage = dir.resolve("usage.tsv");
    Files.writeString(usage, "A\tgroup\t1\nA/user5\tuser\t1\t100\n");
    CommandRun run = CommandRun.of("compare", "--from", tree.toString(), "--usage", usage.toString(),
        "--algorithms", "slurm.classic", "--format", "tsv");
    assertThat(run.exitCode()).isZero();
    // user5 is unique in the tree, so the usage is matched by name; everyone else now has none
    assertThat(cell(run.out(), "D/F/user5", 3)).isEqualTo("100");
    assertThat(cell(run.out(), "A/B/user1", 3)).isEqualTo("0");
  }

  private static String cell(String tsv, String path, int column) {
    return tsv.lines().filter(l -> l.startsWith(path + "\t")).findFirst().orElseThrow().split("\t", -1)[column];
  }

  @Test
  void anAlgorithmNamedTwiceIsMisuse() throws IOException {
    CommandRun run = CommandRun.of("compare", "--from", seed003().toString(), "--algorithms",
        "slurm.classic,slurm.classic");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
  }

  @Test
  void twoTreesAreBadInputAndNothingIsPrinted() throws IOException {
    Path tree = seed003();
    CommandRun run = CommandRun.of("compare", "--from", tree.toString(), tree.toString(), "--algorithms",
        "slurm.classic");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("[convert.tree-count] several inputs hold a share tree");
  }
}
