package dev.fairshare.io;

import dev.fairshare.format.ByteOrderMark;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The one way inputs are read whole, checked first ({@link FileLines} reads one a line at a time with the
 * same checks). A missing file or a folder is bad input
 * ({@code io.not-found}, {@code io.not-a-file}); a file that cannot be read for a reason the user can fix
 * (permissions, an I/O error) is a {@link FileAccessException}; a file larger than
 * {@link Limits#inputBytes()} is refused before it is read, and text of more lines than
 * {@link Limits#inputLines()} before it is parsed; text that is not UTF-8 is {@code io.not-utf8} with the
 * byte offset, line and column of the first bad byte.
 */
public final class InputFiles {
  private InputFiles() {}

  /**
   * The hint for a folder given as a file: a scheduler's folder (PBS's {@code sched_priv}, LSF's configuration
   * directory) is read through the files in it that hold the tree, the settings and the usage.
   */
  private static final String NOT_A_FILE_HINT = "name a file; for a scheduler's folder, the files in it that hold "
      + "the tree, the settings and the usage, each with its format where it is not recognized (`fairshare "
      + "formats`; the example sites' READMEs show them)";

  /** The file's bytes. */
  public static byte[] readBytes(Path path) {
    return readBytes(path, Limits.inputBytes());
  }

  /** The file's bytes, refused when there are more than {@code limit}. */
  static byte[] readBytes(Path path, long limit) {
    String name = path.toString();
    if (Files.isDirectory(path)) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(name), "io.not-a-file",
          "is a directory, not a file", NOT_A_FILE_HINT));
    }
    try (InputStream in = Files.newInputStream(path)) {
      long size = Files.size(path);
      if (size > limit) {
        throw new TooLargeException(name + ":", size, limit, Limits.raise());
      }
      return in.readAllBytes();
    } catch (NoSuchFileException e) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(name), "io.not-found",
          "no such file", "check the path"));
    } catch (IOException e) {
      throw FileAccessException.of("read", path, e);
    }
  }

  /**
   * The checks of {@link #readBytes} without the reading, its size limit included: for a reader that reads, a
   * record at a time, a file that a reading whole would otherwise read, so that it refuses the same files with the
   * same messages.
   */
  public static void checkWhole(Path path) {
    checkWhole(path, Limits.inputBytes());
  }

  /** The checks of {@link #readBytes(Path, long)} without the reading. */
  static void checkWhole(Path path, long limit) {
    long size = size(path);
    if (size > limit) {
      throw new TooLargeException(path + ":", size, limit, Limits.raise());
    }
  }

  /** The file as UTF-8 text; a file of more lines than {@link Limits#inputLines()} is refused. */
  public static String readText(Path path) {
    return readText(path, Limits.inputBytes(), Limits.inputLines());
  }

  /** The file as UTF-8 text, refused above {@code byteLimit} bytes or {@code lineLimit} lines. */
  static String readText(Path path, long byteLimit, long lineLimit) {
    return text(path.toString(), readBytes(path, byteLimit), lineLimit);
  }

  /**
   * A file's bytes, read with {@link #readBytes}, as UTF-8 text with the checks of {@link #readText}: refused above
   * {@link Limits#inputLines()} lines, {@code io.not-utf8} where it is not UTF-8; {@code name} names the file.
   */
  public static String text(String name, byte[] bytes) {
    return text(name, bytes, Limits.inputLines());
  }

  private static String text(String name, byte[] bytes, long lineLimit) {
    long lines = 0;
    for (byte b : bytes) {
      if (b == '\n') {
        lines++;
      }
    }
    if (lines > lineLimit) {
      throw new TooLargeException(name + ": lines", lines, lineLimit, Limits.raise());
    }
    return decode(name, bytes);
  }

  /** Bytes as UTF-8 text; the first malformed byte is reported with its offset, line and column. */
  public static String decode(String name, byte[] bytes) {
    int bad = Utf8.firstMalformed(bytes);
    if (bad >= 0) {
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < bad; i++) {
        if (bytes[i] == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      throw notUtf8(name, bytes, lineStart, bad, bad, line);
    }
    return new String(bytes, StandardCharsets.UTF_8);
  }

  /**
   * The {@code io.not-utf8} problem of the byte {@code bytes[bad]}, on the line {@code line} that starts at
   * {@code bytes[lineStart]}, {@code offset} bytes into the file; the column does not count a byte order mark.
   */
  static ConfigParseException notUtf8(String name, byte[] bytes, int lineStart, int bad, long offset, int line) {
    if (line == 1 && ByteOrderMark.startsWith(bytes, lineStart, bad)) {
      lineStart += 3;
    }
    int column = new String(bytes, lineStart, bad - lineStart, StandardCharsets.UTF_8).length() + 1;
    return ConfigParseException.of(Problem.error(SourceLocation.of(name, line, column), "io.not-utf8",
        String.format("byte 0x%02X at offset %d is not UTF-8 text", bytes[bad] & 0xff, offset),
        "the file looks binary or is in another encoding; convert it to UTF-8, or name its format "
            + "(FORMAT:PATH) if it is a binary one"));
  }

  /**
   * The file opened for reading, with the checks of {@link #readBytes} but no limit on its size: for readers
   * that stream it ({@link FileLines}).
   */
  static InputStream open(Path path) {
    String name = path.toString();
    if (Files.isDirectory(path)) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(name), "io.not-a-file",
          "is a directory, not a file", NOT_A_FILE_HINT));
    }
    try {
      return Files.newInputStream(path);
    } catch (NoSuchFileException e) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(name), "io.not-found",
          "no such file", "check the path"));
    } catch (IOException e) {
      throw FileAccessException.of("read", path, e);
    }
  }

  /**
   * The first {@code max} bytes of the file (all of it when shorter), with the checks of {@link #readBytes}:
   * what a format's probe looks at.
   */
  public static byte[] head(Path path, int max) {
    try (InputStream in = open(path)) {
      return in.readNBytes(max);
    } catch (IOException e) {
      throw FileAccessException.of("read", path, e);
    }
  }

  /** The file's size in bytes, with the checks of {@link #readBytes}. */
  public static long size(Path path) {
    try {
      open(path).close();
      return Files.size(path);
    } catch (IOException e) {
      throw FileAccessException.of("read", path, e);
    }
  }
}
