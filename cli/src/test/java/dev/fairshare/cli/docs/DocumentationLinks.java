package dev.fairshare.cli.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The relative links of a repository's Markdown files that GitHub could not follow: a link whose file (or folder)
 * does not exist, leaves the repository, or names an anchor that no heading of the Markdown page it points to
 * has. A link with a scheme ({@code https:}, {@code mailto:}) is not followed; a path beginning with {@code /}
 * is taken from the repository root, as GitHub does; anchors are compared as written (GitHub's are lower case).
 * Only headings give anchors. Build output ({@code target}) and {@code .git} are not read.
 */
final class DocumentationLinks {
  private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:|^//");

  private final Path root;
  private final Map<Path, MarkdownPage> pages = new HashMap<>();

  private DocumentationLinks(Path root) {
    this.root = root.toAbsolutePath().normalize();
  }

  /** Every broken relative link of the Markdown files under {@code root}, by file, then line. */
  static List<String> brokenUnder(Path root) throws IOException {
    DocumentationLinks check = new DocumentationLinks(root);
    List<String> broken = new ArrayList<>();
    for (Path file : check.markdownFiles()) {
      for (MarkdownPage.PageLink link : check.page(file).links()) {
        String why = check.problem(file, link.destination());
        if (why != null) {
          broken.add(check.root.relativize(file) + ":" + link.line() + ": (" + link.destination() + ") " + why);
        }
      }
    }
    return broken;
  }

  /** Why a link of {@code file} is broken, or null where GitHub would follow it. */
  private String problem(Path file, String destination) {
    if (SCHEME.matcher(destination).find()) {
      return null;
    }
    int hash = destination.indexOf('#');
    String path = hash < 0 ? destination : destination.substring(0, hash);
    String anchor = hash < 0 ? "" : decode(destination.substring(hash + 1));
    int query = path.indexOf('?');
    path = decode(query < 0 ? path : path.substring(0, query));
    Path target = path.isEmpty() ? file
        : (path.startsWith("/") ? root.resolve(path.substring(1)) : file.getParent().resolve(path)).normalize();
    if (!target.startsWith(root)) {
      return "leaves the repository";
    }
    if (!Files.exists(target)) {
      return "no file " + root.relativize(target);
    }
    if (anchor.isEmpty() || !Files.isRegularFile(target) || !target.toString().endsWith(".md")) {
      return null;
    }
    return page(target).anchors().contains(anchor) ? null
        : "no heading with anchor #" + anchor + " in " + root.relativize(target);
  }

  private static String decode(String text) {
    return text.indexOf('%') < 0 ? text : URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
  }

  private MarkdownPage page(Path file) {
    return pages.computeIfAbsent(file, f -> {
      try {
        return MarkdownPage.read(f);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  private List<Path> markdownFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    Files.walkFileTree(root, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
        String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
        return !dir.equals(root) && (name.equals("target") || name.equals(".git"))
            ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
        if (file.getFileName().toString().endsWith(".md")) {
          files.add(file);
        }
        return FileVisitResult.CONTINUE;
      }
    });
    files.sort(null);
    return files;
  }
}
