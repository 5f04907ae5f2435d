package dev.fairshare.testkit.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One input written alone into a fresh temporary directory, so that {@link #assertNothingWritten()} can
 * tell that a read left the directory exactly as it was: the same files, byte for byte, and no new one (no
 * lock, journal or backup beside the input).
 */
final class ScratchFile implements AutoCloseable {
  private final Path dir;
  private final Path file;
  private final Map<Path, byte[]> before;

  private ScratchFile(Path dir, Path file) {
    this.dir = dir;
    this.file = file;
    this.before = snapshot(dir);
  }

  /** Writes {@code content} as {@code name} in a new temporary directory. */
  static ScratchFile of(String name, byte[] content) {
    try {
      Path dir = Files.createTempDirectory("fairshare-format-contract");
      Path file = dir.resolve(name);
      Files.write(file, content);
      return new ScratchFile(dir, file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The input's path. */
  Path path() {
    return file;
  }

  /** Asserts that the directory holds what it held when the input was written, and nothing more. */
  void assertNothingWritten() {
    Map<Path, byte[]> after = snapshot(dir);
    assertThat(after.keySet()).as("files beside %s after reading it", file).isEqualTo(before.keySet());
    for (Map.Entry<Path, byte[]> e : before.entrySet()) {
      assertThat(after.get(e.getKey())).as("%s after reading it", e.getKey()).isEqualTo(e.getValue());
    }
  }

  @Override
  public void close() {
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Map<Path, byte[]> snapshot(Path dir) {
    Map<Path, byte[]> files = new HashMap<>();
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.filter(Files::isRegularFile).toList()) {
        files.put(dir.relativize(p), Files.readAllBytes(p));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }
}
