package dev.fairshare;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The citations a file of the repository must not make: paths to notes kept outside the repository (the
 * schedulers' notes and founding documents, and the folder they live in) and issue or session numbers.
 * The repository's docs stand alone: code cites {@code docs/...} or the scheduler's own source file.
 */
final class RepositoryCitations {
  /** Built from pieces, so that this file does not cite what it forbids. */
  private static final Pattern FORBIDDEN = Pattern.compile(String.join("|",
      "spec" + "s/",
      "\\.\\./" + "shared",
      "shar" + "ed/(?:spec|seed)s",
      "seed" + "s/\\d",
      "(?i:\\bissues?\\s+#?\\d+)",
      "(?i:\\bsessions?[ -]\\d+)"));

  /** Folders never scanned when the files are found by walking the tree instead of asking git. */
  private static final Set<String> SKIPPED = Set.of("target", "node_modules", "results");

  private RepositoryCitations() {}

  /** Each forbidden citation of one text, as {@code path:line: text}. */
  static List<String> problems(String path, String text) {
    List<String> found = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = FORBIDDEN.matcher(lines[i]);
      if (m.find()) {
        found.add(path + ":" + (i + 1) + ": '" + m.group() + "' in: " + lines[i].strip());
      }
    }
    return found;
  }

  /** The repository's root: the highest folder above {@code start} that holds a {@code pom.xml}. */
  static Path root(Path start) {
    Path root = start.toAbsolutePath().normalize();
    while (root.getParent() != null && Files.exists(root.getParent().resolve("pom.xml"))) {
      root = root.getParent();
    }
    return root;
  }

  /** The repository's text files: those git tracks, or, where git cannot tell, those under the root. */
  static List<Path> textFiles(Path root) throws IOException {
    List<Path> files = tracked(root);
    if (files == null) {
      try (Stream<Path> walk = Files.walk(root)) {
        files = walk.filter(Files::isRegularFile)
            .filter(p -> !skipped(root.relativize(p)))
            .toList();
      }
    }
    List<Path> text = new ArrayList<>();
    for (Path p : files) {
      if (Files.isRegularFile(p) && isText(Files.readAllBytes(p))) {
        text.add(p);
      }
    }
    return text;
  }

  private static boolean skipped(Path relative) {
    for (Path part : relative) {
      String name = part.toString();
      if (name.startsWith(".") && !name.equals(".ci") || SKIPPED.contains(name)) {
        return true;
      }
    }
    return false;
  }

  /** {@code git ls-files} of the root, or null when git is missing or the root is not a git work tree. */
  private static List<Path> tracked(Path root) {
    try {
      Process git = new ProcessBuilder("git", "-C", root.toString(), "ls-files", "-z")
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      byte[] out;
      try (InputStream in = git.getInputStream()) {
        out = in.readAllBytes();
      }
      if (!git.waitFor(60, TimeUnit.SECONDS) || git.exitValue() != 0) {
        return null;
      }
      List<Path> files = new ArrayList<>();
      for (String name : new String(out, StandardCharsets.UTF_8).split("\0")) {
        if (!name.isEmpty()) {
          files.add(root.resolve(name));
        }
      }
      return files.isEmpty() ? null : files;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }

  /** A file is text when it has no NUL byte (PNG images, PBS's binary usage files and JARs all do). */
  private static boolean isText(byte[] bytes) {
    for (byte b : bytes) {
      if (b == 0) {
        return false;
      }
    }
    return true;
  }
}
