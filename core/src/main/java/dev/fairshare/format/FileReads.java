package dev.fairshare.format;

import dev.fairshare.io.InputFiles;
import java.nio.file.Path;

/**
 * How a {@link FormatRegistry} reads an input's file to probe it and, where the file is small, to read it with
 * its format from the same bytes: its first bytes or all of them, with {@link InputFiles}'s checks and messages.
 * One reading serves every probe of a bare path and its format's reading ({@link FormatRegistry#examine}); a
 * test counts the readings through it.
 */
public interface FileReads {
  /** The files themselves, through {@link InputFiles}. */
  FileReads FILES = new FileReads() {
    @Override
    public byte[] head(Path path, int max) {
      return InputFiles.head(path, max);
    }

    @Override
    public byte[] all(Path path) {
      return InputFiles.readBytes(path);
    }
  };

  /** The first {@code max} bytes of the file (all of it when shorter), as {@link InputFiles#head} reads them. */
  byte[] head(Path path, int max);

  /** The file's bytes, as {@link InputFiles#readBytes} reads them (its size limit included). */
  byte[] all(Path path);
}
