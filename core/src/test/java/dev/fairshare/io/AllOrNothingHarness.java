package dev.fairshare.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Runs a change of a directory from a state A to a state B once per file operation, stopping it at that
 * operation (a crash, then a recovery; or an error), and lists every stop that left neither A nor B byte
 * for byte. A writer that is all-or-nothing gives an empty list.
 */
final class AllOrNothingHarness {
  private final Path root;
  private final Consumer<Path> setUp;
  private final Map<String, String> before;
  private final Map<String, String> after;

  /** Sets up A with {@code setUp}, records A, runs {@code change} cleanly once to record B. */
  AllOrNothingHarness(Path root, Consumer<Path> setUp, Consumer<FileOps> change) {
    this.root = root;
    this.setUp = setUp;
    reset();
    this.before = DirectoryState.of(root);
    change.accept(FileOps.system());
    this.after = DirectoryState.of(root);
  }

  Map<String, String> before() {
    return before;
  }

  Map<String, String> after() {
    return after;
  }

  /** Every crash point (1-based operation number) after which recovery left a state other than A or B. */
  List<String> crashes(Consumer<FileOps> change) {
    List<String> bad = new ArrayList<>();
    for (int n = 1; ; n++) {
      reset();
      FaultyFileOps ops = FaultyFileOps.crashAt(n);
      boolean crashed = false;
      try {
        change.accept(ops);
      } catch (FaultyFileOps.Crash e) {
        crashed = true;
      }
      recoverAll();
      Map<String, String> state = DirectoryState.of(root);
      if (!state.equals(before) && !state.equals(after)) {
        bad.add("kill at operation " + n + ": " + state);
      }
      if (!crashed) {
        return bad;
      }
    }
  }

  /**
   * Every error point after which the change, failing, left a state other than A (or B if it succeeded),
   * either at once (staging folders aside) or after a recovery removed what a failed clean-up left.
   */
  List<String> errors(Consumer<FileOps> change) {
    List<String> bad = new ArrayList<>();
    for (int n = 1; ; n++) {
      reset();
      FaultyFileOps ops = FaultyFileOps.errorAt(n);
      boolean failed = false;
      try {
        change.accept(ops);
      } catch (FileAccessException e) {
        failed = true;
      }
      Map<String, String> expected = failed ? before : after;
      Map<String, String> visible = DirectoryState.of(root);
      visible.keySet().removeIf(name -> name.contains(StagingArea.PREFIX));
      recoverAll();
      Map<String, String> state = DirectoryState.of(root);
      if (!visible.equals(expected) || !state.equals(expected)) {
        bad.add("error at operation " + n + (failed ? " (reported)" : " (not reported)") + ": " + state);
      }
      if (n > ops.count()) {
        return bad;
      }
    }
  }

  private void recoverAll() {
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith(StagingArea.PREFIX))
          .toList().forEach(FileTransaction::recover);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void reset() {
    try (Stream<Path> walk = Files.walk(root)) {
      walk.sorted(Comparator.reverseOrder()).filter(p -> !p.equals(root)).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    setUp.accept(root);
  }
}
