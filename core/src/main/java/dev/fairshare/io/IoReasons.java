package dev.fairshare.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * The reason of an {@link IOException} in the words of C's {@code strerror}, without the paths Java adds:
 * {@code AccessDeniedException} is "Permission denied", a {@code FileSystemException} gives its reason
 * ("No space left on device", "Operation not permitted", "Read-only file system").
 */
public final class IoReasons {
  private IoReasons() {}

  /** The reason, never null. */
  public static String reason(IOException e) {
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      return fs.getReason();
    }
    if (e instanceof AccessDeniedException) {
      return "Permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "No such file or directory";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "File exists";
    }
    if (e instanceof NotDirectoryException) {
      return "Not a directory";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "Directory not empty";
    }
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }
}
