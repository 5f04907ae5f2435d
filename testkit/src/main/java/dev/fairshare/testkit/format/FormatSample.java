package dev.fairshare.testkit.format;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One valid input of a format under {@link FormatContract}: a file name and its bytes.
 *
 * @param name the file name the input is written under (no directory)
 * @param content the bytes
 */
public record FormatSample(String name, byte[] content) {

  public FormatSample {
    Objects.requireNonNull(name, "name");
    content = content.clone();
  }

  /** A text sample, UTF-8. */
  public static FormatSample text(String name, String text) {
    return new FormatSample(name, text.getBytes(StandardCharsets.UTF_8));
  }

  /** A sample read from a file (a test resource or an example), named after the file. */
  public static FormatSample file(Path path) {
    try {
      return new FormatSample(path.getFileName().toString(), Files.readAllBytes(path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public byte[] content() {
    return content.clone();
  }

  @Override
  public String toString() {
    return name + " (" + content.length + " bytes)";
  }
}
