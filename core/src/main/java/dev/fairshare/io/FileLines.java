package dev.fairshare.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A UTF-8 text file read one line at a time through a small buffer, for readers of inputs too large to hold
 * as one string (a 1 GB {@code fairshare.tsv}): only the current line is in memory. Lines and their
 * numbers are those of {@code LineSource} (terminators {@code \n}, {@code \r\n} or {@code \r}, not part of
 * the line). The checks are those of {@link InputFiles}: a missing file is {@code io.not-found}, a folder
 * {@code io.not-a-file}, an unreadable file a {@link FileAccessException}, a byte that is not UTF-8
 * {@code io.not-utf8} with its offset, line and column, and a line longer than
 * {@link Limits#inputBytes()} a {@link TooLargeException}. {@link #openSplittingOnNewlines} reads the lines
 * as C's {@code fgets} sees them instead: only {@code \n} ends a line, and a {@code \r} is part of it.
 *
 * <pre>{@code
 * try (FileLines lines = FileLines.open(path)) {
 *   while (lines.next()) { use(lines.number(), lines.line()); }
 * }
 * }</pre>
 */
public final class FileLines implements AutoCloseable {
  private static final int BUFFER = 1 << 16;

  private final Path path;
  private final InputStream in;
  private final byte[] buffer = new byte[BUFFER];
  private final long maxLine;
  private final boolean newlinesOnly;
  private int position;
  private int limit;
  private byte[] line = new byte[256];
  private int length;
  /** The file offset of the current line's first byte. */
  private long lineOffset;
  /** The file offset of the next byte to take from the buffer. */
  private long offset;
  private int number;
  private boolean afterCarriageReturn;
  private boolean terminated;
  private boolean eof;

  private FileLines(Path path, InputStream in, long maxLine, boolean newlinesOnly) {
    this.path = path;
    this.in = in;
    this.maxLine = maxLine;
    this.newlinesOnly = newlinesOnly;
  }

  /** The file opened at its first line. */
  public static FileLines open(Path path) {
    return new FileLines(path, InputFiles.open(path), Limits.inputBytes(), false);
  }

  /**
   * The file opened at its first line, its lines ended by {@code \n} alone (a {@code \r} stays in the line),
   * as a C reader that uses {@code fgets} sees them.
   */
  public static FileLines openSplittingOnNewlines(Path path) {
    return new FileLines(path, InputFiles.open(path), Limits.inputBytes(), true);
  }

  /**
   * The number of lines of the file, counted without decoding it (a first pass, for a limit and for arrays
   * sized once).
   */
  public static long count(Path path) {
    try (InputStream in = InputFiles.open(path)) {
      byte[] buffer = new byte[BUFFER];
      long lines = 0;
      boolean pending = false;
      boolean afterCr = false;
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        for (int i = 0; i < n; i++) {
          byte b = buffer[i];
          if (b == '\n') {
            if (!afterCr) {
              lines++;
            }
            pending = false;
            afterCr = false;
          } else if (b == '\r') {
            lines++;
            pending = false;
            afterCr = true;
          } else {
            pending = true;
            afterCr = false;
          }
        }
      }
      return pending ? lines + 1 : lines;
    } catch (IOException e) {
      throw FileAccessException.of("read", path, e);
    }
  }

  /** Moves to the next line; false at the end of the file. */
  public boolean next() {
    length = 0;
    lineOffset = offset;
    terminated = false;
    boolean any = false;
    while (true) {
      if (position == limit && !fill()) {
        if (!any) {
          return false;
        }
        break;
      }
      byte b = buffer[position++];
      offset++;
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (b == '\n') {
          lineOffset = offset;
          continue;
        }
      }
      if (b == '\n') {
        terminated = true;
        break;
      }
      if (b == '\r' && !newlinesOnly) {
        afterCarriageReturn = true;
        terminated = true;
        break;
      }
      any = true;
      append(b);
    }
    number++;
    return true;
  }

  /** Whether the current line ended with a terminator (false only for a last line without one). */
  public boolean terminated() {
    return terminated;
  }

  /** The current line's 1-based number. */
  public int number() {
    return number;
  }

  /** The current line's text, decoded. */
  public String line() {
    int bad = Utf8.firstMalformed(line, 0, length);
    if (bad >= 0) {
      throw InputFiles.notUtf8(path.toString(), line, 0, bad, lineOffset + bad, number);
    }
    return new String(line, 0, length, StandardCharsets.UTF_8);
  }

  @Override
  public void close() {
    try {
      in.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void append(byte b) {
    if (length == line.length) {
      if (length >= maxLine) {
        throw new TooLargeException(path + ": line " + (number + 1) + ":", length + 1L, maxLine, Limits.raise());
      }
      line = Arrays.copyOf(line, (int) Math.min(maxLine, length * 2L));
    }
    line[length++] = b;
  }

  private boolean fill() {
    if (eof) {
      return false;
    }
    try {
      int n = in.read(buffer);
      if (n < 0) {
        eof = true;
        return false;
      }
      position = 0;
      limit = n;
      return true;
    } catch (IOException e) {
      throw FileAccessException.of("read", path, e);
    }
  }
}
