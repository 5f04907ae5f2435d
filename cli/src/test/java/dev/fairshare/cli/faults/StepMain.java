package dev.fairshare.cli.faults;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.FileSystems;
import java.util.Arrays;

/**
 * The main class of a command run step by step in a child JVM ({@link FaultHarness#killAtStep}): run as
 * {@code StepMain MAIN ARGS...} with {@link StepFileSystemProvider} as the default file system provider, it
 * puts {@link StepJdbc} in SQLite's place, then runs {@code MAIN} with {@code ARGS}.
 */
public final class StepMain {
  private StepMain() {}

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
