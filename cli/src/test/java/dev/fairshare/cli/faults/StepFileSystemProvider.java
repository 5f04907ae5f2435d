package dev.fairshare.cli.faults;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessMode;
import java.nio.file.CopyOption;
import java.nio.file.DirectoryStream;
import java.nio.file.FileStore;
import java.nio.file.FileSystem;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * The JVM's file system with every change under the folder under test counted as a {@link Steps} step, so that
 * a writing command can be stopped, and killed, before any one of its file operations. A child JVM takes it as
 * its default file system with {@code -Djava.nio.file.spi.DefaultFileSystemProvider=} this class (the JDK's
 * own way to replace the default provider); fairshare writes through NIO ({@code FileOps.system()}), so each of
 * a transaction's operations passes here. Reads, and files outside the folder, pass straight through.
 */
public final class StepFileSystemProvider extends java.nio.file.spi.FileSystemProvider {
  private final java.nio.file.spi.FileSystemProvider builtin;
  private final StepFileSystem files;
  private final Steps steps;

  /** The provider over the JVM's own ({@code builtin}), as the JDK makes it. */
  public StepFileSystemProvider(java.nio.file.spi.FileSystemProvider builtin) {
    this.builtin = builtin;
    this.files = new StepFileSystem(this, builtin.getFileSystem(URI.create("file:///")));
    this.steps = new Steps(builtin);
  }

  /** The steps counted. */
  Steps steps() {
    return steps;
  }

  private static Path own(Path p) {
    return StepPath.unwrap(p);
  }

  private boolean counts(Path p) {
    return steps.counts(own(p));
  }

  private void step(String what, Path p) {
    if (counts(p)) {
      steps.step(what + " " + own(p));
    }
  }

  private static boolean writes(Set<? extends OpenOption> options) {
    return options.contains(StandardOpenOption.WRITE) || options.contains(StandardOpenOption.APPEND);
  }

  @Override
  public String getScheme() {
    return builtin.getScheme();
  }

  @Override
  public FileSystem newFileSystem(URI uri, Map<String, ?> env) throws IOException {
    return builtin.newFileSystem(uri, env);
  }

  @Override
  public FileSystem getFileSystem(URI uri) {
    return files;
  }

  @Override
  public Path getPath(URI uri) {
    return files.wrap(builtin.getPath(uri));
  }

  @Override
  public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options,
      FileAttribute<?>... attrs) throws IOException {
    if (!counts(path)) {
      return builtin.newByteChannel(own(path), options, attrs);
    }
    return newFileChannel(path, options, attrs);
  }

  @Override
  public FileChannel newFileChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
      throws IOException {
    if (!counts(path)) {
      return builtin.newFileChannel(own(path), options, attrs);
    }
    if (writes(options)) {
      steps.step("open for writing " + own(path));
    }
    return new StepChannel(builtin.newFileChannel(own(path), options, attrs), steps, own(path).toString());
  }

  @Override
  public OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
    if (!counts(path)) {
      return builtin.newOutputStream(own(path), options);
    }
    steps.step("open for writing " + own(path));
    String name = own(path).toString();
    return new FilterOutputStream(builtin.newOutputStream(own(path), options)) {
      @Override
      public void write(int b) throws IOException {
        steps.step("write 1 byte to " + name);
        out.write(b);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        steps.step("write " + len + " bytes to " + name);
        out.write(b, off, len);
      }
    };
  }

  @Override
  public InputStream newInputStream(Path path, OpenOption... options) throws IOException {
    return builtin.newInputStream(own(path), options);
  }

  @Override
  public DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
      throws IOException {
    DirectoryStream<Path> stream = builtin.newDirectoryStream(own(dir), p -> filter.accept(files.wrap(p)));
    return new DirectoryStream<>() {
      @Override
      public Iterator<Path> iterator() {
        Iterator<Path> names = stream.iterator();
        return new Iterator<>() {
          @Override
          public boolean hasNext() {
            return names.hasNext();
          }

          @Override
          public Path next() {
            return files.wrap(names.next());
          }
        };
      }

      @Override
      public void close() throws IOException {
        stream.close();
      }
    };
  }

  @Override
  public void createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
    step("create the folder", dir);
    builtin.createDirectory(own(dir), attrs);
  }

  @Override
  public void createSymbolicLink(Path link, Path target, FileAttribute<?>... attrs) throws IOException {
    step("create a symbolic link", link);
    builtin.createSymbolicLink(own(link), own(target), attrs);
  }

  @Override
  public void createLink(Path link, Path existing) throws IOException {
    step("link " + own(existing) + " as", link);
    builtin.createLink(own(link), own(existing));
  }

  @Override
  public void delete(Path path) throws IOException {
    step("remove", path);
    builtin.delete(own(path));
  }

  @Override
  public boolean deleteIfExists(Path path) throws IOException {
    step("remove", path);
    return builtin.deleteIfExists(own(path));
  }

  @Override
  public void copy(Path source, Path target, CopyOption... options) throws IOException {
    step("copy " + own(source) + " to", target);
    builtin.copy(own(source), own(target), options);
  }

  @Override
  public void move(Path source, Path target, CopyOption... options) throws IOException {
    if (counts(source) || counts(target)) {
      steps.step("rename " + own(source) + " to " + own(target));
    }
    builtin.move(own(source), own(target), options);
  }

  @Override
  public boolean isSameFile(Path path, Path path2) throws IOException {
    return builtin.isSameFile(own(path), own(path2));
  }

  @Override
  public boolean isHidden(Path path) throws IOException {
    return builtin.isHidden(own(path));
  }

  @Override
  public FileStore getFileStore(Path path) throws IOException {
    return builtin.getFileStore(own(path));
  }

  @Override
  public void checkAccess(Path path, AccessMode... modes) throws IOException {
    builtin.checkAccess(own(path), modes);
  }

  @Override
  public <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type, LinkOption... options) {
    return builtin.getFileAttributeView(own(path), type, options);
  }

  @Override
  public <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
      throws IOException {
    return builtin.readAttributes(own(path), type, options);
  }

  @Override
  public Map<String, Object> readAttributes(Path path, String attributes, LinkOption... options)
      throws IOException {
    return builtin.readAttributes(own(path), attributes, options);
  }

  @Override
  public void setAttribute(Path path, String attribute, Object value, LinkOption... options) throws IOException {
    step("set " + attribute + " of", path);
    builtin.setAttribute(own(path), attribute, value, options);
  }
}
