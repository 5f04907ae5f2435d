package dev.fairshare.cli.faults;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * How the harness stops writes to a file or folder: {@code chattr +i} (immutable: even root may not change,
 * rename or remove it; needs root and a file system with the flag, such as ext4 or tmpfs), else read-only
 * permissions ({@code chmod a-w}, which stop every user but root).
 */
enum Protection {
  IMMUTABLE("Operation not permitted"), READ_ONLY("Permission denied");

  private final String reason;

  Protection(String reason) {
    this.reason = reason;
  }

  /** The reason the system gives for a refused write. */
  String reason() {
    return reason;
  }

  /** The protection that works for this user in {@code dir}, or null if none stops its writes. */
  static Protection available(Path dir) throws IOException {
    Path probe = Files.writeString(dir.resolve("probe"), "x");
    try {
      if (SystemCommand.succeeds("chattr", "+i", probe.toString())) {
        SystemCommand.succeeds("chattr", "-i", probe.toString());
        return IMMUTABLE;
      }
      READ_ONLY.apply(probe);
      try {
        Files.writeString(probe, "y");
        return null;
      } catch (IOException e) {
        return READ_ONLY;
      } finally {
        READ_ONLY.undo(probe);
      }
    } finally {
      Files.delete(probe);
    }
  }

  void apply(Path p) throws IOException {
    if (this == IMMUTABLE) {
      check(SystemCommand.succeeds("chattr", "+i", p.toString()), p);
    } else {
      Files.setPosixFilePermissions(p,
          PosixFilePermissions.fromString(Files.isDirectory(p) ? "r-xr-xr-x" : "r--r--r--"));
    }
  }

  void undo(Path p) throws IOException {
    if (this == IMMUTABLE) {
      check(SystemCommand.succeeds("chattr", "-i", p.toString()), p);
    } else {
      Files.setPosixFilePermissions(p,
          PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
    }
  }

  private static void check(boolean done, Path p) throws IOException {
    if (!done) {
      throw new IOException("chattr failed on " + p);
    }
  }
}
