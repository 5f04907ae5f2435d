package dev.fairshare.cli.faults;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.cli.Main;
import dev.fairshare.io.FileTransaction;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Faults a writing command and checks that nothing changed or everything did (docs/reliability.md, "The
 * fault harness"). Each run starts from a fresh copy of the scenario's template (state A); a clean run gives
 * state B. {@link #killAtStep} runs the command in a child JVM and kills it with {@code SIGKILL} before a
 * chosen step of its write ({@link Steps}), {@link #kill} a random while after its first visible change,
 * {@link #killBeforeWrite} at a known write step of a writer that takes part;
 * {@link #fileSizeLimit} runs it under a file-size limit; both then let the
 * next writer's recovery run ({@link FileTransaction#recover}, what the next transaction in the folder does)
 * and compare the folder with A and B.
 */
final class FaultHarness {
  /** What a faulted run left, after recovery. */
  record Outcome(String kind, boolean midWrite, int exitCode, String err, String detail) {
    boolean bad() {
      return kind.equals("neither");
    }
  }

  private final WritingScenario scenario;
  private final Path work;
  private final Path root;
  private final Map<String, String> before;
  private final Map<String, String> after;
  private int steps = -1;

  FaultHarness(WritingScenario scenario, Path work) {
    this.scenario = scenario;
    this.work = work;
    this.root = work.resolve("root");
    reset();
    before = TreeState.of(root);
    runInProcess();
    after = TreeState.of(root);
  }

  Map<String, String> before() {
    return before;
  }

  Map<String, String> after() {
    return after;
  }

  /** The folder the command changes. */
  Path root() {
    return root;
  }

  /** Puts state A back. */
  void reset() {
    try {
      if (Files.exists(root)) {
        try (Stream<Path> walk = Files.walk(root)) {
          walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
      }
      try (Stream<Path> walk = Files.walk(scenario.template())) {
        for (Path p : (Iterable<Path>) walk::iterator) {
          Path target = root.resolve(scenario.template().relativize(p).toString());
          if (Files.isDirectory(p)) {
            Files.createDirectories(target);
          } else {
            Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The command line over the current copy. */
  List<String> args() {
    return scenario.args().apply(root);
  }

  /** Runs the command in this JVM (exit code and standard error; a test writer gives 0 or throws). */
  CommandRun runInProcess() {
    if (scenario.main().equals(Main.class.getName())) {
      return CommandRun.of(args().toArray(String[]::new));
    }
    try {
      Class.forName(scenario.main()).getMethod("main", String[].class).invoke(null,
          (Object) args().toArray(String[]::new));
      return new CommandRun(0, "", "");
    } catch (InvocationTargetException e) {
      return new CommandRun(1, "", String.valueOf(e.getCause()));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Starts the command in a child JVM, waits for its first visible change of the folder (a staging folder, a
   * database journal, a file rewritten), kills it {@code delayMs} later, recovers and classifies.
   */
  Outcome kill(int delayMs) throws IOException, InterruptedException {
    reset();
    Map<String, String> listing = listing();
    Process p = ChildRun.start(scenario.main(), args(), work, work.resolve("stderr"), 0);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (p.isAlive() && listing().equals(listing) && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
    if (delayMs > 0) {
      Thread.sleep(delayMs);
    }
    return killNow(p);
  }

  /**
   * Starts a writer that takes part ({@link InPlaceWriter}) in a child JVM told to stop before its write
   * number {@code step}, waits until it says it has stopped there (or has ended), kills it, recovers and
   * classifies: a kill at a known write step, wherever the clock and the machine's load put the writer.
   */
  Outcome killBeforeWrite(int step) throws IOException, InterruptedException {
    reset();
    Path stopped = work.resolve("stopped");
    Files.deleteIfExists(stopped);
    Process p = ChildRun.start(scenario.main(), List.of("-D" + InPlaceWriter.STOP_AT + "=" + step,
        "-D" + InPlaceWriter.STOPPED + "=" + stopped), args(), work, work.resolve("stderr"), 0);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (p.isAlive() && !Files.exists(stopped) && System.nanoTime() < deadline) {
      Thread.sleep(1);
    }
    return killNow(p);
  }

  /**
   * How many steps a clean run of the command takes ({@link Steps}: its file operations in the folder and its
   * database writes), counted in a child JVM ({@link StepMain}), which must leave B; counted once.
   */
  int steps() throws IOException, InterruptedException {
    if (steps < 0) {
      reset();
      Path count = work.resolve("steps");
      Files.deleteIfExists(count);
      Process p = ChildRun.start(StepMain.class.getName(), stepOptions("-D" + Steps.COUNT + "=" + count),
          stepArgs(), work, work.resolve("stderr"), 0);
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError(scenario + " did not end, its steps counted");
      }
      Outcome o = classify(p.exitValue(), false, false);
      if (p.exitValue() != 0 || !o.kind().equals("B") || !Files.exists(count)) {
        throw new AssertionError(scenario + ", its steps counted: exit " + p.exitValue() + ", " + o.kind() + " "
            + o.detail() + ": " + o.err());
      }
      steps = Integer.parseInt(Files.readString(count).strip());
    }
    return steps;
  }

  /**
   * Starts the command in a child JVM told to stop before its step number {@code step} ({@link Steps}), waits
   * until it says it has stopped there (or has ended), kills it, recovers and classifies; the outcome's detail
   * starts with the step it was killed before: a kill at a known point of the write, whatever the machine's load.
   */
  Outcome killAtStep(int step) throws IOException, InterruptedException {
    reset();
    Path stopped = work.resolve("stopped");
    Files.deleteIfExists(stopped);
    Process p = ChildRun.start(StepMain.class.getName(), stepOptions("-D" + Steps.STOP_AT + "=" + step,
        "-D" + Steps.STOPPED + "=" + stopped), stepArgs(), work, work.resolve("stderr"), 0);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (p.isAlive() && !Files.exists(stopped) && System.nanoTime() < deadline) {
      Thread.sleep(1);
    }
    Outcome o = killNow(p);
    String where = Files.exists(stopped) ? Files.readString(stopped) : "step " + step + " (never reached)";
    return new Outcome(o.kind(), o.midWrite(), o.exitCode(), o.err(),
        where + (o.detail().isEmpty() ? "" : "; " + o.detail()));
  }

  private List<String> stepOptions(String... more) {
    List<String> options = new ArrayList<>(List.of("-Djava.nio.file.spi.DefaultFileSystemProvider="
        + StepFileSystemProvider.class.getName(), "-D" + Steps.ROOT + "=" + root.toAbsolutePath()));
    options.addAll(List.of(more));
    return options;
  }

  private List<String> stepArgs() {
    List<String> args = new ArrayList<>();
    args.add(scenario.main());
    args.addAll(args());
    return args;
  }

  /** Kills the child (if it still runs), waits for it, recovers and classifies. */
  private Outcome killNow(Process p) throws IOException, InterruptedException {
    boolean killed = p.isAlive();
    p.destroyForcibly();
    p.waitFor(30, TimeUnit.SECONDS);
    boolean midWrite = killed && (TreeState.staging(root) || !TreeState.of(root).equals(after));
    int code = killed ? -9 : p.exitValue();
    return classify(code, midWrite, true);
  }

  /**
   * Runs the command in a child JVM under {@code ulimit -f kb} (SQLite's native library unpacked beforehand,
   * {@link ChildRun#sqliteLibrary}); an error must leave A without any recovery.
   */
  Outcome fileSizeLimit(long kb) throws IOException, InterruptedException {
    reset();
    Process p = ChildRun.start(scenario.main(), ChildRun.sqliteLibrary(work.resolveSibling("sqlite-native")),
        args(), work, work.resolve("stderr"), kb);
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError(scenario + " did not end under ulimit -f " + kb);
    }
    return classify(p.exitValue(), false, false);
  }

  /** Classifies the folder as it is now (after a recovery, if asked) against A and B. */
  Outcome classify(int exitCode, boolean midWrite, boolean recover) throws IOException {
    String err = Files.exists(work.resolve("stderr")) ? Files.readString(work.resolve("stderr")) : "";
    boolean leftStaging = TreeState.staging(root);
    if (recover) {
      recoverAll();
    }
    Map<String, String> state = TreeState.of(root);
    String kind = TreeState.staging(root) || (!recover && leftStaging) ? "neither"
        : state.equals(before) ? "A" : state.equals(after) ? "B" : "neither";
    return new Outcome(kind, midWrite, exitCode, err, kind.equals("neither") ? differences(state) : "");
  }

  private String differences(Map<String, String> state) {
    List<String> diff = new ArrayList<>();
    Map<String, String> all = new TreeMap<>(before);
    all.putAll(after);
    all.putAll(state);
    for (String name : all.keySet()) {
      String now = state.get(name);
      String was = before.get(name);
      String then = after.get(name);
      if (!java.util.Objects.equals(now, was) && !java.util.Objects.equals(now, then)) {
        diff.add(name + (now == null ? " missing" : " is neither A's nor B's"));
      } else if (!java.util.Objects.equals(now, then)) {
        diff.add(name + " as in A");
      } else if (!java.util.Objects.equals(now, was)) {
        diff.add(name + " as in B");
      }
    }
    return String.join(", ", diff);
  }

  private void recoverAll() throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith(".fairshare-txn-"))
          .toList().forEach(FileTransaction::recover);
    }
  }

  /** Names, sizes and modification times: what changes first when a writer starts. */
  private Map<String, String> listing() {
    Map<String, String> listing = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        listing.put(p.toString(), Files.size(p) + "@" + Files.getLastModifiedTime(p).toMillis());
      }
    } catch (IOException | UncheckedIOException e) {
      listing.put("?", String.valueOf(e));
    }
    return listing;
  }

  /** A random delay of a kill after the first change: often at once, otherwise up to {@code maxMs}. */
  static int delay(Random random, int maxMs) {
    return random.nextInt(3) == 0 ? 0 : random.nextInt(maxMs + 1);
  }
}
