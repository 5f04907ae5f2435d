package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code convert} from a PBS site whose {@code resource_group} names an entity with a {@code /} or {@code .} (PBS's
 * parser takes any word without white space as a name, pbs.md §2): every target failed with {@code tree.bad-name}
 * and wrote nothing. Now the entity is written with {@code _} in place of the {@code /} or the {@code .}, a loss
 * {@code convert.name} that names it, its new name and the rule; one whose new name a sibling has is left out;
 * {@code --strict} refuses, as for any loss.
 */
class ConvertOddNamesTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path dir;

  private Path site() throws IOException {
    return Files.writeString(dir.resolve("resource_group"), "eng 10 root 60\na/b 11 eng 1\n. 12 eng 2\n"
        + "ops 13 root 40\nc_d 14 ops 1\nc/d 15 ops 3\n");
  }

  @Test
  void aNameWithASlashOrADotIsWrittenWithAnUnderscoreAndListed() throws IOException {
    Path out = dir.resolve("slurm");
    CommandRun run = CommandRun.of("convert", "--from", "pbs.resource-group:" + site(), "--to", "slurm",
        "--cluster", "oak", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains(": convert.name: approximated: user 'a/b' under 'eng' is written as 'a_b': the"
        + " conversion names every node by its path, '/' separating the levels and '.' naming the root, so no Slurm"
        + " node it writes can hold it",
        ": convert.name: approximated: user '.' under 'eng' is written as '_'",
        ": convert.name: dropped: user 'c/d' under 'ops' has '/' in its name");
    String dump = Files.readString(out.resolve("oak.cfg"));
    // 1 share is sacctmgr's default, written as no Fairshare; c/d's 3 shares are left out with it
    assertThat(dump).contains("User - 'a_b'\n", "User - '_':Fairshare=2\n", "User - 'c_d'\n")
        .doesNotContain("Fairshare=3");
    GoldenFiles.assertMatches(run.out().replace(dir.toString(), "DIR"), GOLDEN.resolve("convert-pbs-odd-names.report"));
  }

  @Test
  void strictRefusesTheSiteAndWritesNothing() throws IOException {
    Path out = dir.resolve("lsf");
    CommandRun run = CommandRun.of("convert", "--from", "pbs.resource-group:" + site(), "--to", "lsf", "--strict",
        "--out", out.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("convert.name: approximated: user 'a/b' under 'eng' is written as 'a_b'",
        "--strict: ");
    assertThat(out).doesNotExist();
  }
}
