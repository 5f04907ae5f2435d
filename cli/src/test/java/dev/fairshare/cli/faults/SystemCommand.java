package dev.fairshare.cli.faults;

import java.io.IOException;

/**
 * A system tool the fault tests run to make a fault ({@code mount}, {@code umount}, {@code chattr}): whether it
 * ran and exited 0, its output read and dropped.
 */
public final class SystemCommand {

  private SystemCommand() {
  }

  /** Runs {@code command} to its end; true when it exited 0, false when it failed or could not start. */
  public static boolean succeeds(String... command) {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
