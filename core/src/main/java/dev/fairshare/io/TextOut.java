package dev.fairshare.io;

import java.io.BufferedWriter;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Text written a piece at a time, as a {@code StringBuilder} is appended to, into a file being staged or into
 * a string: what lets a writer stream a file of gigabytes (a converted tree of ten million nodes) with the
 * code that built it in memory. An I/O failure is thrown as an {@link UncheckedIOException} inside and as
 * its {@link IOException} by {@link #content}.
 */
public final class TextOut {
  private final Writer out;

  private TextOut(Writer out) {
    this.out = out;
  }

  /** What a writer writes. */
  @FunctionalInterface
  public interface Body {
    /** Writes the text. */
    void writeTo(TextOut out);
  }

  /** File content, UTF-8, that {@code body} writes when the file is staged (each time it is asked). */
  public static FileContent content(Body body) {
    return stream -> {
      Writer w = new BufferedWriter(new OutputStreamWriter(new FilterOutputStream(stream) {
        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
          flush();
        }
      }, StandardCharsets.UTF_8), 1 << 16);
      try {
        body.writeTo(new TextOut(w));
        w.flush();
      } catch (UncheckedIOException e) {
        throw e.getCause();
      }
    };
  }

  /** The text {@code body} writes, as one string (for tests and small files). */
  public static String text(Body body) {
    StringWriter w = new StringWriter();
    body.writeTo(new TextOut(w));
    return w.toString();
  }

  /** Appends text. */
  public TextOut append(CharSequence text) {
    try {
      out.append(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** Appends a character. */
  public TextOut append(char c) {
    try {
      out.write(c);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** Appends a number as {@code Long.toString} writes it. */
  public TextOut append(long n) {
    return append(Long.toString(n));
  }
}
