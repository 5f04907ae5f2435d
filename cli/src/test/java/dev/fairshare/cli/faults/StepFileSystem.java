package dev.fairshare.cli.faults;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.FileSystem;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.WatchService;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.nio.file.spi.FileSystemProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The JVM's own file system seen through {@link StepFileSystemProvider}: the same files, its paths wrapped. */
final class StepFileSystem extends FileSystem {
  private final StepFileSystemProvider provider;
  private final FileSystem files;

  StepFileSystem(StepFileSystemProvider provider, FileSystem files) {
    this.provider = provider;
    this.files = files;
  }

  /** {@code p} as a path of this file system ({@code null} stays {@code null}). */
  Path wrap(Path p) {
    return p == null || p instanceof StepPath ? p : new StepPath(this, p);
  }

  @Override
  public FileSystemProvider provider() {
    return provider;
  }

  @Override
  public void close() {
    throw new UnsupportedOperationException("the default file system stays open");
  }

  @Override
  public boolean isOpen() {
    return true;
  }

  @Override
  public boolean isReadOnly() {
    return files.isReadOnly();
  }

  @Override
  public String getSeparator() {
    return files.getSeparator();
  }

  @Override
  public Iterable<Path> getRootDirectories() {
    List<Path> roots = new ArrayList<>();
    files.getRootDirectories().forEach(r -> roots.add(wrap(r)));
    return roots;
  }

  @Override
  public Iterable<FileStore> getFileStores() {
    return files.getFileStores();
  }

  @Override
  public Set<String> supportedFileAttributeViews() {
    return files.supportedFileAttributeViews();
  }

  @Override
  public Path getPath(String first, String... more) {
    return wrap(files.getPath(first, more));
  }

  @Override
  public PathMatcher getPathMatcher(String syntaxAndPattern) {
    PathMatcher matcher = files.getPathMatcher(syntaxAndPattern);
    return p -> matcher.matches(StepPath.unwrap(p));
  }

  @Override
  public UserPrincipalLookupService getUserPrincipalLookupService() {
    return files.getUserPrincipalLookupService();
  }

  @Override
  public WatchService newWatchService() throws IOException {
    return files.newWatchService();
  }
}
