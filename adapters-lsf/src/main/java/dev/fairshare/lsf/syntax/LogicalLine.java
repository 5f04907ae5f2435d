package dev.fairshare.lsf.syntax;

import dev.fairshare.format.SourceLocation;

/**
 * One logical line of an LSF configuration file: physical lines joined where a line ends in {@code \},
 * with {@code #} comments removed, and the physical position of every character kept for error messages.
 *
 * @param source the file's name
 * @param text the joined text, comments and continuation backslashes removed
 * @param lines the physical line of each character of {@code text}, or {@code null} for a line that is one
 *     whole physical line ({@link #single})
 * @param columns the 1-based physical column of each character of {@code text}, or {@code null} likewise
 * @param firstLine the first physical line
 * @param lastLine the last physical line
 */
public record LogicalLine(String source, String text, int[] lines, int[] columns, int firstLine,
    int lastLine) {

  /**
   * A logical line that is one whole physical line, its characters at columns 1, 2, …: the per-character
   * arrays are left out ({@code null}) and computed positions are the same as with them.
   */
  public static LogicalLine single(String source, String text, int line) {
    return new LogicalLine(source, text, null, null, line, line);
  }

  /** The location of a character of {@link #text} (the end of the line for an offset past it). */
  public SourceLocation at(int offset) {
    return SourceLocation.of(source, lineOf(offset), columnOf(offset));
  }

  /** The physical line of a character of {@link #text}, as {@link #at} gives it. */
  public int lineOf(int offset) {
    if (lines == null || lines.length == 0) {
      return firstLine;
    }
    return lines[Math.max(0, Math.min(offset, lines.length - 1))];
  }

  /** The 1-based physical column of a character of {@link #text}, as {@link #at} gives it. */
  public int columnOf(int offset) {
    if (lines == null) {
      return Math.min(Math.max(0, offset), text.length()) + 1;
    }
    if (lines.length == 0) {
      return 1;
    }
    if (offset >= lines.length) {
      return columns[lines.length - 1] + 1;
    }
    return columns[Math.max(0, offset)];
  }

  /** Whether the line has nothing but white space. */
  public boolean isBlank() {
    return text.isBlank();
  }
}
