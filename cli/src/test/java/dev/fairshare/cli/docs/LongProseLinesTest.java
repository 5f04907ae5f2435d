package dev.fairshare.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No prose line of the repository's documentation (README.md, every page under docs/, each module's README) is
 * longer than 120 characters, as Checkstyle holds the Java to; tables, code, headings and lines that cannot be
 * broken (one link, one code span) are exempt ({@link LongProseLines}).
 */
class LongProseLinesTest {
  private static final int LIMIT = 120;

  @Test
  void noProseLineOfTheDocumentationIsLongerThan120Characters() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md")));
    try (Stream<Path> docs = Files.walk(root.resolve("docs"));
        Stream<Path> modules = Files.list(root)) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
      modules.map(m -> m.resolve("README.md")).filter(Files::isRegularFile).sorted().forEach(pages::add);
    }
    assertThat(pages).contains(root.resolve("docs/performance.md"), root.resolve("adapters-lsf/README.md"));
    List<String> over = new ArrayList<>();
    for (Path page : pages) {
      for (int line : LongProseLines.of(Files.readString(page), LIMIT)) {
        over.add(root.relativize(page) + ":" + line);
      }
    }
    assertThat(over).withFailMessage("%d prose lines over %d characters (re-wrap them; file:line):%n%s",
        over.size(), LIMIT, String.join(System.lineSeparator(), over)).isEmpty();
  }

  @Test
  void onlyProseThatCouldBeBrokenCounts() {
    String words = "word ".repeat(6).strip();
    String link = "[a link whose text is long](https://example.org/" + "x".repeat(40) + ")";
    String markdown = String.join("\n",
        "# A heading " + words,
        "",
        "A paragraph " + words,
        "- a list item " + words,
        "> a quote " + words,
        "",
        "| a | table |",
        "| " + words + " |",
        "",
        "```",
        "code " + words,
        "```",
        "",
        "    indented code " + words,
        "",
        "- " + link + ".",
        "",
        "`one code span " + words + "`,",
        "",
        "[a link",
        "whose text ends on this line](https://example.org/" + "y".repeat(30) + ")",
        "");

    assertThat(LongProseLines.of(markdown, 30)).containsExactly(3, 4, 5);
  }
}
