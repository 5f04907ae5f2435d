package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --config FILE} and {@code -Dkey=value} reach a command, with the precedence reference.conf <
 * {@code --config} < {@code -D}; the key is {@code fairshare.algorithm}, which {@code compute} uses when no
 * {@code --algorithm} is given (its JSON names the algorithm it ran). The LSF views' paths are in
 * {@code BqueuesConfigTest}.
 */
class ConfigOptionsTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path tmp;

  private Path tree;
  private Path conf;

  @BeforeEach
  void files() throws IOException {
    tree = Files.writeString(tmp.resolve("t.tsv"), "a\tgroup\t1\na/x\tuser\t1\t10\nb\tuser\t1\t5\n");
    conf = Files.writeString(tmp.resolve("app.conf"), "fairshare.algorithm = \"pbs.fairshare\"\n");
  }

  private static String algorithmOf(CommandRun run) {
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run.out().lines().filter(l -> l.contains("\"algorithm\"")).findFirst().orElseThrow();
  }

  @Test
  void withoutEitherTheReferenceDefaultIsUsed() {
    assertThat(algorithmOf(CommandRun.of("compute", "--tree", tree.toString(), "--format", "json")))
        .contains("\"slurm.classic\"");
  }

  @Test
  void aConfigFileOverridesTheReference() {
    assertThat(algorithmOf(CommandRun.of("compute", "--tree", tree.toString(), "--format", "json",
        "--config", conf.toString()))).contains("\"pbs.fairshare\"");
  }

  @Test
  void aDefineOverridesTheReference() {
    assertThat(algorithmOf(CommandRun.of("compute", "-Dfairshare.algorithm=slurm.fair-tree", "--tree",
        tree.toString(), "--format", "json"))).contains("\"slurm.fair-tree\"");
  }

  @Test
  void aDefineWinsOverTheConfigFileWhereverEitherIsWritten() {
    assertThat(algorithmOf(CommandRun.of("--config", conf.toString(), "compute", "--tree", tree.toString(),
        "--format", "json", "-D", "fairshare.algorithm=slurm.fair-tree"))).contains("\"slurm.fair-tree\"");
    assertThat(algorithmOf(CommandRun.of("-Dfairshare.algorithm=slurm.fair-tree", "compute", "--config",
        conf.toString(), "--tree", tree.toString(), "--format", "json"))).contains("\"slurm.fair-tree\"");
  }

  @Test
  void everyCommandAcceptsBoth() {
    for (String command : new String[] {"demo", "algorithms", "formats", "compute", "compare", "convert",
        "sshare", "pbsfs", "pbs-formula", "bqueues", "bhpart"}) {
      CommandRun help = CommandRun.of(command, "--help");
      assertThat(help.out()).as(command).contains("--config=FILE").contains("-D=KEY=VALUE");
    }
  }

  @Test
  void aMissingConfigFileIsAnIoFailureTheUserCanFix() {
    CommandRun run = CommandRun.of("algorithms", "--config", tmp.resolve("absent.conf").toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(run.err()).contains("--config").contains("absent.conf");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void aBadValueIsBadInput() throws IOException {
    Path bad = Files.writeString(tmp.resolve("bad.conf"), "fairshare.usage { decay = \"sometimes\" }\n");
    CommandRun run = CommandRun.of("algorithms", "--config", bad.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).contains("fairshare.usage.decay");
  }

  /**
   * A duration key set past what a duration holds is refused as {@code --half-life} is, misuse: HOCON cut
   * {@code 1e400} to about 292 years, and the LSF views ticked every 292 years. A regression test.
   */
  @Test
  void aDurationTooLongToHoldIsRefusedNotCutTo292Years() throws IOException {
    CommandRun run = CommandRun.of("algorithms", "-Dfairshare.usage.lsf.tick=1e400");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("config-duration-too-long.err"));
    assertThat(CommandRun.of("algorithms", "-Dfairshare.usage.lsf.tick=106751d").exitCode()).isZero();
    Path file = Files.writeString(tmp.resolve("long.conf"), "fairshare.usage.half-life = 1e400\n");
    CommandRun inFile = CommandRun.of("algorithms", "--config", file.toString());
    assertThat(inFile.exitCode()).isEqualTo(ExitCodes.MISUSE);
    // HOCON reads a bare 1e400 in a file as the number Infinity, and says so.
    assertThat(inFile.err()).contains("long.conf: 1: Invalid value at 'fairshare.usage.half-life': 'Infinity' is "
        + "too long a duration: give at most 9223372036 seconds (about 292 years)");
  }

  /**
   * The same too-long half-life exits the same, given as {@code --half-life} or as its key: misuse (2), with the
   * same limit, 2^63 - 1 nanoseconds (9,223,372,036 seconds and a fraction), and the same words; one second
   * less is taken both ways. Before, {@code --half-life 9223372037} (bare seconds) was taken and cut to 292 years
   * unsaid.
   */
  @Test
  void aTooLongHalfLifeIsMisuseAsAnOptionAndAsAKey() {
    CommandRun bareSeconds = CommandRun.of("usage", "show", "--ledger", "memory:", "--half-life", "9223372037");
    assertThat(bareSeconds.exitCode()).as(bareSeconds.err()).isEqualTo(ExitCodes.MISUSE);
    for (String value : new String[] {"1e400", "9223372037s", "106752d"}) {
      CommandRun option = CommandRun.of("usage", "show", "--ledger", "memory:", "--half-life", value);
      CommandRun key = CommandRun.of("usage", "show", "--ledger", "memory:", "-Dfairshare.usage.half-life=" + value);
      String words = "'" + value + "' is too long a duration: give at most 9223372036 seconds (about 292 years)";
      assertThat(option.exitCode()).as(option.err()).isEqualTo(ExitCodes.MISUSE);
      assertThat(key.exitCode()).as(key.err()).isEqualTo(ExitCodes.MISUSE);
      assertThat(option.err()).contains(words);
      assertThat(key.err()).contains(words);
    }
    assertThat(CommandRun.of("usage", "show", "--ledger", "memory:", "--half-life", "9223372036").exitCode())
        .isZero();
    assertThat(CommandRun.of("usage", "show", "--ledger", "memory:", "-Dfairshare.usage.half-life=9223372036s")
        .exitCode()).isZero();
  }
}
