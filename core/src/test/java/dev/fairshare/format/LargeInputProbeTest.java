package dev.fairshare.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.tsv.FairshareTsvFormat;
import dev.fairshare.testsupport.TwoLevelTree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bare path to a file over 16 MB (here over 64 KB, the registry's size for tests) is probed by its first 4,096
 * characters and then read by its format itself (a {@code fairshare.tsv} a line at a time), so that a 1 GB file is
 * never one string: it gives the format and the tree a whole read gives, whatever multi-byte character the head cuts,
 * and a file that is not UTF-8 is reported as before.
 */
class LargeInputProbeTest {
  private static final TwoLevelTree TREE = new TwoLevelTree(4, 999);

  @TempDir
  Path dir;

  private final FormatRegistry registry = new FormatRegistry(Map.of(FairshareTsvFormat.NAME,
      new FairshareTsvFormat()), 64 << 10);

  @Test
  void aLargeBarePathIsProbedByItsHeadAndReadByItsFormat() throws IOException {
    Path file = dir.resolve("big-tree");
    write(file, "é");

    FormatRegistry.Input input = registry.open(file.toString());

    assertThat(Files.size(file)).isGreaterThan(64 << 10);
    assertThat(input.format().name()).isEqualTo(FairshareTsvFormat.NAME);
    assertThat(input.document().tree().size()).isEqualTo(1 + TREE.nodes());
    assertThat(input.document().tree().path(2)).isEqualTo("group-é-0/user-é-0");
    assertThat(input.document().usage().total()).isEqualTo(TREE.allUsers() * 3.0);
  }

  @Test
  void aLargeFileThatIsNotUtf8IsReportedWithItsOffset() throws IOException {
    Path file = dir.resolve("binary");
    write(file, "\u00ff");
    byte[] bytes = Files.readAllBytes(file);
    bytes[1] = (byte) 0xff;
    Files.write(file, bytes);

    assertThatThrownBy(() -> registry.open(file.toString())).isInstanceOf(ConfigParseException.class)
        .hasMessageContaining("io.not-utf8").hasMessageContaining("byte 0xFF at offset 1");
  }

  /** Groups of users whose names carry {@code mark}, each user with usage 3. */
  private static void write(Path file, String mark) throws IOException {
    TREE.write(file, "", g -> "group-" + mark + "-" + g + "\tgroup\t1\n",
        (g, u) -> "group-" + mark + "-" + g + "/user-" + mark + "-" + u + "\tuser\t1\t3\n");
  }
}
