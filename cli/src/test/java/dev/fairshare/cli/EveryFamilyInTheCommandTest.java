package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Every family the command finds reaches its listings and commands with no edit outside the family's module:
 * {@code formats} lists its formats, {@code convert --to FAMILY} writes its files, and each of its native
 * commands answers {@code --help}. The four families of this repository are found.
 */
class EveryFamilyInTheCommandTest {
  private static final String TREE = "physics\tgroup\t40\nphysics/alice\tuser\t1\nchemistry\tgroup\t30\n"
      + "chemistry/erin\tuser\t2\n";

  @TempDir
  Path tmp;

  @Test
  void theFourFamiliesOfThisRepositoryAreFound() {
    assertThat(Wiring.defaults().families().names()).containsExactly("flux", "lsf", "pbs", "slurm");
  }

  @Test
  void formatsListsEveryFormatOfEveryFamily() {
    CommandRun run = CommandRun.of("formats");
    assertThat(run.exitCode()).isZero();
    for (SchedulerFamily family : Wiring.defaults().families().all()) {
      for (ConfigFormat f : family.formats()) {
        assertThat(run.out()).containsPattern("(?m)^" + Pattern.quote(f.name()) + " ");
      }
    }
  }

  @Test
  void convertWritesEveryFamilysFiles() throws IOException {
    Path tsv = tmp.resolve("tree.tsv");
    Files.writeString(tsv, TREE);
    for (SchedulerFamily family : Wiring.defaults().families().all()) {
      if (family.conversion().isEmpty()) {
        continue;
      }
      Path out = tmp.resolve(family.name());
      CommandRun run = CommandRun.of("convert", "--from", "fairshare.tsv:" + tsv, "--to", family.name(),
          "--out", out.toString());
      assertThat(run.exitCode()).as("convert --to %s: %s", family.name(), run.err()).isZero();
      assertThat(run.out()).startsWith("fairshare convert: fairshare -> " + family.name() + "\n");
      try (var files = Files.list(out)) {
        assertThat(files.count()).as("files written for %s", family.name()).isPositive();
      }
    }
  }

  @Test
  void everyNativeCommandAnswersHelp() {
    int commands = 0;
    for (SchedulerFamily family : Wiring.defaults().families().all()) {
      for (Object command : family.commands(() -> {
        throw new IllegalStateException("--help needs no services");
      })) {
        String name = new CommandLine(command).getCommandName();
        CommandRun run = CommandRun.of(name, "--help");
        assertThat(run.exitCode()).as("%s --help: %s", name, run.err()).isZero();
        assertThat(run.out()).startsWith("Usage: fairshare " + name);
        commands++;
      }
    }
    assertThat(commands).as("native commands").isGreaterThanOrEqualTo(4);
  }
}
