package dev.fairshare.io;

import java.io.IOException;
import java.io.OutputStream;

/**
 * The bytes of one file of a {@link FileTransaction}, written to a stream when the file is staged, so that a
 * large output need not be held in memory. It may be called more than once only if the transaction is.
 */
@FunctionalInterface
public interface FileContent {

  /** Writes the whole content to {@code out} (buffered by the caller; not closed here). */
  void writeTo(OutputStream out) throws IOException;

  /** Content that is these bytes. */
  static FileContent of(byte[] bytes) {
    byte[] copy = bytes.clone();
    return out -> out.write(copy);
  }
}
