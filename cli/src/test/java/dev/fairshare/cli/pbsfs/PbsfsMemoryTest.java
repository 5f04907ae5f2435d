package dev.fairshare.cli.pbsfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testsupport.ChildJvm;
import dev.fairshare.testsupport.TwoLevelTree;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory a PBS node costs {@code pbsfs}: a {@code resource_group} of a million lines (1,000 groups of
 * 999 users, 17 MB) and a usage file of 100,000 records are read, printed with {@code -p} and written back
 * with {@code -s} in a separate JVM with a 256 MB heap; {@code -g} and {@code -c} of single entities too, which
 * once computed the whole {@code pbs.fairshare} result (the heap / 320 bytes a line, refused here) and now
 * compute only the entities' paths. Read whole, with an entry, a location, a record and
 * a map per line, a node took about 900 bytes and the input limit (the heap / 400 bytes a line) refused the
 * file; read a line and a record at a time into arrays, it fits.
 *
 * <p>Expected, from docs/algorithms/pbs.md §4.2 and §11: every node starts at usage 1 and each user's record
 * is added to its ancestors, so a group holds 1 + 100 × 2 and TREEROOT 1 + 1,000 × 200; {@code -p} prints
 * TREEROOT, then the root's children newest first (the last group, g999, with {@code tree_percentage} =
 * 1/1,000 as float32, printed 0.100%), one line per node and the header; {@code -s} writes the header and one
 * 64-byte record per user whose usage is not 1: the 100,000 of the file and the one set. {@code -g g0u0}: its
 * group g0's id is 10 and its own 2000, one share, usage 2 (its record), and the path TREEROOT, g0, g0u0;
 * {@code -c g0u0 g0u1}: the two differ first at themselves, with equal percentages, and g0u1's usage (1,
 * no record) over it is the smaller, so g0u1 is the more deserving (§7.1).
 */
class PbsfsMemoryTest {
  private static final TwoLevelTree TREE = TwoLevelTree.MILLION;

  @TempDir
  Path dir;

  @Test
  void aMillionLineResourceGroupIsPrintedAndWrittenBackInA256MegabyteHeap() throws Exception {
    UsageBytes usage = new UsageBytes(1_700_000_000L);
    TREE.write(dir.resolve("resource_group"), "", g -> "g" + g + " " + (10 + g) + " root 1\n", (g, u) -> {
      if (u % 10 == 0) {
        usage.record("g" + g + "u" + u, 2);
      }
      return "g" + g + "u" + u + " " + (2000 + g * TREE.users() + u) + " g" + g + " 1\n";
    });
    Files.write(dir.resolve("usage"), usage.bytes());
    ChildJvm.Exit child = ChildJvm.run("256m", Duration.ofSeconds(300), dir.resolve("child.log"),
        RunPbsfsChild.class.getName(), dir.toString(), "g0u1", "5", "g0u0");

    List<String> lines = Files.readAllLines(child.log());
    assertThat(lines.subList(0, 4)).as(String.join("\n", lines)).containsExactly("p exit 0 lines 1000003",
        "Fairshare usage units are in: cput",
        "TREEROOT  : Grp: -1     cgrp: 0    Shares: -1     Usage: 200001 Perc: 100.000%",
        "g999      : Grp: 0      cgrp: 1009 Shares: 1      Usage: 201    Perc:  0.100%");
    assertThat(lines.subList(4, 9)).containsExactly("g exit 0", "fairshare entity: g0u0", "Resgroup\t\t: 10",
        "cresgroup\t\t: 2000", "Shares\t\t\t: 1");
    String all = String.join("\n", lines);
    assertThat(lines.get(11)).as(all).isEqualTo("usage\t\t\t: 2 (cput)");
    assertThat(lines.get(13)).as(all).isEqualTo("Path from root: ");
    assertThat(lines.get(14)).as(all).startsWith("TREEROOT  :     0     200001 / ");
    assertThat(lines.get(15)).as(all).startsWith("g0        :    10        201 / ");
    assertThat(lines.get(16)).as(all).startsWith("g0u0      :  2000          2 / ");
    assertThat(lines.subList(17, 19)).as(all).containsExactly("c exit 0", "g0u1");
    assertThat(lines.subList(19, lines.size())).containsExactly("s exit 0");
    assertThat(Files.size(dir.resolve("usage"))).isEqualTo(32 + 64 * (TREE.groups() * 100 + 1L));
    assertThat(child.value()).isZero();
  }
}
