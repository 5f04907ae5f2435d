package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.typesafe.config.ConfigFactory;
import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every known key's value is checked when a command starts, whatever the command reads (one site configuration
 * serves every command): a value its readers refuse is misuse (exit 2) before anything is read or written, every
 * such value at once, each as {@code WHERE: [config.bad-value] KEY = VALUE: WHY} with a hint, WHERE being
 * {@code -DKEY}, or {@code FILE:LINE:COLUMN} of a {@code --config} file or of {@code application.conf}. Before,
 * {@code -Dfairshare.usage.lsf.tick=abc} on a Slurm compute exited 0: only bqueues and bhpart read the key.
 */
class ConfigCheckedAtStartTest {
  private static final String HINT = "    hint: every key is documented, with the values it takes, in its module's "
      + "reference.conf\n";
  private static final String SLURM_TREE = "src/main/resources/demo/seed-003.tsv";

  @TempDir
  Path tmp;

  @Test
  void anLsfKeyThatASlurmComputeDoesNotReadIsCheckedToo() {
    CommandRun run = CommandRun.of("compute", "--tree", SLURM_TREE, "--algorithm", "slurm.fair-tree",
        "-Dfairshare.usage.lsf.tick=abc");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo("fairshare: bad configuration: 1 value refused before anything is read\n"
        + "-Dfairshare.usage.lsf.tick: [config.bad-value] fairshare.usage.lsf.tick = \"abc\": No number in duration "
        + "value 'abc'\n" + HINT);
    // the same compute with a good tick
    assertThat(CommandRun.of("compute", "--tree", SLURM_TREE, "--algorithm", "slurm.fair-tree",
        "-Dfairshare.usage.lsf.tick=15m").exitCode()).isZero();
  }

  /**
   * Every bad value at once, in key order, each where it was set: the file's at its line and the value's column
   * (line 2, column 39 is {@code "ncpus*"}); each with its reader's words.
   */
  @Test
  void everyBadValueIsReportedAtOnceWithWhereItWasSet() throws IOException {
    Path conf = Files.writeString(tmp.resolve("site.conf"), "# the site's settings\n"
        + "fairshare.ledger.pbs.usage-resource = \"ncpus*\"\n"
        + "fairshare {\n"
        + "  recompute { threads = 2000 }\n"
        + "  usage.pbs.decay-factor: 1.5\n"
        + "}\n");
    CommandRun run = CommandRun.of("algorithms", "--config", conf.toString(),
        "-Dfairshare.usage.lsf.cpu-normalization=sometimes", "-Dfairshare.algorithms.lsf.version=11");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    String file = conf.toString();
    assertThat(run.err().replace(file, "site.conf")).isEqualTo(
        "fairshare: bad configuration: 5 values refused before anything is read\n"
        + "-Dfairshare.algorithms.lsf.version: [config.bad-value] fairshare.algorithms.lsf.version = \"11\": "
        + "LSF version '11' is not one of 6.2, 7.0, 9.1, 10.1\n" + HINT
        + "site.conf:2:39: [config.bad-value] fairshare.ledger.pbs.usage-resource = \"ncpus*\": 'ncpus*' is no "
        + "formula PBS evaluates: the formula ends where a value was expected (PBS: Invalid Formula Format)\n" + HINT
        + "site.conf:4:25: [config.bad-value] fairshare.recompute.threads = 2000: must be 0 (the available "
        + "processors) or 1..1024: 2000\n" + HINT
        + "-Dfairshare.usage.lsf.cpu-normalization: [config.bad-value] fairshare.usage.lsf.cpu-normalization = "
        + "\"sometimes\": 'sometimes' is not one of auto, on, off\n" + HINT
        + "site.conf:5:27: [config.bad-value] fairshare.usage.pbs.decay-factor = 1.5: "
        + "fairshare_decay_factor must be between 0 and 1: 1.5\n" + HINT);
  }

  /** Values good alone, bad together: the tick period of LSF's views is at least the tick. */
  @Test
  void valuesThatBoundEachOtherAreReadTogether() {
    CommandRun run = CommandRun.of("formats", "-Dfairshare.usage.lsf.tick=30m",
        "-Dfairshare.usage.lsf.tick-period=20m");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.err()).isEqualTo("fairshare: bad configuration: 1 value refused before anything is read\n"
        + "-Dfairshare.usage.lsf.tick-period: [config.bad-value] fairshare.usage.lsf.tick-period = \"20m\": '20m' is "
        + "shorter than the tick (1800 s, fairshare.usage.lsf.tick)\n" + HINT);
    assertThat(CommandRun.of("formats", "-Dfairshare.usage.lsf.tick=30m", "-Dfairshare.usage.lsf.tick-period=40m")
        .exitCode()).isZero();
  }

  /** Nothing is read or written: the ledger an ingest names is not created, the input not read. */
  @Test
  void nothingIsReadOrWrittenBeforeTheRefusal() {
    Path ledger = tmp.resolve("site.db");
    CommandRun run = CommandRun.of("usage", "ingest", "--ledger", ledger.toString(),
        "-Dfairshare.usage.pbs.decay-time=0s", "slurm.sacct:" + tmp.resolve("absent.txt"));
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.err()).startsWith("fairshare: bad configuration: 1 value refused before anything is read\n"
        + "-Dfairshare.usage.pbs.decay-time: [config.bad-value] fairshare.usage.pbs.decay-time = \"0s\": ")
        .doesNotContain("absent.txt");
    assertThat(ledger).doesNotExist();
    Path out = tmp.resolve("out");
    CommandRun convert = CommandRun.of("convert", "--from", "../examples/slurm/alder.cfg", "--to", "pbs", "--out",
        out.toString(), "-Dfairshare.ledger.pbs.usage-resource=");
    assertThat(convert.exitCode()).as(convert.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(out).doesNotExist();
  }

  /** Help is given whatever the configuration, since it reads none. */
  @Test
  void helpIsGivenWithABadValue() {
    CommandRun help = CommandRun.of("compute", "--help", "-Dfairshare.usage.lsf.tick=abc");
    assertThat(help.exitCode()).as(help.err()).isZero();
    assertThat(help.out()).contains("--tree");
  }

  /**
   * A value of {@code application.conf} on the class path is checked as a {@code -D} one and located in its
   * file, line and column.
   */
  @Test
  void aBadValueOfApplicationConfIsLocatedInIt() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("classes"));
    Files.writeString(dir.resolve("application.conf"), "fairshare.usage {\n  lsf.hist-hours = -3\n}\n");
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, before)) {
      thread.setContextClassLoader(loader);
      ConfigFactory.invalidateCaches();
      CommandRun run = CommandRun.of("algorithms");
      assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
      assertThat(run.out()).isEmpty();
      assertThat(run.err().replace(dir.resolve("application.conf").toString(), "application.conf"))
          .isEqualTo("fairshare: bad configuration: 1 value refused before anything is read\n"
          + "application.conf:2:20: [config.bad-value] fairshare.usage.lsf.hist-hours = -3: HIST_HOURS must be a "
          + "finite number >= 0: -3.0\n" + HINT);
    } finally {
      thread.setContextClassLoader(before);
      ConfigFactory.invalidateCaches();
    }
  }
}
