package dev.fairshare.slurm.dump;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Paths of the module's test resources and golden files (tests run with the module as working directory). */
final class TestFiles {
  private TestFiles() {}

  static Path resource(String relative) {
    return Path.of("src/test/resources/slurm").resolve(relative);
  }

  static Path golden(String relative) {
    return Path.of("src/test/resources/golden").resolve(relative);
  }

  static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
