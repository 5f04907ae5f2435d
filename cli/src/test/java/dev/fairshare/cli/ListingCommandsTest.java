package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code demo}, {@code algorithms} and {@code formats} list what is registered. */
class ListingCommandsTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @Test
  void algorithmsListsEveryRegisteredAlgorithm() {
    CommandRun run = CommandRun.of("algorithms");
    assertThat(run.exitCode()).isZero();
    for (String name : Wiring.defaults().algorithms().names()) {
      assertThat(run.out()).containsPattern("(?m)^" + java.util.regex.Pattern.quote(name) + " ");
    }
  }

  @Test
  void formatsListsTheNeutralFormatAsReadableAndWritable() {
    CommandRun run = CommandRun.of("formats");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).containsPattern("(?m)^fairshare\\.tsv +rw ");
  }

  @Test
  void demoShowsEveryAlgorithmSideBySide() {
    CommandRun run = CommandRun.of("demo");
    assertThat(run.exitCode()).isZero();
    String header = run.out().lines().filter(l -> l.startsWith("user ")).findFirst().orElseThrow();
    for (String name : Wiring.defaults().algorithms().names()) {
      assertThat(header).contains(name);
    }
    assertThat(run.out()).containsPattern("A/C/user2 .* 0\\.022097");
    assertThat(run.out()).containsPattern("D/F/user5 .* 0\\.749154");
    assertThat(run.out()).contains("examples/README.md");
  }

  @Test
  void demoPrintsThePageOfTheGoldenFile() {
    CommandRun run = CommandRun.of("demo");
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("demo.txt"));
  }

  /** A demo over the output limit fails before its intro: it used to print the intro, then render. */
  @Test
  void demoOverTheOutputLimitPrintsNothing() {
    CommandRun run = CommandRun.of("-Dfairshare.limits.output-bytes=100", "demo");
    assertThat(run.exitCode()).isEqualTo(3);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("demo-too-large.err"));
  }
}
