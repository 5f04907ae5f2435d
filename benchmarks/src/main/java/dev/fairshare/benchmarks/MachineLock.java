package dev.fairshare.benchmarks;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Holds JMH's machine-wide lock ({@code jmh.lock} in the temporary directory, the file and lock JMH's
 * own runner takes) for as long as its standard input stays open, so that {@code benchmarks/gate} keeps
 * the machine to itself across its many JMH runs instead of sharing it with other benchmark runs between
 * them (its own runs then pass {@code -Djmh.ignoreLock=true}). Waits while another run holds the lock,
 * prints {@code locked} once it has it, and releases it at end of input (or when the process dies).
 */
public final class MachineLock {
  private MachineLock() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    Path file = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
        StandardOpenOption.CREATE)) {
      FileLock lock = channel.tryLock();
      boolean told = false;
      while (lock == null) {
        if (!told) {
          System.err.println("gate: waiting for another JMH run to finish (" + file + ")");
          told = true;
        }
        Thread.sleep(2_000);
        lock = channel.tryLock();
      }
      System.out.println("locked");
      System.out.flush();
      while (System.in.read() >= 0) {
        // hold the lock until the gate closes our input
      }
      lock.release();
    }
  }
}
