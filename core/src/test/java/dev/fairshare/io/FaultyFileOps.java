package dev.fairshare.io;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The real file operations, with a fault at the {@code n}th one: either the system's error (a full disk) or a
 * crash ({@link Crash}, an {@code Error} no transaction catches) after which every lock the "process" held
 * is let go, as a {@code kill -9} would. Every operation that changes the file system counts, including
 * each write into a new file.
 */
final class FaultyFileOps implements FileOps {
  /** The simulated death of the process. */
  static final class Crash extends Error {
    private static final long serialVersionUID = 1L;

    Crash() {
      super("simulated kill", null, false, false);
    }
  }

  private final FileOps real = FileOps.system();
  private final int failAt;
  private final boolean crash;
  private final List<FileChannel> locks = new ArrayList<>();
  private int count;

  private FaultyFileOps(int failAt, boolean crash) {
    this.failAt = failAt;
    this.crash = crash;
  }

  /** Fails with "No space left on device" at operation {@code n} (1-based). */
  static FaultyFileOps errorAt(int n) {
    return new FaultyFileOps(n, false);
  }

  /** Dies at operation {@code n} (1-based). */
  static FaultyFileOps crashAt(int n) {
    return new FaultyFileOps(n, true);
  }

  /** How many operations ran. */
  int count() {
    return count;
  }

  private void step(Path path) throws IOException {
    count++;
    if (count == failAt) {
      if (crash) {
        for (FileChannel c : locks) {
          c.close();
        }
        throw new Crash();
      }
      throw new FileSystemException(path.toString(), null, "No space left on device");
    }
  }

  @Override
  public Path createTempDirectory(Path parent, String prefix) throws IOException {
    step(parent);
    return real.createTempDirectory(parent, prefix);
  }

  @Override
  public void createDirectory(Path dir) throws IOException {
    step(dir);
    real.createDirectory(dir);
  }

  @Override
  public OutputStream newFile(Path file) throws IOException {
    step(file);
    return new FilterOutputStream(real.newFile(file)) {
      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        step(file);
        out.write(b, off, len);
      }
    };
  }

  @Override
  public void sync(Path path) throws IOException {
    step(path);
    real.sync(path);
  }

  @Override
  public void link(Path link, Path existing) throws IOException {
    step(link);
    real.link(link, existing);
  }

  @Override
  public void copy(Path from, Path to) throws IOException {
    step(to);
    real.copy(from, to);
  }

  @Override
  public void rename(Path from, Path to) throws IOException {
    step(to);
    real.rename(from, to);
  }

  @Override
  public void delete(Path path) throws IOException {
    step(path);
    real.delete(path);
  }

  @Override
  public void copyPermissions(Path like, Path file) throws IOException {
    step(file);
    real.copyPermissions(like, file);
  }

  @Override
  public boolean exists(Path path) {
    return real.exists(path);
  }

  @Override
  public boolean isDirectory(Path path) {
    return real.isDirectory(path);
  }

  @Override
  public List<Path> list(Path dir, String prefix) throws IOException {
    return real.list(dir, prefix);
  }

  @Override
  public byte[] read(Path file) throws IOException {
    return real.read(file);
  }

  @Override
  public FileChannel tryLock(Path file) throws IOException {
    step(file);
    FileChannel c = real.tryLock(file);
    if (c != null) {
      locks.add(c);
    }
    return c;
  }
}
