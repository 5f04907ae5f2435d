package dev.fairshare.format;

import dev.fairshare.io.InputFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A text input split into numbered lines, so that no reader counts lines itself.
 *
 * <p>Line terminators are {@code \n}, {@code \r\n} or {@code \r}; they are not part of the line text.
 * {@link #text()} keeps the original content for writers that must reproduce it, but for a UTF-8 byte order
 * mark at its start, which {@link #bom()} reports instead.
 */
public final class LineSource {

  /** One numbered line. */
  public record Line(int number, String text) {
    /** The location of a 1-based column on this line. */
    public SourceLocation at(String source, int column) {
      return SourceLocation.of(source, number, column);
    }
  }

  /**
   * A position over the lines of a source that cuts nothing out: the current line is
   * {@code text()[start(), end())}, so a reader can look at it without a {@code String} per line.
   * Terminators are those of {@link LineSource#lines()}; numbers agree with it.
   */
  public static final class Cursor {
    private final String text;
    private int next;
    private int number;
    private int start;
    private int end;

    private Cursor(String text) {
      this.text = text;
    }

    /** Moves to the next line; false at the end of the text. */
    public boolean next() {
      int n = text.length();
      if (next >= n) {
        return false;
      }
      number++;
      start = next;
      int i = start;
      while (i < n) {
        char c = text.charAt(i);
        if (c == '\n' || c == '\r') {
          break;
        }
        i++;
      }
      end = i;
      next = i < n && text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
      return true;
    }

    /** The current line's 1-based number. */
    public int number() {
      return number;
    }

    /** The index in {@link LineSource#text()} of the current line's first character. */
    public int start() {
      return start;
    }

    /** The index in {@link LineSource#text()} just past the current line (its terminator excluded). */
    public int end() {
      return end;
    }

    /** The current line's text, cut out. */
    public String line() {
      return text.substring(start, end);
    }
  }

  private final String name;
  private final String text;
  private final boolean bom;
  /** Split on first use: readers that walk a {@link #cursor()} never need it. */
  private volatile List<Line> lines;

  private LineSource(String name, String text) {
    this.name = name;
    this.bom = !text.isEmpty() && text.charAt(0) == ByteOrderMark.CHAR;
    this.text = bom ? text.substring(1) : text;
  }

  /** A source from text in memory. */
  public static LineSource of(String name, String text) {
    return new LineSource(name, text);
  }

  /**
   * Reads a UTF-8 file through {@link InputFiles#readText}: a missing file is {@code io.not-found}, text
   * that is not UTF-8 {@code io.not-utf8} with its byte offset; an unreadable file is a
   * {@link dev.fairshare.io.FileAccessException}, a file too large for the heap a
   * {@link dev.fairshare.io.TooLargeException}.
   */
  public static LineSource read(Path path) {
    return new LineSource(path.toString(), InputFiles.readText(path));
  }

  /** The source's name, as used in locations. */
  public String name() {
    return name;
  }

  /** The whole original text (without a byte order mark at its start). */
  public String text() {
    return text;
  }

  /**
   * Whether the text began with a UTF-8 byte order mark, which is not part of {@link #text()} nor of any
   * line ({@link ByteOrderMark} says what a scheduler's reader would do with it).
   */
  public boolean bom() {
    return bom;
  }

  /** The first line's text (empty for an empty source): what a {@link ByteOrderMark} rule looks at. */
  public String firstLine() {
    int end = 0;
    while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
      end++;
    }
    return text.substring(0, end);
  }

  /** Throws the {@code io.bom} problem when the source began with a mark that {@code rule} finds harmful. */
  public void check(ByteOrderMark rule) {
    rule.check(name, bom, firstLine()).ifPresent(p -> {
      throw ConfigParseException.of(p);
    });
  }

  /** The numbered lines. */
  public List<Line> lines() {
    List<Line> split = lines;
    if (split == null) {
      split = split(text);
      lines = split;
    }
    return split;
  }

  /** A new cursor before the first line. */
  public Cursor cursor() {
    return new Cursor(text);
  }

  /** The location of a line and 1-based column in this source. */
  public SourceLocation at(int line, int column) {
    return SourceLocation.of(name, line, column);
  }

  private static List<Line> split(String text) {
    List<Line> out = new ArrayList<>();
    int start = 0;
    int number = 1;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        out.add(new Line(number++, text.substring(start, i)));
        if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    if (start < n) {
      out.add(new Line(number, text.substring(start)));
    }
    return Collections.unmodifiableList(out);
  }
}
