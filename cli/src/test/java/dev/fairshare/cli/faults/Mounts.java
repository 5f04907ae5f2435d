package dev.fairshare.cli.faults;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small {@code tmpfs} for a full disk that is real ({@code ENOSPC}, "No space left on device"): mounted
 * where the test runs as root, filled by a file that leaves a given number of bytes free.
 */
final class Mounts {
  private Mounts() {}

  /** Mounts a tmpfs of {@code size} on {@code dir}; false where this user may not. */
  static boolean tmpfs(Path dir, String size) {
    return SystemCommand.succeeds("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", dir.toString());
  }

  /**
   * Unmounts {@code dir}; false if a file on it is still open (then it is detached lazily, {@code umount -l},
   * so that the folder can be removed).
   */
  static boolean unmount(Path dir) {
    if (SystemCommand.succeeds("umount", dir.toString())) {
      return true;
    }
    SystemCommand.succeeds("umount", "-l", dir.toString());
    return false;
  }

  /** Writes {@code filler} until at most {@code free} bytes are left on its file system. */
  static void fill(Path filler, long free) throws IOException {
    byte[] block = new byte[4096];
    try (OutputStream out = Files.newOutputStream(filler)) {
      long left = Files.getFileStore(filler).getUsableSpace() - free;
      for (; left > 0; left -= block.length) {
        out.write(block, 0, (int) Math.min(block.length, left));
      }
    } catch (IOException e) {
      if (!String.valueOf(e.getMessage()).contains("No space left")) {
        throw e;
      }
    }
  }
}
