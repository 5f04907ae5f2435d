package dev.fairshare.testsupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A program run to its end in a JVM of its own, as the memory tests run one: the test's own class path, a
 * heap limit of its own, standard output and error together in a log file. A test that measures what a node
 * costs runs its reader so, where the heap holds that program alone.
 *
 * <p>It sits in core's test jar (the only part of it other modules take, test scope), not in testkit: core's
 * own tests use it, and testkit depends on core.
 */
public final class ChildJvm {
  private ChildJvm() {}

  /** How a child ended: its exit value, and the file of all it printed. */
  public record Exit(int value, Path log) {
    /** All the child printed. */
    public String output() throws IOException {
      return Files.readString(log);
    }
  }

  /**
   * Runs {@code main} with {@code args} in a JVM with a {@code heap} heap ({@code -Xmx}, as {@code "256m"}),
   * its output into {@code log}; fails (an {@link AssertionError}, the child killed) if it has not ended
   * within {@code limit}.
   */
  public static Exit run(String heap, Duration limit, Path log, String main, String... args)
      throws IOException, InterruptedException {
    return run(heap, List.of(), limit, log, main, args);
  }

  /** {@link #run(String, Duration, Path, String, String...)} with more options for the child JVM. */
  public static Exit run(String heap, List<String> jvmOptions, Duration limit, Path log, String main,
      String... args) throws IOException, InterruptedException {
    Process child = new ProcessBuilder(command(heap, jvmOptions, main, List.of(args))).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    if (!child.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
      child.destroyForcibly().waitFor();
      throw new AssertionError(main + " did not end within " + limit + " (its output: " + log + ")");
    }
    return new Exit(child.exitValue(), log);
  }

  /**
   * The command line that starts {@code main} with {@code args} in a JVM of this test's {@code java} and class
   * path, with a {@code heap} heap and {@code jvmOptions}: for a test that handles the process itself (kills
   * it, limits it).
   */
  public static List<String> command(String heap, List<String> jvmOptions, String main, List<String> args) {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
        .toString(), "-Xmx" + heap));
    command.addAll(jvmOptions);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), main));
    command.addAll(args);
    return command;
  }
}
