package dev.fairshare.lsf.syntax;

import dev.fairshare.format.SourceLocation;

/**
 * One logical line of an LSF configuration file: physical lines joined where a line ends in {@code \},
 * with {@code #} comments removed, and where each physical line's part of it starts, for error messages.
 * Positions are kept per physical line, not per character: a group's member list continued over many lines
 * may be hundreds of megabytes.
 *
 * @param source the file's name
 * @param text the joined text, comments and continuation backslashes removed (each removed backslash
 *     becomes a space)
 * @param starts the offset in {@code text} where each physical line's part starts, ascending, its
 *     characters at columns 1, 2, … of that line; {@code null} for a line that is one whole physical line
 *     ({@link #single})
 * @param lines the physical line of each part, or {@code null} likewise
 * @param firstLine the first physical line
 * @param lastLine the last physical line
 */
public record LogicalLine(String source, String text, int[] starts, int[] lines, int firstLine,
    int lastLine) {

  /**
   * A logical line that is one whole physical line, its characters at columns 1, 2, …: the part arrays are
   * left out ({@code null}) and computed positions are the same as with them.
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
    if (starts == null || starts.length == 0 || text.isEmpty()) {
      return firstLine;
    }
    return lines[part(Math.max(0, Math.min(offset, text.length() - 1)))];
  }

  /** The 1-based physical column of a character of {@link #text}, as {@link #at} gives it. */
  public int columnOf(int offset) {
    if (starts == null) {
      return Math.min(Math.max(0, offset), text.length()) + 1;
    }
    if (starts.length == 0 || text.isEmpty()) {
      return 1;
    }
    if (offset >= text.length()) {
      int last = text.length() - 1;
      return last - starts[part(last)] + 2;
    }
    int at = Math.max(0, offset);
    return at - starts[part(at)] + 1;
  }

  /** The physical line's part that holds the character at {@code offset}: the last one starting at or before it. */
  private int part(int offset) {
    int lo = 0;
    int hi = starts.length - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= offset) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /** Whether the line has nothing but white space. */
  public boolean isBlank() {
    return text.isBlank();
  }
}
