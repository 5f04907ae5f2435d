package dev.fairshare.testkit.format;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * An input with a problem a format must report under {@link FormatContract} (refusing the input, or as a
 * warning): the problem's code and where it is (1-based line and column; a column of 0 for a problem of the
 * whole line, a line of 0 for one of the whole input).
 *
 * @param name the file name the input is written under
 * @param content the bytes
 * @param code the stable code of the problem (docs/errors.md)
 * @param line the problem's line
 * @param column the problem's column
 */
public record BadInput(String name, byte[] content, String code, int line, int column) {

  public BadInput {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(code, "code");
    content = content.clone();
  }

  /** A text input, UTF-8, that must report {@code code} at {@code line:column}. */
  public static BadInput text(String name, String text, String code, int line, int column) {
    return new BadInput(name, text.getBytes(StandardCharsets.UTF_8), code, line, column);
  }

  @Override
  public byte[] content() {
    return content.clone();
  }

  @Override
  public String toString() {
    return name + " [" + code + "] at " + line + ":" + column;
  }
}
