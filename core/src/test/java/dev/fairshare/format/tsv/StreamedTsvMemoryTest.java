package dev.fairshare.format.tsv;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testsupport.ChildJvm;
import dev.fairshare.testsupport.TwoLevelTree;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory a {@code fairshare.tsv} node costs its reader: a million lines (1,000 groups of 999 users, a
 * 22 MB file) are read in a separate JVM with a 256 MB heap. Read whole, the file's bytes and text alone
 * took 44 MB and each node about 380 bytes at the peak, and the input limit (the heap / 400 bytes a line)
 * refused it; streamed, with origins as ints and the builder's arrays kept as the tree's, it fits.
 */
class StreamedTsvMemoryTest {
  private static final TwoLevelTree TREE = TwoLevelTree.MILLION;

  @TempDir
  Path dir;

  @Test
  void aMillionLinesAreReadInA256MegabyteHeap() throws Exception {
    Path file = dir.resolve("million.tsv");
    TREE.write(file, "", g -> "g" + g + "\tgroup\t" + TwoLevelTree.groupShares(g) + "\n",
        (g, u) -> "g" + g + "/u" + u + "\tuser\t1\t" + TwoLevelTree.userUsage(u) + "\n");
    ChildJvm.Exit child = ChildJvm.run("256m", Duration.ofSeconds(120), dir.resolve("child.log"),
        ReadTsvChild.class.getName(), file.toString());

    assertThat(child.output()).isEqualTo("nodes 1000001 usage " + (TREE.groups() * TREE.usageOfOneGroup()) + "\n");
    assertThat(child.value()).isZero();
  }
}
