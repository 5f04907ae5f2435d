package dev.fairshare.io;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An input or output failure the user can fix (permissions, a missing directory, a full disk, a read-only or
 * immutable file): the path it happened on, what was being done, and the system's reason. The command exits
 * 3 with {@code fairshare: cannot ACTION PATH: REASON} (docs/errors.md).
 */
public final class FileAccessException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Path path;
  private final String action;
  private final String reason;

  public FileAccessException(String action, Path path, String reason) {
    super("cannot " + action + " " + path + ": " + reason);
    this.action = action;
    this.path = path;
    this.reason = reason;
  }

  /** The failure of {@code action} on {@code path}, with the reason taken from {@code cause}. */
  public static FileAccessException of(String action, Path path, IOException cause) {
    FileAccessException e = new FileAccessException(action, path, IoReasons.reason(cause));
    e.initCause(cause);
    return e;
  }

  /** The file or directory the failure is about, as the user named it where possible. */
  public Path path() {
    return path;
  }

  /** What was being done: {@code read}, {@code write}, {@code replace}... */
  public String action() {
    return action;
  }

  /** The system's reason, as {@code strerror} words it ("Permission denied", "No space left on device"). */
  public String reason() {
    return reason;
  }
}
