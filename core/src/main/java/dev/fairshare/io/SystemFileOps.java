package dev.fairshare.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.ArrayList;
import java.util.List;

/** {@link FileOps} on the real file system through NIO ({@code rename(2)}, {@code link(2)}, {@code fsync(2)}). */
final class SystemFileOps implements FileOps {
  static final SystemFileOps INSTANCE = new SystemFileOps();

  private SystemFileOps() {}

  @Override
  public Path createTempDirectory(Path parent, String prefix) throws IOException {
    return Files.createTempDirectory(parent, prefix);
  }

  @Override
  public void createDirectory(Path dir) throws IOException {
    Files.createDirectory(dir);
  }

  @Override
  public OutputStream newFile(Path file) throws IOException {
    return Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
  }

  @Override
  public void sync(Path path) throws IOException {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      channel.force(true);
    }
  }

  @Override
  public void link(Path link, Path existing) throws IOException {
    Files.createLink(link, existing);
  }

  @Override
  public void copy(Path from, Path to) throws IOException {
    Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
  }

  @Override
  public void rename(Path from, Path to) throws IOException {
    Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
  }

  @Override
  public void delete(Path path) throws IOException {
    Files.deleteIfExists(path);
  }

  @Override
  public void copyPermissions(Path like, Path file) throws IOException {
    PosixFileAttributeView view = Files.getFileAttributeView(like, PosixFileAttributeView.class);
    if (view != null) {
      Files.setPosixFilePermissions(file, view.readAttributes().permissions());
    }
  }

  @Override
  public boolean exists(Path path) {
    return Files.exists(path, LinkOption.NOFOLLOW_LINKS);
  }

  @Override
  public boolean isDirectory(Path path) {
    return Files.isDirectory(path);
  }

  @Override
  public List<Path> list(Path dir, String prefix) throws IOException {
    List<Path> found = new ArrayList<>();
    try (DirectoryStream<Path> names =
        Files.newDirectoryStream(dir, p -> p.getFileName().toString().startsWith(prefix))) {
      names.forEach(found::add);
    }
    return found;
  }

  @Override
  public byte[] read(Path file) throws IOException {
    return Files.readAllBytes(file);
  }

  @Override
  public FileChannel tryLock(Path file) throws IOException {
    FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    try {
      FileLock lock = channel.tryLock();
      if (lock != null) {
        return channel;
      }
    } catch (OverlappingFileLockException held) {
      // this process holds it: a transaction in progress
    }
    channel.close();
    return null;
  }
}
