package dev.fairshare.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No prose line of any Markdown page of the repository (README.md, docs/, each module's README, examples/, the
 * captures' and results' pages) is longer than 120 characters, as Checkstyle holds the Java to; tables, code,
 * headings and lines that cannot be broken (one link, one code span) are exempt ({@link LongProseLines}).
 */
class LongProseLinesTest {
  private static final int LIMIT = 120;

  @Test
  void noProseLineOfTheDocumentationIsLongerThan120Characters() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    List<Path> pages = MarkdownPages.of(root);
    assertThat(pages).contains(root.resolve("README.md"), root.resolve("docs/performance.md"),
        root.resolve("docs/ledger.md"), root.resolve("adapters-lsf/README.md"), root.resolve("examples/README.md"),
        root.resolve("examples/slurm/README.md"),
        root.resolve("adapters-slurm/src/test/resources/slurm/captures/README.md"));
    List<String> over = new ArrayList<>();
    for (Path page : pages) {
      for (int line : LongProseLines.of(Files.readString(page), LIMIT)) {
        over.add(root.relativize(page) + ":" + line);
      }
    }
    assertThat(over).withFailMessage("%d prose lines over %d characters (re-wrap them; file:line):%n%s",
        over.size(), LIMIT, String.join(System.lineSeparator(), over)).isEmpty();
  }

  /** A prose line over the limit in a page outside docs/ and the READMEs is found too. */
  @Test
  void aPageAnywhereInTheRepositoryIsRead(@TempDir Path repository) throws IOException {
    Path page = repository.resolve("examples/site/notes.md");
    Files.createDirectories(page.getParent());
    Files.writeString(page, "word ".repeat(30) + "\n");
    Files.createDirectories(repository.resolve("cli/target"));
    Files.writeString(repository.resolve("cli/target/built.md"), "a build output\n");
    Files.createDirectories(repository.resolve(".git"));
    Files.writeString(repository.resolve(".git/description.md"), "git's own\n");
    assertThat(MarkdownPages.of(repository)).containsExactly(page);
    assertThat(LongProseLines.of(Files.readString(page), LIMIT)).containsExactly(1);
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
