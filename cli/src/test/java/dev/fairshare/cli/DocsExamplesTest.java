package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The documentation's example commands run as written: every {@code ./fairshare} line of a {@code sh} block of
 * a page under {@code docs/} or a module's README runs, in the page's order, from the repository root
 * ({@link ReadmeCommand}: {@code examples/} paths are the repository's, {@code /tmp/} paths one folder per
 * page), and exits 0, or the code its trailing comment {@code # exits N: ...} says. The README's tours and
 * the example sites' READMEs, whose output is checked too, have their own tests ({@link ReadmeToursTest},
 * {@link ExamplesTest}).
 */
class DocsExamplesTest {
  private static final Pattern EXITS = Pattern.compile("(.*?)\\s+# exits (\\d)\\b.*");

  @TempDir
  Path tmp;

  /** A page's command line and the exit code it is documented to give. */
  private record Example(String page, String command, int exitCode) {}

  /** The pages: docs/ (every level) and each module's README, in path order. */
  private static List<Path> pages() throws IOException {
    Path root = ReadmeCommand.ROOT;
    List<Path> pages = new ArrayList<>();
    try (Stream<Path> docs = Files.walk(root.resolve("docs")); Stream<Path> modules = Files.list(root)) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
      modules.filter(m -> !m.getFileName().toString().equals("examples")).map(m -> m.resolve("README.md"))
          .filter(Files::isRegularFile).sorted().forEach(pages::add);
    }
    return pages;
  }

  /** The {@code ./fairshare} lines of a page's {@code sh} blocks, in order. */
  private static List<Example> examples(Path page) throws IOException {
    List<Example> examples = new ArrayList<>();
    boolean inBlock = false;
    for (String line : Files.readAllLines(page)) {
      if (line.startsWith("```")) {
        inBlock = !inBlock && line.equals("```sh");
      } else if (inBlock && ReadmeCommand.isFairshare(line)) {
        Matcher m = EXITS.matcher(line);
        String name = ReadmeCommand.ROOT.relativize(page).toString();
        examples.add(m.matches() ? new Example(name, m.group(1), Integer.parseInt(m.group(2)))
            : new Example(name, line.strip(), 0));
      }
    }
    return examples;
  }

  @Test
  void everyExampleCommandOfTheDocumentationRunsAsWritten() throws IOException {
    List<String> ran = new ArrayList<>();
    List<Path> pages = pages();
    for (int i = 0; i < pages.size(); i++) {
      Path page = pages.get(i);
      ReadmeCommand readme = new ReadmeCommand(Files.createDirectory(tmp.resolve("page" + i)));
      for (Example e : examples(page)) {
        CommandRun run = readme.run(e.command());
        assertThat(run.exitCode()).as("%s: %s%nstdout:%n%s%nstderr:%n%s", e.page(), e.command(), run.out(),
            run.err()).isEqualTo(e.exitCode());
        assertThat(run.err()).as("%s: %s", e.page(), e.command()).doesNotContain("Exception");
        ran.add(e.page());
      }
    }
    // the pages that show the ledger and the migration commands, at least
    assertThat(ran).as("pages whose examples ran").contains("docs/ledger.md", "docs/migration.md")
        .hasSizeGreaterThanOrEqualTo(10);
  }
}
