package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testsupport.ChildJvm;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory a node costs {@code convert} (docs/scale.md): a million nodes (1,000 groups of 999 users with
 * usage, a 22 MB {@code fairshare.tsv}) are converted to PBS in a separate JVM with a {@value #HEAP} heap.
 * With a {@code WorkNode} object, an attribute map and a location per node, two more copies of the tree for
 * the writer, a map of names to ids and the output made whole in memory, a node cost about 760 bytes at the
 * peak and a tree over the heap / 400 nodes was refused; with the tree as arrays, labelled views of it and
 * the files streamed as they are staged, it fits.
 */
class ConvertMemoryTest {
  private static final String HEAP = "320m";
  private static final int GROUPS = 1000;
  private static final int USERS = 999;

  @TempDir
  Path dir;

  @Test
  void aMillionNodesAreConvertedToPbsInASmallHeap() throws Exception {
    Path tree = dir.resolve("million.tsv");
    long usageRecords = 0;
    try (BufferedWriter out = Files.newBufferedWriter(tree, StandardCharsets.UTF_8)) {
      for (int g = 0; g < GROUPS; g++) {
        out.write("g" + g + "\tgroup\t" + (1 + g % 10) + "\n");
        for (int u = 0; u < USERS; u++) {
          out.write("g" + g + "/u" + g + "x" + u + "\tuser\t1\t" + (1 + u % 7) + "\n");
          usageRecords += (1 + u % 7) == 1 ? 0 : 1;
        }
      }
    }
    Path out = dir.resolve("pbs");
    ChildJvm.Exit child = ChildJvm.run(HEAP, Duration.ofSeconds(240), dir.resolve("child.log"),
        Main.class.getName(), "convert", "--from", tree.toString(), "--to", "pbs", "--out", out.toString());

    assertThat(child.value()).as(child.output()).isZero();
    // one line per node below the root (docs/algorithms/pbs.md §2); PBS's usage file: a 32-byte header and a 64-byte
    // record per user whose usage is not PBS's starting 1 (docs/algorithms/pbs.md §10)
    assertThat(lineCount(out.resolve("resource_group"))).isEqualTo(GROUPS + (long) GROUPS * USERS);
    assertThat(Files.size(out.resolve("usage"))).isEqualTo(32 + 64 * usageRecords);
    assertThat(child.output()).contains("outputs: resource_group sched_config.fairshare usage");
  }

  private static long lineCount(Path file) throws IOException {
    try (Stream<String> lines = Files.lines(file)) {
      return lines.count();
    }
  }
}
