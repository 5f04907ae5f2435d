package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two groups with 1e308 shares each: their sum overflows a double, so every normalized share would be 0 and
 * every factor 0 with exit 0. {@code compute} reports the tree as bad input instead, at the line of the
 * sibling that overflows the sum, with the hint to scale the shares down.
 */
class ShareOverflowCommandTest {
  @TempDir
  Path dir;

  @Test
  void computeOfTwoGroupsWith1e308SharesIsBadInputNamingTheOverflowingSibling() throws IOException {
    Path tree = dir.resolve("huge.tsv");
    Files.writeString(tree, "a\tgroup\t1e308\na/u\tuser\t1\t10\nb\tgroup\t1e308\nb/v\tuser\t1\t10\n");
    CommandRun run = CommandRun.of("compute", "--tree", tree.toString(), "--algorithm", "slurm.classic");

    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains(tree + ":3:1: [tree.bad-shares] the shares of 'b' and its siblings under "
        + "'.' add up to more than 1.7976931348623157E308")
        .contains("scale the shares down: only their ratios matter");
  }
}
