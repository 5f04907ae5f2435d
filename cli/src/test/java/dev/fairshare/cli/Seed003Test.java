package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo's tree as a file: the demo's own input, under the name the goldens print. */
class Seed003Test {
  @TempDir
  Path dir;

  @Test
  void theFileHoldsTheDemosTreeUnderItsName() throws Exception {
    Path file = Seed003.write(dir);

    assertThat(file).isEqualTo(dir.resolve("seed-003.tsv"));
    assertThat(Files.readString(file)).isEqualTo(DemoCommand.load()).contains("A/B/user1\tuser\t1\t20");
  }
}
