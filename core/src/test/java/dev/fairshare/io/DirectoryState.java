package dev.fairshare.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Everything under a directory, as relative path to content ({@code dir/} for a directory), for comparison. */
final class DirectoryState {
  private DirectoryState() {}

  static Map<String, String> of(Path root) {
    Map<String, String> state = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        if (p.equals(root)) {
          continue;
        }
        String name = root.relativize(p).toString();
        state.put(Files.isDirectory(p) ? name + "/" : name,
            Files.isDirectory(p) ? "" : Base64.getEncoder().encodeToString(Files.readAllBytes(p)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return state;
  }
}
