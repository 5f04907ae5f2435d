package dev.fairshare.cli.faults;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.spi.FileSystemProvider;
import java.util.concurrent.CountDownLatch;

/**
 * The steps of a writing command in a child JVM, counted where they change the folder under test: every file
 * operation that changes something under {@value #ROOT} ({@link StepFileSystemProvider}: a folder made, a file
 * opened for writing, each write and sync, a link, a rename, a removal) and every SQL statement that writes and
 * every commit ({@link StepJdbc}). With {@value #STOP_AT} set to N the command stops before its step N (counted
 * from 0; with {@value #ONLY} set, only the steps whose description starts with it count, as {@code commit}),
 * writes what that step was to the file named by {@value #STOPPED} and waits there to be killed; with
 * {@value #COUNT} set, it writes how many steps it took to that file when it exits. These files are written
 * through the JVM's own file system, so they are not steps.
 */
final class Steps {
  /** The system property naming the folder whose changes count. */
  static final String ROOT = "fairshare.faults.root";
  /** The system property naming the step to stop before. */
  static final String STOP_AT = "fairshare.faults.stop-at";
  /** The system property naming the file written when the command has stopped. */
  static final String STOPPED = "fairshare.faults.stopped";
  /** The system property naming the file that gets the number of steps at exit. */
  static final String COUNT = "fairshare.faults.count";
  /** The system property that, set, makes only the steps whose description starts with it count. */
  static final String ONLY = "fairshare.faults.only";

  private final FileSystemProvider builtin;
  private final Path root;
  private final long stopAt;
  private final Path stopped;
  private final String only;
  private long done;

  /** The steps the system properties ask for, files written through {@code builtin}. */
  Steps(FileSystemProvider builtin) {
    this.builtin = builtin;
    FileSystem files = builtin.getFileSystem(URI.create("file:///"));
    String root = System.getProperty(ROOT);
    this.root = root == null ? null : files.getPath(root).toAbsolutePath().normalize();
    this.stopAt = Long.getLong(STOP_AT, -1);
    this.only = System.getProperty(ONLY, "");
    String stopped = System.getProperty(STOPPED);
    this.stopped = stopped == null ? null : files.getPath(stopped);
    String count = System.getProperty(COUNT);
    if (count != null) {
      Path file = files.getPath(count);
      Runtime.getRuntime().addShutdownHook(new Thread(() -> write(file, Long.toString(taken()))));
    }
  }

  /** Whether a change of {@code path} (a path of the JVM's own file system) counts. */
  boolean counts(Path path) {
    return root != null && path.toAbsolutePath().normalize().startsWith(root);
  }

  /** One step, {@code what} it does: stops there (for good) if it is the one to stop before. */
  synchronized void step(String what) {
    if (!what.startsWith(only)) {
      return;
    }
    if (done == stopAt) {
      Path partial = stopped.resolveSibling(stopped.getFileName() + ".partial");
      write(partial, "step " + done + ": " + what);
      try {
        builtin.move(partial, stopped, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      try {
        new CountDownLatch(1).await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while stopped before step " + done, e);
      }
    }
    done++;
  }

  private synchronized long taken() {
    return done;
  }

  private void write(Path file, String text) {
    try (OutputStream out = builtin.newOutputStream(file, StandardOpenOption.CREATE,
        StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
