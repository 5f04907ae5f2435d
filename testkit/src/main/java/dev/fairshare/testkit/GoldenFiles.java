package dev.fairshare.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.io.FileTransaction;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares rendered text with a golden file exactly. Run with {@code -Dgolden.update=true} to rewrite the
 * golden files from the actual output (then review and commit the diff).
 */
public final class GoldenFiles {
  private GoldenFiles() {}

  /** Asserts that {@code actual} equals the golden file's content byte for byte. */
  public static void assertMatches(String actual, Path golden) {
    try {
      if (Boolean.getBoolean("golden.update")) {
        Files.createDirectories(golden.toAbsolutePath().getParent());
        FileTransaction.create().replaceExisting(true).write(golden, actual.getBytes(StandardCharsets.UTF_8))
            .commit();
        return;
      }
      assertThat(golden).as("golden file %s (create it with -Dgolden.update=true)", golden).exists();
      String expected = Files.readString(golden, StandardCharsets.UTF_8);
      assertThat(actual).as("output against %s", golden).isEqualTo(expected);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
