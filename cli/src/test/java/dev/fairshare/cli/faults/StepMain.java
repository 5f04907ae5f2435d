package dev.fairshare.cli.faults;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The main class of a command run step by step in a child JVM ({@link FaultHarness#killAtStep}): run as
 * {@code StepMain MAIN ARGS...} with {@link StepFileSystemProvider} as the default file system provider, it
 * puts {@link StepJdbc} in SQLite's place, then runs {@code MAIN} with {@code ARGS}.
 */
public final class StepMain {
  private StepMain() {}

  /**
   * The JVM options of a child run by this class that stops before its step {@code stopAt} and then creates
   * {@code stopped} (from 0, counting only the steps whose description starts with {@code only}, as
   * {@code "commit"}), its file operations counted under no folder.
   */
  public static List<String> stopBefore(long stopAt, String only, Path stopped) {
    return List.of("-Djava.nio.file.spi.DefaultFileSystemProvider=" + StepFileSystemProvider.class.getName(),
        "-D" + Steps.STOP_AT + "=" + stopAt, "-D" + Steps.ONLY + "=" + only, "-D" + Steps.STOPPED + "=" + stopped);
  }

  /** The JVM options of a child run by this class that writes the number of its steps to {@code count}. */
  public static List<String> count(String only, Path count) {
    return List.of("-Djava.nio.file.spi.DefaultFileSystemProvider=" + StepFileSystemProvider.class.getName(),
        "-D" + Steps.ONLY + "=" + only, "-D" + Steps.COUNT + "=" + count);
  }

  /** Runs {@code args[0]}'s main with the other arguments, its file and database writes counted. */
  public static void main(String[] args) throws Throwable {
    if (!(FileSystems.getDefault().provider() instanceof StepFileSystemProvider provider)) {
      throw new IllegalStateException("run with -Djava.nio.file.spi.DefaultFileSystemProvider="
          + StepFileSystemProvider.class.getName());
    }
    StepJdbc.install(provider.steps());
    try {
      Class.forName(args[0]).getMethod("main", String[].class).invoke(null,
          (Object) Arrays.copyOfRange(args, 1, args.length));
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
