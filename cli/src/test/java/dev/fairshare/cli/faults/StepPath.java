package dev.fairshare.cli.faults;

import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;

/** A path of {@link StepFileSystem}: the JVM's own path, wrapped so that its file system is the counting one. */
final class StepPath implements Path {
  private final StepFileSystem files;
  private final Path path;

  StepPath(StepFileSystem files, Path path) {
    this.files = files;
    this.path = path;
  }

  /** The JVM's own path of {@code p} (itself if it is not wrapped). */
  static Path unwrap(Path p) {
    return p instanceof StepPath s ? s.path : p;
  }

  private Path wrap(Path p) {
    return files.wrap(p);
  }

  @Override
  public FileSystem getFileSystem() {
    return files;
  }

  @Override
  public boolean isAbsolute() {
    return path.isAbsolute();
  }

  @Override
  public Path getRoot() {
    return wrap(path.getRoot());
  }

  @Override
  public Path getFileName() {
    return wrap(path.getFileName());
  }

  @Override
  public Path getParent() {
    return wrap(path.getParent());
  }

  @Override
  public int getNameCount() {
    return path.getNameCount();
  }

  @Override
  public Path getName(int index) {
    return wrap(path.getName(index));
  }

  @Override
  public Path subpath(int beginIndex, int endIndex) {
    return wrap(path.subpath(beginIndex, endIndex));
  }

  @Override
  public boolean startsWith(Path other) {
    return path.startsWith(unwrap(other));
  }

  @Override
  public boolean endsWith(Path other) {
    return path.endsWith(unwrap(other));
  }

  @Override
  public Path normalize() {
    return wrap(path.normalize());
  }

  @Override
  public Path resolve(Path other) {
    return wrap(path.resolve(unwrap(other)));
  }

  @Override
  public Path relativize(Path other) {
    return wrap(path.relativize(unwrap(other)));
  }

  @Override
  public URI toUri() {
    return path.toUri();
  }

  @Override
  public Path toAbsolutePath() {
    return wrap(path.toAbsolutePath());
  }

  @Override
  public Path toRealPath(LinkOption... options) throws IOException {
    return wrap(path.toRealPath(options));
  }

  @Override
  public WatchKey register(WatchService watcher, WatchEvent.Kind<?>[] events, WatchEvent.Modifier... modifiers)
      throws IOException {
    throw new UnsupportedOperationException("watching a folder while counting steps");
  }

  @Override
  public int compareTo(Path other) {
    return path.compareTo(unwrap(other));
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof StepPath s && path.equals(s.path);
  }

  @Override
  public int hashCode() {
    return path.hashCode();
  }

  @Override
  public String toString() {
    return path.toString();
  }
}
