package dev.fairshare.io;

import dev.fairshare.format.ByteOrderMark;
import dev.fairshare.format.Problem;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A UTF-8 text file read one line at a time through a small buffer, for readers of inputs too large to hold
 * as one string (a 1 GB {@code fairshare.tsv}): only the current line is in memory. Lines and their
 * numbers are those of {@code LineSource} (terminators {@code \n}, {@code \r\n} or {@code \r}, not part of
 * the line). The checks are those of {@link InputFiles}: a missing file is {@code io.not-found}, a folder
 * {@code io.not-a-file}, an unreadable file a {@link FileAccessException}, a byte that is not UTF-8
 * {@code io.not-utf8} with its offset, line and column, and a line longer than
 * {@link Limits#inputBytes()} a {@link TooLargeException}. {@link #openSplittingOnNewlines} reads the lines
 * as C's {@code fgets} sees them instead: only {@code \n} ends a line, and a {@code \r} is part of it. The
 * lines are split by {@link ByteLines}, the one byte line splitter (the sacct reader's), and decoded one at a
 * time. A UTF-8 byte order mark at the start is not part of the first line: {@link #bom()} says it was there.
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
  private final ByteLines lines;
  private final long maxLine;
  private int number;
  private boolean bom;
  private String firstLine = "";

  private FileLines(Path path, InputStream in, long maxLine, boolean newlinesOnly) {
    this.path = path;
    this.in = in;
    this.maxLine = maxLine;
    this.lines = new ByteLines(in, BUFFER, maxLine, newlinesOnly);
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
    try {
      if (!lines.next()) {
        return false;
      }
    } catch (ByteLines.LineTooLongException e) {
      throw new TooLargeException(path + ": line " + (number + 1) + ":", e.length(), maxLine, Limits.raise());
    } catch (IOException e) {
      throw FileAccessException.of("read", path, e);
    }
    number++;
    if (number == 1 && ByteOrderMark.startsWith(lines.bytes(), lines.from(), lines.to())) {
      bom = true;
      firstLine = new String(lines.bytes(), lines.from() + 3, lines.to() - lines.from() - 3,
          StandardCharsets.UTF_8);
    }
    return true;
  }

  /**
   * The {@code io.bom} problem when the file began with a byte order mark that {@code rule} finds harmful
   * before its first line; to be asked once the first line has been read.
   */
  public Optional<Problem> check(ByteOrderMark rule) {
    return rule.check(path.toString(), bom, firstLine);
  }

  /**
   * Whether the file began with a UTF-8 byte order mark, which is not part of the first line's text
   * ({@link ByteOrderMark} says what a scheduler's reader would do with it).
   */
  public boolean bom() {
    return bom;
  }

  /** Whether the current line ended with a terminator (false only for a last line without one). */
  public boolean terminated() {
    return lines.terminated();
  }

  /** The current line's 1-based number. */
  public int number() {
    return number;
  }

  /** The current line's text, decoded. */
  public String line() {
    byte[] bytes = lines.bytes();
    int from = lines.from() + (bom && number == 1 ? 3 : 0);
    int length = lines.to() - from;
    int bad = Utf8.firstMalformed(bytes, from, from + length);
    if (bad >= 0) {
      throw InputFiles.notUtf8(path.toString(), bytes, from, bad, lines.offset() + (bad - lines.from()), number);
    }
    return new String(bytes, from, length, StandardCharsets.UTF_8);
  }

  @Override
  public void close() {
    try {
      in.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
