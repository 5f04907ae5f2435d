package dev.fairshare.io;

import java.io.IOException;
import java.io.InputStream;

/**
 * The lines of a byte stream, each left in place in a growing buffer instead of decoded into a string: a
 * line ends at {@code \n}, {@code \r} or {@code \r\n}, as {@link java.io.BufferedReader#readLine()} ends it,
 * and a last line without an ending is still a line. The line bytes are valid until the next call of
 * {@link #next()}; none of the line endings can be part of a multi-byte UTF-8 character, so a UTF-8 text is
 * split where its decoded text would be. Line endings are found eight bytes at a time ({@link ByteScan}).
 *
 * <p>The one line splitter of the readers that stream their input: the sacct reader takes the bytes where
 * they lie, {@link FileLines} decodes them. The buffer grows for a long line up to a bound
 * ({@link LineTooLongException}), so that a file without line endings is refused, not held.
 */
public final class ByteLines {
  /** A line longer than the bound of its {@link ByteLines}: it was not read. */
  public static final class LineTooLongException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long length;

    LineTooLongException(long length) {
      super("a line of at least " + length + " bytes");
      this.length = length;
    }

    /** The bytes of the line that were read before it was refused (more than the bound). */
    public long length() {
      return length;
    }
  }

  private static final long LF = ByteScan.pattern('\n');
  private static final long CR = ByteScan.pattern('\r');

  private final InputStream in;
  private final long maxLine;
  /** The other byte that ends a line: {@code \r}, or {@code \n} again when only newlines do. */
  private final byte otherEnd;
  /** {@link #otherEnd} eight times, for {@link ByteScan#matches}. */
  private final long otherEnds;
  private byte[] buf;
  private int pos;
  private int limit;
  private int from;
  private int to;
  private boolean eof;
  private boolean skipLf;
  private long consumed;

  /** Lines of {@code in}, read {@code size} bytes at a time (the buffer grows for a longer line). */
  public ByteLines(InputStream in, int size) {
    this(in, size, Long.MAX_VALUE);
  }

  /**
   * Lines of {@code in}, read {@code size} bytes at a time; the buffer grows for a longer line, and a line
   * of more than {@code maxLine} bytes is a {@link LineTooLongException}.
   */
  public ByteLines(InputStream in, int size, long maxLine) {
    this(in, size, maxLine, false);
  }

  /**
   * As {@link #ByteLines(InputStream, int, long)}; with {@code newlinesOnly}, only {@code \n} ends a line,
   * as C's {@code fgets} sees them, and a {@code \r} is part of its line.
   */
  public ByteLines(InputStream in, int size, long maxLine, boolean newlinesOnly) {
    this.in = in;
    this.buf = new byte[size];
    this.maxLine = maxLine;
    this.otherEnd = newlinesOnly ? (byte) '\n' : (byte) '\r';
    this.otherEnds = newlinesOnly ? LF : CR;
  }

  /** Moves to the next line; false at the end of the stream. */
  public boolean next() throws IOException {
    if (skipLf) {
      if (pos == limit && !eof) {
        fill();
      }
      if (pos < limit && buf[pos] == '\n') {
        pos++;
        consumed++;
      }
      skipLf = false;
    }
    int scan = pos;
    long others = otherEnds;
    byte other = otherEnd;
    while (true) {
      byte[] b = buf;
      int i = scan;
      for (; i + 8 <= limit; i += 8) {
        long w = ByteScan.word(b, i);
        long ends = ByteScan.matches(w, LF) | ByteScan.matches(w, others);
        if (ends != 0) {
          i += ByteScan.first(ends);
          break;
        }
      }
      for (; i < limit; i++) {
        byte c = b[i];
        if (c == '\n' || c == other) {
          from = pos;
          to = i;
          int after = i + 1;
          if (c == '\r') {
            if (after < limit) {
              if (b[after] == '\n') {
                after++;
              }
            } else {
              skipLf = true;
            }
          }
          consumed += after - pos;
          pos = after;
          return true;
        }
      }
      if (eof) {
        if (pos < limit) {
          from = pos;
          to = limit;
          consumed += limit - pos;
          pos = limit;
          return true;
        }
        return false;
      }
      scan = limit - pos;
      fill();
      scan += pos;
    }
  }

  /** Moves the unread bytes to the front (growing the buffer when they fill it) and reads more. */
  private void fill() throws IOException {
    int unread = limit - pos;
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, unread);
    } else if (unread == buf.length) {
      if (unread > maxLine) {
        throw new LineTooLongException(unread);
      }
      long most = Math.min(maxLine, Integer.MAX_VALUE - 65L) + 1;
      buf = java.util.Arrays.copyOf(buf, (int) Math.min(most, buf.length * 2L));
    }
    pos = 0;
    limit = unread;
    int n = in.read(buf, limit, buf.length - limit);
    if (n < 0) {
      eof = true;
    } else {
      limit += n;
    }
  }

  /** The buffer that holds the current line. */
  public byte[] bytes() {
    return buf;
  }

  /** Where the current line starts in {@link #bytes()}. */
  public int from() {
    return from;
  }

  /** Where the current line ends (its ending excluded) in {@link #bytes()}. */
  public int to() {
    return to;
  }

  /**
   * Whether the current line ended with a line ending (false only for a last line without one): its ending
   * lies between its end and the next unread byte.
   */
  public boolean terminated() {
    return pos > to;
  }

  /**
   * The stream offset of the current line's first byte: the bytes read up to the next unread one, less the
   * line and its ending (nothing is stored per line, so that the sacct reader's loop is the one it was).
   */
  public long offset() {
    return consumed - (pos - from);
  }

  /** The bytes read so far, line endings included. */
  public long consumed() {
    return consumed;
  }
}
