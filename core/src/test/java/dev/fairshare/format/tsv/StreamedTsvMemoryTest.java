package dev.fairshare.format.tsv;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testsupport.ChildJvm;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
  private static final int GROUPS = 1000;
  private static final int USERS = 999;

  @TempDir
  Path dir;

  @Test
  void aMillionLinesAreReadInA256MegabyteHeap() throws Exception {
    Path file = dir.resolve("million.tsv");
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (int g = 0; g < GROUPS; g++) {
        out.write("g" + g + "\tgroup\t" + (1 + g % 10) + "\n");
        for (int u = 0; u < USERS; u++) {
          out.write("g" + g + "/u" + u + "\tuser\t1\t" + (1 + u % 7) + "\n");
        }
      }
    }
    ChildJvm.Exit child = ChildJvm.run("256m", Duration.ofSeconds(120), dir.resolve("child.log"),
        ReadTsvChild.class.getName(), file.toString());

    assertThat(child.output()).isEqualTo("nodes 1000001 usage " + (GROUPS * expectedUsagePerGroup()) + "\n");
    assertThat(child.value()).isZero();
  }

  /** The usage of one group's users, 1 + u % 7 each. */
  private static long expectedUsagePerGroup() {
    long sum = 0;
    for (int u = 0; u < USERS; u++) {
      sum += 1 + u % 7;
    }
    return sum;
  }
}
