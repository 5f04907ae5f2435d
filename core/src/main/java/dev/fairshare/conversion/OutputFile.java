package dev.fairshare.conversion;

import dev.fairshare.io.FileContent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * One file a conversion writes: its name in the output directory, its content (written to the file as it is
 * staged, never held whole: a converted tree of ten million nodes is gigabytes of text), and the registered
 * format that reads it back, so that a written configuration can be read again as the target's input (a
 * round trip, {@code SchedulerFamilyContract}).
 *
 * @param name the file name (no directory)
 * @param body the content, written on demand (as often as asked: each time the same bytes)
 * @param format the registered format that reads the file back, or {@code null} when none does (a
 *     command script)
 * @param usage whether the file carries usage (read back as the usage input, not as a tree)
 */
public record OutputFile(String name, FileContent body, String format, boolean usage) {

  /** A file of these bytes that no format reads back. */
  public OutputFile(String name, byte[] content) {
    this(name, FileContent.of(content), null, false);
  }

  /** A text file, UTF-8, that no format reads back. */
  public static OutputFile text(String name, String text) {
    return new OutputFile(name, text.getBytes(StandardCharsets.UTF_8));
  }

  /** A text file, UTF-8, that a registered format reads back as a configuration input. */
  public static OutputFile text(String name, String text, String format) {
    return new OutputFile(name, FileContent.of(text.getBytes(StandardCharsets.UTF_8)), format, false);
  }

  /** The content, made whole in memory (for tests and small files). */
  public byte[] content() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      body.writeTo(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** The content as UTF-8 text. */
  public String text() {
    return new String(content(), StandardCharsets.UTF_8);
  }

  /** The input spec that reads the file back from where it was put: {@code FORMAT:PATH}. */
  public String spec(java.nio.file.Path where) {
    return format + ":" + where;
  }
}
