package dev.fairshare.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the repository's Markdown (README.md, docs/, each module's README) reaches a file that
 * exists and, where it names an anchor, a heading of that page, with anchors made as GitHub makes them
 * ({@link HeadingAnchors}); the check lists every broken link at once, by file and line.
 */
class DocumentationLinksTest {
  @TempDir
  Path tmp;

  @Test
  void everyRelativeLinkOfTheRepositorysMarkdownResolves() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    assertThat(root.resolve("docs/performance-history.md")).exists();
    List<String> broken = DocumentationLinks.brokenUnder(root);
    assertThat(broken).withFailMessage("%d broken links in the repository's Markdown (file:line: (link) why):%n%s",
        broken.size(), String.join(System.lineSeparator(), broken)).isEmpty();
  }

  /** Headings and the ids GitHub gave them, as github-slugger's fixtures record them. */
  @Test
  void headingAnchorsAreThoseGitHubGives() {
    assertThat(Stream.of("heading with a - dash", "heading with an _ underscore", "heading with a period.txt",
        "exchange.bind_headers(exchange, routing [, bindCallback])", "apostrophe’s should be trimmed",
        "I ♥ unicode", "en–dash", "😄 - an emoji", "Привет non-latin 你好", "bravoCharlieDelta")
        .map(HeadingAnchors::slug))
        .containsExactly("heading-with-a---dash", "heading-with-an-_-underscore", "heading-with-a-periodtxt",
            "exchangebind_headersexchange-routing--bindcallback", "apostrophes-should-be-trimmed",
            "i--unicode", "endash", "---an-emoji", "привет-non-latin-你好", "bravocharliedelta");
  }

  @Test
  void aRepeatedHeadingGetsTheFirstSuffixNotTaken() {
    HeadingAnchors page = new HeadingAnchors();
    assertThat(Stream.of("echo", "echo", "echo 1", "echo-1", "echo", "foxtrot-1", "foxtrot", "foxtrot")
        .map(page::next))
        .containsExactly("echo", "echo-1", "echo-1-1", "echo-1-2", "echo-2", "foxtrot-1", "foxtrot", "foxtrot-2");
  }

  @Test
  void theAnchorIsTheHeadingAsShownNotAsWritten() {
    assertThat(MarkdownPage.parse("""
        ## The `job_sort_formula` of [PBS](https://openpbs.org) &amp; *LSF*
        Setext heading, load 1.1 → 1.0
        ---
        ## 8× faster ![chart](chart.png)
        """).anchors())
        .containsExactlyInAnyOrder("the-job_sort_formula-of-pbs--lsf", "setext-heading-load-11--10", "8-faster-");
  }

  @Test
  void everyBrokenLinkIsListedWithItsFileAndLine() throws IOException {
    Files.createDirectories(tmp.resolve("docs"));
    Files.writeString(tmp.resolve("docs/figures.md"), """
        # Figures
        ## Goals (quiet machine, 2026-11-21)
        ## Goals (quiet machine, 2026-11-21)
        """);
    Files.writeString(tmp.resolve("docs/chart.png"), "");
    Files.writeString(tmp.resolve("README.md"), """
        # Read me
        See [the goals](docs/figures.md#goals-quiet-machine-2026-11-21) and
        [the repeat](docs/figures.md#goals-quiet-machine-2026-11-21-1), ![a chart](docs/chart.png),
        [the repository](/docs/figures.md), [this](#read-me), [docs](docs) and [the site](https://example.org).

        A renamed heading: [old](docs/figures.md#goals-first-figures), a moved page: [moved](docs/old.md),
        [here](#nothing-here), [out](../elsewhere.md) and [a reference][ref].

        Not links: `[code](docs/none.md)` and

            [indented](docs/none.md)

        ```
        [fenced](docs/none.md)
        ```

        [ref]: docs/figures.md#figure
        """);

    assertThat(DocumentationLinks.brokenUnder(tmp)).containsExactly(
        "README.md:6: (docs/figures.md#goals-first-figures) no heading with anchor #goals-first-figures in"
            + " docs/figures.md",
        "README.md:6: (docs/old.md) no file docs/old.md",
        "README.md:7: (#nothing-here) no heading with anchor #nothing-here in README.md",
        "README.md:7: (../elsewhere.md) leaves the repository",
        "README.md:7: (docs/figures.md#figure) no heading with anchor #figure in docs/figures.md");
  }

  @Test
  void theRepositoryCheckReadsTheLinksOfDocsPerformance() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    List<String> links = MarkdownPage.read(root.resolve("docs/performance.md")).links().stream()
        .map(MarkdownPage.PageLink::destination).filter(d -> d.startsWith("performance-history.md#")).toList();
    assertThat(links).as("links of docs/performance.md into docs/performance-history.md").hasSizeGreaterThan(20);
  }
}
