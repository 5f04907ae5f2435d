package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CPU time normalized as LSF does it: raw CPU seconds times the execution host's CPU factor (the record's
 * hostFactor, 100 for host h1 of model fast) over the CPU factor of DEFAULT_HOST_SPEC (model slow, 50), from
 * {@code lsf.shared} and {@code lsf.cluster.test} (fixture {@code lsf/normalize}; HIST_HOURS = 0, so no decay):
 * bob's 35 + 1 = 36 raw CPU seconds count 36 × 100 / 50 = 72.
 */
class BqueuesCpuNormalizationTest {
  private static final String DIR = "src/test/resources/lsf/normalize";

  @TempDir
  Path tmp;

  private static CommandRun bqueues(String dir, String... more) {
    List<String> args = new java.util.ArrayList<>(List.of("bqueues", "-r", "normal", "--lsf-conf", dir, "--usage",
        DIR + "/lsb.acct", "--at", "1795690000"));
    args.addAll(List.of(more));
    return CommandRun.of(args.toArray(String[]::new));
  }

  private static String bobCpu(CommandRun run) {
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run.out().lines().filter(l -> l.startsWith(" bob ")).findFirst().orElseThrow().strip().split("\\s+")[4];
  }

  private Path copyWithout(String... dropped) throws IOException {
    Path dir = Files.createDirectory(tmp.resolve("conf"));
    try (var files = Files.list(Path.of(DIR))) {
      for (Path f : files.toList()) {
        if (!List.of(dropped).contains(f.getFileName().toString())) {
          Files.copy(f, dir.resolve(f.getFileName()));
        }
      }
    }
    return dir;
  }

  @Test
  void withTheFactorsKnownCpuIsNormalizedToTheDefaultHostSpec() {
    CommandRun run = bqueues(DIR);
    assertThat(bobCpu(run)).isEqualTo("72.0");
    assertThat(run.err()).doesNotContain("normalization-guessed");
  }

  @Test
  void withoutAnyJobThereIsNoCpuTimeToNormalizeAndNoWarningOfAGuess() {
    // the example site has no lsf.shared: with lsb.acct the guess is worth a warning, without any job every
    // CPU_TIME is 0.0 and the warning only puzzled
    CommandRun idle = CommandRun.of("bqueues", "-r", "normal", "--lsf-conf", "../examples/lsf", "--at",
        "2026-11-20T12:00:00Z");
    assertThat(idle.exitCode()).as(idle.err()).isZero();
    assertThat(idle.out()).contains(" kim                 2       0.667         0         0.0         0 ");
    assertThat(idle.err()).doesNotContain("normalization-guessed");
    CommandRun used = CommandRun.of("bqueues", "-r", "normal", "--lsf-conf", "../examples/lsf", "--usage",
        "../examples/lsf/lsb.acct", "--at", "2026-11-20T12:00:00Z", "--tick-origin", "2026-11-18T00:00:00Z");
    assertThat(used.err()).contains("[lsf.cpu.normalization-guessed]");
  }

  @Test
  void offCountsRawCpuSeconds() {
    assertThat(bobCpu(bqueues(DIR, "--cpu-normalization", "off"))).isEqualTo("36.0");
    assertThat(bobCpu(bqueues(DIR, "-Dfairshare.usage.lsf.cpu-normalization=off"))).isEqualTo("36.0");
  }

  @Test
  void aHostNamedAsDefaultHostSpecGivesItsModelsFactor() throws IOException {
    Path dir = copyWithout("lsb.params");
    Files.writeString(dir.resolve("lsb.params"), "Begin Parameters\nHIST_HOURS = 0\nDEFAULT_HOST_SPEC = h2\n"
        + "End Parameters\n");
    assertThat(bobCpu(bqueues(dir.toString()))).isEqualTo("72.0");
  }

  @Test
  void withoutDefaultHostSpecTheFastestHostIsTheDefault() throws IOException {
    Path dir = copyWithout("lsb.params");
    Files.writeString(dir.resolve("lsb.params"), "Begin Parameters\nHIST_HOURS = 0\nEnd Parameters\n");
    assertThat(bobCpu(bqueues(dir.toString()))).isEqualTo("36.0");
  }

  @Test
  void withoutTheFactorsAutoCountsRawCpuAndSaysSo() throws IOException {
    Path dir = copyWithout("lsf.shared", "lsf.cluster.test");
    CommandRun run = bqueues(dir.toString());
    assertThat(bobCpu(run)).isEqualTo("36.0");
    assertThat(run.err()).contains("[lsf.cpu.normalization-guessed]", "raw CPU seconds");
  }

  @Test
  void onWithoutTheFactorsNormalizesToTheFastestRecordedHostAndSaysSo() throws IOException {
    Path dir = copyWithout("lsf.shared", "lsf.cluster.test");
    CommandRun run = bqueues(dir.toString(), "--cpu-normalization=on");
    assertThat(bobCpu(run)).isEqualTo("36.0");
    assertThat(run.err()).contains("[lsf.cpu.normalization-guessed]", "fastest host factor of the records (100)");
  }

  @Test
  void badLsfSharedAndLsfClusterLinesAreReportedTogetherWithFileAndLine() throws IOException {
    Path dir = copyWithout("lsf.shared", "lsf.cluster.test");
    Files.writeString(dir.resolve("lsf.shared"), "Begin HostModel\nMODELNAME  CPUFACTOR\nfast  100\nslow  x\n"
        + "fast  7\nEnd HostModel\n");
    Files.writeString(dir.resolve("lsf.cluster.test"), "Begin Host\nHOSTNAME model type\nh1 fast linux\n"
        + "h2 turbo linux\nh1 fast linux\nEnd Host\n");
    CommandRun run = bqueues(dir.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains(dir.resolve("lsf.shared") + ":4:7: [lsf.shared.bad-factor]",
        dir.resolve("lsf.shared") + ":5:1: [lsf.shared.duplicate-model]",
        dir.resolve("lsf.cluster.test") + ":4:4: [lsf.cluster.unknown-model]",
        dir.resolve("lsf.cluster.test") + ":5:1: [lsf.cluster.duplicate-host]").doesNotContain("Exception");
  }

  @Test
  void aCpuNormalizationOtherThanItsThreeIsMisuse() {
    CommandRun run = bqueues(DIR, "--cpu-normalization", "maybe");
    assertThat(run.exitCode()).isEqualTo(2);
  }

  @Test
  void theFormatsAreRegistered() {
    assertThat(CommandRun.of("formats").out()).contains("lsf.lsf-shared", "lsf.lsf-cluster");
    CommandRun shared = CommandRun.of("compute", "--tree", "lsf.lsf-shared:" + DIR + "/lsf.shared");
    assertThat(shared.err()).contains("holds no share tree");
  }
}
