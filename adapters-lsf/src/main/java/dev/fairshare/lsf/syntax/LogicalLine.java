package dev.fairshare.lsf.syntax;

import dev.fairshare.format.SourceLocation;

/**
 * One logical line of an LSF configuration file: physical lines joined where a line ends in {@code \},
 * with {@code #} comments removed, and the physical position of every character kept for error messages.
 *
 * @param source the file's name
 * @param text the joined text, comments and continuation backslashes removed
 * @param lines the physical line of each character of {@code text}
 * @param columns the 1-based physical column of each character of {@code text}
 * @param firstLine the first physical line
 * @param lastLine the last physical line
 */
public record LogicalLine(String source, String text, int[] lines, int[] columns, int firstLine,
    int lastLine) {

  /** The location of a character of {@link #text} (the end of the line for an offset past it). */
  public SourceLocation at(int offset) {
    if (lines.length == 0) {
      return SourceLocation.of(source, firstLine, 1);
    }
    if (offset >= lines.length) {
      int last = lines.length - 1;
      return SourceLocation.of(source, lines[last], columns[last] + 1);
    }
    return SourceLocation.of(source, lines[Math.max(0, offset)], columns[Math.max(0, offset)]);
  }

  /** Whether the line has nothing but white space. */
  public boolean isBlank() {
    return text.isBlank();
  }
}
