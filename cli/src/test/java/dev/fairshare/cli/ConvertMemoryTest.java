package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testsupport.ChildJvm;
import dev.fairshare.testsupport.TwoLevelTree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory a node costs {@code convert} (docs/scale.md): a million nodes (1,000 groups of 999 users with
 * usage, a 22 MB {@code fairshare.tsv}) are converted to PBS in a separate JVM with a {@value #HEAP} heap.
 * With a {@code WorkNode} object, an attribute map and a location per node, two more copies of the tree for
 * the writer, a map of names to ids and the output made whole in memory, a node cost about 760 bytes at the
 * peak and a tree over the heap / 400 nodes was refused; with the tree as arrays, labelled views of it and
 * the files streamed as they are staged, it fits. A loss on every node (fractional shares) once cost a
 * {@code Loss}, a location and a sentence per node and the report made whole as one string, which ran out of
 * this heap; the losses past the first ones now wait in a temporary file and the report is streamed.
 */
class ConvertMemoryTest {
  private static final String HEAP = "320m";
  private static final TwoLevelTree TREE = TwoLevelTree.MILLION;

  @TempDir
  Path dir;

  @Test
  void aMillionNodesAreConvertedToPbsInASmallHeap() throws Exception {
    Path tree = dir.resolve("million.tsv");
    TREE.write(tree, "", g -> "g" + g + "\tgroup\t" + TwoLevelTree.groupShares(g) + "\n",
        (g, u) -> "g" + g + "/u" + g + "x" + u + "\tuser\t1\t" + TwoLevelTree.userUsage(u) + "\n");
    Path out = dir.resolve("pbs");
    ChildJvm.Exit child = ChildJvm.run(HEAP, Duration.ofSeconds(240), dir.resolve("child.log"),
        Main.class.getName(), "convert", "--from", tree.toString(), "--to", "pbs", "--out", out.toString());

    assertThat(child.value()).as(child.output()).isZero();
    // one line per node below the root (docs/algorithms/pbs.md §2); PBS's usage file: a 32-byte header and a 64-byte
    // record per user whose usage is not PBS's starting 1 (docs/algorithms/pbs.md §10)
    assertThat(lineCount(out.resolve("resource_group"))).isEqualTo(TREE.nodes());
    assertThat(Files.size(out.resolve("usage"))).isEqualTo(32 + 64 * TREE.usersWhoseUsageIsNot(1));
    assertThat(child.output()).contains("outputs: resource_group sched_config.fairshare usage");
  }

  @Test
  void aLossOnEveryOneOfAMillionNodesIsReportedInASmallHeap() throws Exception {
    Path tree = dir.resolve("fractions.tsv");
    TREE.write(tree, "", g -> "g" + g + "\tgroup\t" + TwoLevelTree.groupShares(g) + ".5\n",
        (g, u) -> "g" + g + "/u" + g + "x" + u + "\tuser\t1.5\n");
    Path out = dir.resolve("pbs");
    Path report = dir.resolve("report.json");
    Path log = dir.resolve("child.log");
    ChildJvm.Exit child = ChildJvm.run(HEAP, List.of("-Djava.io.tmpdir=" + dir), Duration.ofSeconds(240), log,
        Main.class.getName(), "convert", "--from", tree.toString(), "--to", "pbs", "--out", out.toString(),
        "--report", report.toString());

    long nodes = TREE.nodes();
    assertThat(child.value()).as(tail(log)).isZero();
    // every node's shares are rounded (docs/migration.md, shares.fraction), one report line each, in input order
    try (Stream<String> lines = Files.lines(log)) {
      assertThat(lines.filter(l -> l.startsWith("  " + tree + ":")).count()).isEqualTo(nodes);
    }
    try (Stream<String> lines = Files.lines(log)) {
      assertThat(lines.filter(l -> l.startsWith("losses: ")).toList())
          .containsExactly("losses: " + nodes + " (0 expanded, " + nodes + " approximated, 0 dropped)");
    }
    assertThat(lastLine(log)).isEqualTo("  " + tree + ":" + nodes + ":1: shares.fraction: approximated: 'g999/u999x998'"
        + " has 1.5 shares: rounded to 2 (whole numbers only)");
    try (Stream<String> json = Files.lines(report)) {
      assertThat(json.filter(l -> l.contains("\"construct\" : \"shares.fraction\"")).count()).isEqualTo(nodes);
    }
    try (Stream<Path> left = Files.list(dir)) {
      assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("fractions.tsv", "pbs",
          "report.json", "child.log");
    }
  }

  private static String tail(Path log) throws IOException {
    String text = Files.readString(log);
    return text.substring(Math.max(0, text.length() - 2000));
  }

  private static String lastLine(Path file) throws IOException {
    try (Stream<String> lines = Files.lines(file)) {
      return lines.reduce((a, b) -> b).orElse("");
    }
  }

  private static long lineCount(Path file) throws IOException {
    try (Stream<String> lines = Files.lines(file)) {
      return lines.count();
    }
  }
}
