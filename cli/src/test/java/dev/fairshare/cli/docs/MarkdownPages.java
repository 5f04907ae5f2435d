package dev.fairshare.cli.docs;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * The Markdown pages of a repository: every {@code .md} file under its root, sorted, except in build outputs
 * ({@code target/}) and hidden folders ({@code .git}), which are not the repository's pages.
 */
final class MarkdownPages {
  private MarkdownPages() {}

  /** Every page under {@code root}, sorted by path. */
  static List<Path> of(Path root) throws IOException {
    List<Path> pages = new ArrayList<>();
    Files.walkFileTree(root, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
        String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
        boolean skipped = !dir.equals(root) && (name.equals("target") || name.startsWith("."));
        return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
        if (attrs.isRegularFile() && file.getFileName().toString().endsWith(".md")) {
          pages.add(file);
        }
        return FileVisitResult.CONTINUE;
      }
    });
    pages.sort(null);
    return pages;
  }
}
