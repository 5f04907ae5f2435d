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

  /**
   * A key with a value its module does not take is misuse, as a bad option value is (docs/errors.md: exit 1 is
   * for the inputs a command reads): in a {@code --config} file as with {@code -D}, the same exit as an unknown
   * key and a too-long duration. It was bad input (exit 1) but for durations.
   */
  @Test
  void aBadValueInAConfigFileIsMisuse() throws IOException {
    Path bad = Files.writeString(tmp.resolve("bad.conf"), "fairshare.usage { decay = \"sometimes\" }\n");
    CommandRun run = CommandRun.of("algorithms", "--config", bad.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err().replace(bad.toString(), "bad.conf"), GOLDEN.resolve("config-bad-value.err"));
  }

  @Test
  void aBadValueGivenWithDefineIsMisuse() {
    CommandRun run = CommandRun.of("compute", "--tree", "src/main/resources/demo/seed-003.tsv", "--algorithm",
        "slurm.ticket", "-Dfairshare.algorithms.slurm.ticket.version=9");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo("fairshare: bad configuration: 1 value refused before anything is read\n"
        + "-Dfairshare.algorithms.slurm.ticket.version: [config.bad-value] fairshare.algorithms.slurm.ticket.version = "
        + "\"9\": Slurm ticket version '9' is not one of 2.5, 2.6, 14.11\n"
        + "    hint: every key is documented, with the values it takes, in its module's reference.conf\n");
  }

  /** A --config file that is not HOCON is the same misuse. */
  @Test
  void aConfigFileThatDoesNotParseIsMisuse() throws IOException {
    Path broken = Files.writeString(tmp.resolve("broken.conf"), "fairshare { usage { decay = ");
    CommandRun run = CommandRun.of("algorithms", "--config", broken.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.err()).startsWith("fairshare: bad configuration: " + broken + ": 1: ");
  }

  /**
   * The LSF views' tick key that is not a duration names the key, exit 2; it said {@code --decay-tick 'null' is
   * not a duration}, exit 1, of an option not given. A negative {@code --decay-tick}, {@code --half-life} or a
   * {@code --calc-period} under a second is a bad option value, misuse too (they were bad input).
   */
  @Test
  void aBadDurationKeyOrOptionIsMisuse() {
    CommandRun key = CommandRun.of("bqueues", "--lsf-conf", "../examples/lsf", "--usage", "../examples/lsf/lsb.acct",
        "-Dfairshare.usage.lsf.tick=sometimes");
    assertThat(key.exitCode()).as(key.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(key.err()).startsWith("fairshare: bad configuration: ").contains("-Dfairshare.usage.lsf.tick: "
        + "[config.bad-value] fairshare.usage.lsf.tick = \"sometimes\": No number in duration value 'sometimes'")
        .doesNotContain("--decay-tick");
    CommandRun tick = CommandRun.of("bqueues", "--lsf-conf", "../examples/lsf", "--usage", "../examples/lsf/lsb.acct",
        "--decay-tick", "-5s");
    assertThat(tick.exitCode()).as(tick.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(tick.err()).startsWith("Invalid value for option '--decay-tick': '-5s' is a negative "
        + "duration");
    CommandRun halfLife = CommandRun.of("usage", "show", "--ledger", "memory:", "--half-life", "-1d");
    assertThat(halfLife.exitCode()).as(halfLife.err()).isEqualTo(ExitCodes.MISUSE);
    CommandRun cycle = CommandRun.of("usage", "show", "--ledger", "memory:", "--calc-period", "0");
    assertThat(cycle.exitCode()).as(cycle.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(cycle.err()).startsWith("fairshare: --calc-period must be at least one second\n    hint: ");
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
    assertThat(inFile.err()).contains("long.conf:1:29: [config.bad-value] fairshare.usage.half-life = Infinity: "
        + "'Infinity' is too long a duration: give at most 9223372036 seconds (about 292 years)");
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
