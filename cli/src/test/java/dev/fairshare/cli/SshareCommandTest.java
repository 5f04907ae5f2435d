package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fairshare sshare}: Slurm's own expected lines, golden output and bad input. */
class SshareCommandTest {
  private static final Path SLURM = Path.of("src/test/resources/slurm");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/sshare");

  private static CommandRun sshare(String dir, String usage, String... flags) {
    Path d = SLURM.resolve(dir);
    String[] args = new String[8 + flags.length];
    args[0] = "sshare";
    args[1] = "-a";
    args[2] = "--slurm-conf";
    args[3] = d.resolve("slurm.conf").toString();
    args[4] = "--associations";
    args[5] = d.resolve("assoc.cfg").toString();
    args[6] = "--usage";
    args[7] = d.resolve(usage).toString();
    System.arraycopy(flags, 0, args, 8, flags.length);
    return CommandRun.of(args);
  }

  private static List<String> expected(String dir) throws IOException {
    return Files.readAllLines(SLURM.resolve(dir).resolve("expected-lines.txt"));
  }

  /** The output's lines with the Account column's indentation removed, as test24.x greps them. */
  private static List<String> unindented(String out) {
    return out.lines().map(String::stripLeading).toList();
  }

  @Test
  void classicTest241LinesAppearOnSlurm2205() throws IOException {
    CommandRun run = sshare("test24.1", "usage-P.txt", "-l", "-p", "--slurm-version", "22.05");
    assertThat(run.exitCode()).isZero();
    List<String> lines = unindented(run.out());
    for (String line : expected("test24.1")) {
      assertThat(lines).as("test24.1 line %s", line).anyMatch(l -> l.startsWith(line));
    }
  }

  @Test
  void fairTreeTest244LinesAreReproducedExactly() throws IOException {
    CommandRun run = sshare("test24.4", "usage-l-P.txt", "-l", "-p");
    assertThat(run.exitCode()).isZero();
    List<String> lines = unindented(run.out());
    assertThat(lines.subList(1, lines.size())).containsExactlyElementsOf(expected("test24.4"));
  }

  @Test
  void fairTreeAlignedRowsMatchTheSpecsExample() throws IOException {
    CommandRun run = sshare("test24.4", "usage-l-P.txt", "-l");
    List<String> lines = run.out().lines().toList();
    for (String line : Files.readAllLines(SLURM.resolve("test24.4/expected-aligned-lines.txt"))) {
      assertThat(lines).as("aligned line [%s]", line).contains(line);
    }
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("test24.4-l.txt"));
  }

  @Test
  void fairTreeOutputsMatchTheGoldenFiles() {
    GoldenFiles.assertMatches(sshare("test24.4", "usage-l-P.txt").out(), GOLDEN.resolve("test24.4-default.txt"));
    GoldenFiles.assertMatches(sshare("test24.4", "usage-l-P.txt", "-P", "--slurm-version", "22.05").out(),
        GOLDEN.resolve("test24.4-22.05-P.txt"));
  }

  @Test
  void alignedOutputReadBackAsUsageGivesTheSameOutput(@TempDir Path dir) throws IOException {
    String aligned = sshare("test24.4", "usage-l-P.txt", "-l").out();
    Path usage = dir.resolve("aligned.txt");
    Files.writeString(usage, aligned);
    CommandRun again = sshare("test24.4", usage.toAbsolutePath().toString(), "-l");
    assertThat(again.err()).isEmpty();
    assertThat(again.out()).isEqualTo(aligned);
  }

  @Test
  void classicAccountRowsHaveNoFairShareFrom2511() {
    CommandRun run = sshare("test24.1", "usage-P.txt", "-l", "-p");
    assertThat(unindented(run.out())).contains(
        "AccountA||40|0.400000|45|0.450000|0.450000|||cpu=0,mem=0,energy=0,node=0,billing=0,fs/disk=0,vmem=0,"
            + "pages=0|",
        "root|||1.000000|100||1.000000|||cpu=0,mem=0,energy=0,node=0,billing=0,fs/disk=0,vmem=0,pages=0|")
        .anyMatch(l -> l.startsWith("AccountB|User1|1|0.300000|20|0.200000|0.387500|0.408479|"));
  }

  @Test
  void classicOutputsMatchTheGoldenFiles() {
    GoldenFiles.assertMatches(sshare("test24.1", "usage-P.txt", "--slurm-version", "22.05").out(),
        GOLDEN.resolve("test24.1-22.05-default.txt"));
    GoldenFiles.assertMatches(sshare("test24.1", "usage-P.txt", "-l", "--slurm-version", "22.05").out(),
        GOLDEN.resolve("test24.1-22.05-l.txt"));
    GoldenFiles.assertMatches(sshare("test24.1", "usage-P.txt", "-l", "-P", "-n").out(),
        GOLDEN.resolve("test24.1-25.11-l-P-n.txt"));
  }

  @Test
  void badDumpAndSlurmConfAreReportedTogetherWithNothingOnStdout() {
    CommandRun run = CommandRun.of("sshare", "--slurm-conf", SLURM.resolve("bad/slurm.conf").toString(),
        "--associations", SLURM.resolve("bad/assoc.cfg").toString(),
        "--usage", SLURM.resolve("test24.1/usage-P.txt").toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("errors-bad-dump.txt"));
  }

  @Test
  void sshareRowsThatDoNotMatchTheDumpAreReportedWithTheirLines() {
    CommandRun run = sshare("test24.1", "../bad/usage-mismatch.txt");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("errors-usage-mismatch.txt"));
  }

  @Test
  void parsableFlagsExcludeEachOther() {
    CommandRun run = sshare("test24.1", "usage-P.txt", "-p", "-P");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
  }
}
