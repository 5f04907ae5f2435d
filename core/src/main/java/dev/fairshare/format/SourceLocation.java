package dev.fairshare.format;

import java.util.Objects;

/**
 * A place in an input: the source's name (usually a file path), a 1-based line and a 1-based column.
 *
 * <p>A line of 0 means the problem concerns the source as a whole (a missing file, an empty input);
 * a column of 0 means the whole line.
 */
public record SourceLocation(String source, int line, int column) {

  public SourceLocation {
    Objects.requireNonNull(source, "source");
    if (line < 0 || column < 0) {
      throw new IllegalArgumentException("line and column must be >= 0: " + line + ":" + column);
    }
  }

  /** A location for the source as a whole. */
  public static SourceLocation of(String source) {
    return new SourceLocation(source, 0, 0);
  }

  /** A location at a line, without a column. */
  public static SourceLocation of(String source, int line) {
    return new SourceLocation(source, line, 0);
  }

  /** A location at a line and a column. */
  public static SourceLocation of(String source, int line, int column) {
    return new SourceLocation(source, line, column);
  }

  /** Renders as {@code source:line:column}, dropping the parts that are 0. */
  @Override
  public String toString() {
    if (line == 0) {
      return source;
    }
    return column == 0 ? source + ":" + line : source + ":" + line + ":" + column;
  }
}
