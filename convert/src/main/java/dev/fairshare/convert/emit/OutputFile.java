package dev.fairshare.convert.emit;

import java.nio.charset.StandardCharsets;

/**
 * One file a conversion writes: its name in the output directory and its bytes.
 *
 * @param name the file name (no directory)
 * @param content the bytes
 */
public record OutputFile(String name, byte[] content) {

  /** A text file, UTF-8. */
  public static OutputFile text(String name, String text) {
    return new OutputFile(name, text.getBytes(StandardCharsets.UTF_8));
  }

  /** The content as UTF-8 text. */
  public String text() {
    return new String(content, StandardCharsets.UTF_8);
  }
}
