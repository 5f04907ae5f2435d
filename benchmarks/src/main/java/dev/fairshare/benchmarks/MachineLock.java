package dev.fairshare.benchmarks;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Holds JMH's machine-wide lock ({@code jmh.lock} in the temporary directory, the file and lock JMH's own
 * runner takes) for one owner process, so that {@code benchmarks/gate} keeps the machine to itself across
 * its many JMH runs (its own runs then pass {@code -Djmh.ignoreLock=true}). It waits while another run
 * holds the lock, prints {@code locked} once it has it, and lets go, saying why on standard error, at the
 * first of: the end of its standard input, the exit of its owner ({@code --owner PID}, its parent when not
 * given), or the maximum hold ({@code --max-hold}, {@link MachineLockOptions#DEFAULT_MAX_HOLD} when not
 * given). With a command after {@code --} it runs that command holding the lock instead (the command is
 * the owner) and exits with its status: how a plain JMH run waits for the lock. An idle process can thus
 * never keep the lock (docs/performance.md, "The machine-wide lock").
 */
public final class MachineLock {
  private static final long POLL_MS = 200;
  private static final long RETRY_MS = 1_000;

  private MachineLock() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    MachineLockOptions options;
    try {
      options = MachineLockOptions.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("MachineLock: " + e.getMessage());
      System.err.println(MachineLockOptions.USAGE);
      System.exit(2);
      return;
    }
    System.exit(options.command().isEmpty() ? hold(options) : runHolding(options));
  }

  /** Holds the lock for the owner until the end of input, the owner's exit or the maximum hold. */
  private static int hold(MachineLockOptions options) throws IOException, InterruptedException {
    ProcessHandle owner = owner(options);
    if (owner == null || !owner.isAlive()) {
      System.err.println("MachineLock: no owner process " + options.owner().orElse(-1) + "; nothing held");
      return 2;
    }
    CountDownLatch endOfInput = endOfInputWatch();
    try (FileChannel channel = open()) {
      FileLock lock = acquire(channel, owner);
      if (lock == null) {
        System.err.println("MachineLock: the owner, process " + owner.pid() + ", exited before the lock was free");
        return 1;
      }
      System.out.println("locked");
      System.out.flush();
      String why = waitForRelease(owner, endOfInput, options.maxHold());
      lock.release();
      System.err.println("MachineLock: released " + lockFile() + ": " + why);
      return 0;
    }
  }

  /** Runs the command holding the lock; its exit status, or 2 when it cannot start. */
  private static int runHolding(MachineLockOptions options) throws IOException, InterruptedException {
    try (FileChannel channel = open()) {
      FileLock lock = acquire(channel, ProcessHandle.current());
      Process command;
      try {
        command = new ProcessBuilder(options.command()).inheritIO().start();
      } catch (IOException e) {
        System.err.println("MachineLock: cannot run " + options.command().get(0) + ": " + e.getMessage());
        return 2;
      }
      String why = waitForRelease(command.toHandle(), new CountDownLatch(1), options.maxHold());
      lock.release();
      if (command.isAlive()) {
        System.err.println("MachineLock: released " + lockFile() + ": " + why + "; the command runs on");
      }
      return command.waitFor();
    }
  }

  private static ProcessHandle owner(MachineLockOptions options) {
    if (options.owner().isPresent()) {
      return ProcessHandle.of(options.owner().getAsLong()).orElse(null);
    }
    return ProcessHandle.current().parent().orElse(null);
  }

  private static Path lockFile() {
    return Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
  }

  private static FileChannel open() throws IOException {
    return FileChannel.open(lockFile(), StandardOpenOption.READ, StandardOpenOption.WRITE,
        StandardOpenOption.CREATE);
  }

  /** The lock once free, or null when the owner exits first. */
  private static FileLock acquire(FileChannel channel, ProcessHandle owner)
      throws IOException, InterruptedException {
    FileLock lock = channel.tryLock();
    boolean told = false;
    while (lock == null && owner.isAlive()) {
      if (!told) {
        System.err.println("MachineLock: waiting for another JMH run to finish (" + lockFile() + ")");
        told = true;
      }
      Thread.sleep(RETRY_MS);
      lock = channel.tryLock();
    }
    return lock;
  }

  /** A latch counted down at the end of standard input (read by a daemon thread). */
  private static CountDownLatch endOfInputWatch() {
    CountDownLatch latch = new CountDownLatch(1);
    Thread reader = new Thread(() -> {
      try {
        while (System.in.read() >= 0) {
          // hold the lock until the writer closes our input
        }
      } catch (IOException e) {
        // a broken input ends it as well
      }
      latch.countDown();
    }, "machine-lock-input");
    reader.setDaemon(true);
    reader.start();
    return latch;
  }

  /** Waits for the first reason to let go, and says it. */
  private static String waitForRelease(ProcessHandle owner, CountDownLatch endOfInput, Duration maxHold)
      throws InterruptedException {
    long start = System.nanoTime();
    long deadline = start + maxHold.toNanos();
    while (true) {
      if (endOfInput.await(POLL_MS, TimeUnit.MILLISECONDS)) {
        return "end of input after " + seconds(start);
      }
      if (!owner.isAlive()) {
        return "the owner, process " + owner.pid() + ", is gone (held " + seconds(start) + ")";
      }
      if (System.nanoTime() - deadline >= 0) {
        return "held for the maximum, " + maxHold.toString().substring(2).toLowerCase()
            + " (--max-hold), while the owner, process " + owner.pid() + ", still runs";
      }
    }
  }

  private static String seconds(long start) {
    return TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start) + " s";
  }
}
