package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The five-minute tours of the README work on a fresh clone as written: every {@code ./fairshare} line of
 * the section runs, in order, from the repository root ({@link ReadmeCommand}), exits 0, and prints the
 * excerpt below it (its parts between {@code ...} lines found in that order in the output and error). The
 * benchmark gate's lines (minutes of JMH, run by {@code .ci/run} and by hand, not here) must name an
 * executable script of the repository that handles the option given, and their excerpts must be messages
 * the script prints.
 */
class ReadmeToursTest {
  private static final String SECTION = "## Five-minute tours";

  @TempDir
  Path tmp;

  /** A {@code $} line of the section and the excerpt printed below it. */
  private record Step(String command, List<String> excerpt) {}

  private static List<Step> steps() throws IOException {
    List<String> lines = Files.readAllLines(ReadmeCommand.ROOT.resolve("README.md"));
    int start = lines.indexOf(SECTION);
    assertThat(start).as("README.md has a section %s", SECTION).isNotNegative();
    List<Step> steps = new ArrayList<>();
    boolean inBlock = false;
    for (String line : lines.subList(start + 1, lines.size())) {
      if (line.startsWith("## ")) {
        break;
      }
      if (line.startsWith("```")) {
        inBlock = !inBlock;
      } else if (inBlock && line.startsWith("$ ")) {
        steps.add(new Step(line.substring(2), new ArrayList<>()));
      } else if (inBlock && !steps.isEmpty()) {
        steps.get(steps.size() - 1).excerpt().add(line);
      }
    }
    return steps;
  }

  /** The excerpt's runs of lines between {@code ...} lines, each as one text. */
  private static List<String> parts(List<String> excerpt) {
    List<String> parts = new ArrayList<>();
    StringBuilder part = new StringBuilder();
    for (String line : excerpt) {
      if (line.equals("...")) {
        if (part.length() > 0) {
          parts.add(part.toString());
        }
        part.setLength(0);
      } else {
        part.append(line).append('\n');
      }
    }
    if (part.length() > 0) {
      parts.add(part.toString());
    }
    return parts;
  }

  @Test
  void everyFairshareLineRunsAndPrintsItsExcerpt() throws IOException {
    ReadmeCommand readme = new ReadmeCommand(tmp);
    int ran = 0;
    for (Step step : steps()) {
      if (!ReadmeCommand.isFairshare(step.command())) {
        continue;
      }
      ran++;
      CommandRun run = readme.run(step.command());
      assertThat(run.exitCode()).as("%s: %s", step.command(), run.err()).isZero();
      String printed = run.out() + run.err();
      int at = 0;
      for (String part : parts(step.excerpt())) {
        int found = printed.indexOf(part, at);
        assertThat(found).as("%s prints, after what came before in its excerpt:%n%s%nin:%n%s", step.command(),
            part, printed).isNotNegative();
        at = found + part.length();
      }
    }
    assertThat(ran).as("./fairshare lines of the tours").isGreaterThanOrEqualTo(9);
  }

  @Test
  void everyOtherLineNamesAScriptThatTakesItsOptionAndPrintsItsExcerpt() throws IOException {
    int checked = 0;
    for (Step step : steps()) {
      if (ReadmeCommand.isFairshare(step.command())) {
        continue;
      }
      checked++;
      String[] words = step.command().split(" +");
      Path script = ReadmeCommand.ROOT.resolve(words[0]);
      assertThat(Files.isRegularFile(script) && Files.isExecutable(script)).as("%s is an executable script",
          words[0]).isTrue();
      String text = Files.readString(script);
      for (int i = 1; i < words.length; i++) {
        assertThat(text).as("%s handles %s", words[0], words[i]).containsPattern("(?m)^[^#\\n]*"
            + java.util.regex.Pattern.quote(words[i]) + "[|)]");
      }
      for (String line : step.excerpt()) {
        if (!line.equals("...")) {
          assertThat(text).as("%s prints %s", words[0], line).contains("\"" + line + "\"");
        }
      }
    }
    assertThat(checked).as("the gate's lines").isGreaterThanOrEqualTo(2);
  }
}
