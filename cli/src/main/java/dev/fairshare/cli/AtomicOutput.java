package dev.fairshare.cli;

import dev.fairshare.conversion.OutputFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes a set of files all or nothing: each is written into a temporary directory next to its place, then
 * all are moved into place; a file that exists already is refused (unless replacing is asked for) before
 * anything is written.
 */
final class AtomicOutput {
  private AtomicOutput() {}

  /** Writes {@code files[k]} to {@code places[k]}. */
  static void write(List<OutputFile> files, List<Path> places, boolean replace) {
    List<String> existing = new ArrayList<>();
    for (Path p : places) {
      if (Files.exists(p) && !replace) {
        existing.add(p.toString());
      }
    }
    if (!existing.isEmpty()) {
      throw new BadInputException("fairshare: would overwrite " + String.join(", ", existing)
          + "; nothing written\n    hint: choose another --out or --report, or give --force");
    }
    List<Path> temps = new ArrayList<>();
    try {
      List<Path> staged = new ArrayList<>();
      for (int k = 0; k < files.size(); k++) {
        Path dir = places.get(k).toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempDirectory(dir, ".fairshare-convert-");
        temps.add(temp);
        Path file = temp.resolve(files.get(k).name());
        Files.write(file, files.get(k).content());
        staged.add(file);
      }
      for (int k = 0; k < staged.size(); k++) {
        move(staged.get(k), places.get(k));
      }
    } catch (IOException e) {
      throw new BadInputException("fairshare: cannot write the output: " + e.getMessage());
    } finally {
      temps.forEach(AtomicOutput::deleteQuietly);
    }
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static void deleteQuietly(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // the directory is empty or gone; nothing was left in it that matters
    }
  }
}
