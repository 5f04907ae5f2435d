package dev.fairshare.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.List;

/**
 * The file-system operations a {@link FileTransaction} is made of, each one system call or close to it, so
 * that a test can fail or stop a transaction between any two of them ({@code docs/design.md}, "Writing
 * files"). {@link #system()} is the real file system.
 */
public interface FileOps {

  /** The real file system (NIO on the default file system). */
  static FileOps system() {
    return SystemFileOps.INSTANCE;
  }

  /** Creates a new, empty directory named {@code prefix} plus a random suffix inside {@code parent}. */
  Path createTempDirectory(Path parent, String prefix) throws IOException;

  /** Creates a directory that must not exist. */
  void createDirectory(Path dir) throws IOException;

  /** Opens a new file (it must not exist) for writing. */
  OutputStream newFile(Path file) throws IOException;

  /** Flushes a file's or a directory's content and metadata to the device ({@code fsync}). */
  void sync(Path path) throws IOException;

  /** Makes {@code link} a second name of the file {@code existing} (a hard link). */
  void link(Path link, Path existing) throws IOException;

  /** Copies the file {@code from} to the new file {@code to}, with its permissions. */
  void copy(Path from, Path to) throws IOException;

  /** Renames {@code from} to {@code to} in one step, replacing a file at {@code to} ({@code rename(2)}). */
  void rename(Path from, Path to) throws IOException;

  /** Removes a file or an empty directory if it exists. */
  void delete(Path path) throws IOException;

  /** Gives {@code file} the permissions of {@code like}, where the file system has them. */
  void copyPermissions(Path like, Path file) throws IOException;

  /** Whether something exists at {@code path} (not following a final link). */
  boolean exists(Path path);

  /** Whether {@code path} is a directory. */
  boolean isDirectory(Path path);

  /** The names in a directory that start with {@code prefix}. */
  List<Path> list(Path dir, String prefix) throws IOException;

  /** Reads a small file whole. */
  byte[] read(Path file) throws IOException;

  /**
   * Takes the exclusive lock of {@code file}, creating it if needed; null when another process, or this
   * one, holds it. The lock goes with the process, so a killed writer's lock is free.
   */
  FileChannel tryLock(Path file) throws IOException;
}
