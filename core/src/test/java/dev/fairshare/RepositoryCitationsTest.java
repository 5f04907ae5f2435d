package dev.fairshare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The repository's docs stand alone: no file cites notes kept outside it or an issue or session number;
 * javadoc cites {@code docs/algorithms/<family>.md} or the scheduler's own source files instead.
 */
class RepositoryCitationsTest {
  @Test
  void noTrackedTextFileCitesOutsideNotesOrIssueAndSessionNumbers() throws IOException {
    Path root = RepositoryCitations.root(Path.of(""));
    List<Path> files = RepositoryCitations.textFiles(root);
    assertThat(files).as("the repository's text files under %s", root).hasSizeGreaterThan(100);
    List<String> problems = new ArrayList<>();
    for (Path file : files) {
      String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
      problems.addAll(RepositoryCitations.problems(root.relativize(file).toString(), text));
    }
    assertThat(problems).as("cite docs/algorithms/<family>.md or the scheduler's source file instead").isEmpty();
  }

  @Test
  void eachForbiddenFormIsFoundWithItsLine() {
    String[] forbidden = {
      "(spec" + "s/slurm.md §6.1)",
      "see ../shar" + "ed/design.md",
      "from shar" + "ed/see" + "ds/000.txt",
      "the worked example (seed" + "s/003)",
      "read straight into the tree (is" + "sue 7)",
      "Issue" + " #12 says so",
      "the goals of is" + "sues 2 and 3",
      "figures of ses" + "sion 3",
      "against the Ses" + "sion-2 baseline",
    };
    for (String line : forbidden) {
      assertThat(RepositoryCitations.problems("F.java", "first line\n" + line + "\n"))
          .as(line).singleElement().asString().startsWith("F.java:2: ");
    }
  }

  @Test
  void citationsOfTheRepositoryAndOrdinaryWordsAreAccepted() {
    String text = String.join("\n",
        " * (docs/algorithms/pbs.md §5; {@code fairshare.cpp}: {@code decay_fairshare_tree})",
        "  public static SourceSet read(FormatRegistry formats, List<String> specs, String usageSpec) {",
        "an issue of the file format, 7 issues in all; a session of sshare; seed 42 of a property",
        "docs/algorithms/slurm.md §13 item 9, docs/algorithms/lsf.md §9.1");
    assertThat(RepositoryCitations.problems("G.java", text)).isEmpty();
  }
}
