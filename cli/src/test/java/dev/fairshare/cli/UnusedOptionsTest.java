package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An option or key that nothing would use is misuse (exit 2) naming it, with a hint, never silently
 * ignored: a regression test each, since every one of them was accepted and ignored (exit 0).
 */
class UnusedOptionsTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/unused");
  private static final Path SLURM = Path.of("src/test/resources/slurm/test24.1");

  @TempDir
  Path tmp;

  private static void misuse(CommandRun run, String golden) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve(golden));
  }

  private Path tree() throws IOException {
    return Files.writeString(tmp.resolve("t.tsv"), "a\tgroup\t1\na/x\tuser\t1\t10\nb\tuser\t1\t5\n");
  }

  @Test
  void aMisspeltDefineIsMisuseWithTheNearestKey() {
    misuse(CommandRun.of("algorithms", "-Dfairshare.algorithms.slurm.ticket.verson=14.11"), "define-typo.err");
  }

  @Test
  void aDefineOutsideEveryReferenceIsMisuse() {
    misuse(CommandRun.of("algorithms", "-Dnothing.reads.this=1"), "define-unknown.err");
  }

  @Test
  void aMisspeltKeyOfAConfigFileIsMisuseWithTheNearestKey() throws IOException {
    Path conf = Files.writeString(tmp.resolve("app.conf"), "fairshare.usage { half-lfe = 7 days }\n"
        + "other.program.key = 1\n");
    CommandRun run = CommandRun.of("algorithms", "--config", conf.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.MISUSE);
    GoldenFiles.assertMatches(run.err().replace(conf.toString(), "app.conf"), GOLDEN.resolve("config-typo.err"));
  }

  @Test
  void everyKnownDefineIsStillTaken() throws IOException {
    CommandRun run = CommandRun.of("compute", "-Dfairshare.algorithms.slurm.ticket.version=14.11",
        "-Dfairshare.usage.lsf.tick=600s", "--tree", tree().toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
  }

  @Test
  void computeWithoutALedgerRefusesTheHalfLife() throws IOException {
    misuse(CommandRun.of("compute", "--tree", tree().toString(), "--half-life", "7d"), "compute-half-life.err");
  }

  @Test
  void computeWithoutALedgerRefusesEveryOptionOfTheReading() throws IOException {
    for (String[] option : new String[][] {{"--at", "0"}, {"--decay", "slurm"}, {"--reset-period", "DAILY"},
        {"--calc-period", "300"}, {"--tz", "UTC"}, {"--clusters", "all"}, {"--family", "neutral"}}) {
      CommandRun run = CommandRun.of("compute", "--tree", tree().toString(), option[0], option[1]);
      assertThat(run.exitCode()).as(option[0]).isEqualTo(ExitCodes.MISUSE);
      assertThat(run.err()).as(option[0]).startsWith("fairshare: " + option[0] + " ")
          .contains("hint: give --ledger LEDGER, or leave out " + option[0]);
    }
  }

  @Test
  void sshareWithUsageRefusesTheHalfLifeAndClusters() {
    String[] base = {"sshare", "--slurm-conf", SLURM.resolve("slurm.conf").toString(), "--associations",
        SLURM.resolve("assoc.cfg").toString(), "--usage", SLURM.resolve("usage-P.txt").toString()};
    assertThat(CommandRun.of(base).exitCode()).isZero();
    misuse(CommandRun.of(append(base, "--half-life", "7d")), "sshare-half-life.err");
    misuse(CommandRun.of(append(base, "--ledger-clusters", "all")), "sshare-clusters.err");
  }

  @Test
  void lsfViewsWithoutJobsRefuseTheTicksOfTheirDecay() {
    for (String[] option : new String[][] {{"--decay-tick", "0"}, {"--tick-origin", "2026-11-18T00:00:00Z"}}) {
      for (String command : new String[] {"bqueues", "bhpart"}) {
        CommandRun run = CommandRun.of(command, "--lsf-conf", "../examples/lsf", option[0], option[1]);
        assertThat(run.exitCode()).as(command + " " + option[0]).isEqualTo(ExitCodes.MISUSE);
        assertThat(run.err()).as(command).startsWith("fairshare: " + option[0] + " decays the jobs of --usage or "
            + "--events, and neither is given").contains("or leave out " + option[0]);
      }
    }
    assertThat(CommandRun.of("bqueues", "--lsf-conf", "../examples/lsf", "--usage", "../examples/lsf/lsb.acct",
        "--decay-tick", "0").exitCode()).isZero();
  }

  @Test
  void usageIngestRefusesTheDecayItDoesNotApply() {
    misuse(CommandRun.of("usage", "ingest", "--ledger", tmp.resolve("l.db").toString(), "--half-life", "7d",
        "slurm.sacct:../examples/slurm/sacct.txt"), "ingest-half-life.err");
    assertThat(tmp.resolve("l.db")).doesNotExist();
  }

  /** A tree of a family that matches its own identities (SchedulerFamily.identityMatcher) takes no --family. */
  @Test
  void computeRefusesTheFamilyOfATreeThatMatchesItsOwnIdentities() {
    misuse(CommandRun.of("compute", "--tree", "slurm.sacctmgr-dump:../examples/slurm/alder.cfg", "--ledger",
        "memory:", "--family", "neutral"), "compute-family.err");
  }

  /**
   * --clusters narrows the matcher of a Slurm dump's tree only (IdentityMatcher.readsClusters): on a PBS, LSF or
   * fairshare.tsv tree it was accepted and ignored; on a dump it is taken.
   */
  @Test
  void clustersOnATreeThatKnowsNoClustersIsMisuse() throws IOException {
    misuse(CommandRun.of("compute", "--tree", "../examples/pbs/sched_priv/resource_group", "--ledger", "memory:",
        "--clusters", "all"), "compute-clusters.err");
    misuse(CommandRun.of("explain", "kim", "--tree", "../examples/lsf/lsb.users", "../examples/lsf/lsb.queues",
        "--ledger", "memory:", "--clusters", "all"), "explain-clusters.err");
    misuse(CommandRun.of("compare", "--from", tree().toString(), "--algorithms", "slurm.classic", "--ledger",
        "memory:", "--family", "slurm", "--clusters", "alder"), "compare-clusters.err");
    for (String command : new String[] {"compute", "explain"}) {
      String[] args = {command, "--tree", "slurm.sacctmgr-dump:../examples/slurm/alder.cfg", "--ledger", "memory:",
          "--clusters", "all"};
      CommandRun run = CommandRun.of(command.equals("explain") ? append(new String[] {"explain", "alice"},
          java.util.Arrays.copyOfRange(args, 1, args.length)) : args);
      assertThat(run.exitCode()).as(command + ": " + run.err()).isZero();
    }
  }

  @Test
  void viewRefusesTheSvgColourWithoutAnSvg() throws IOException {
    misuse(CommandRun.of("view", "--tree", tree().toString(), "--html", tmp.resolve("v.html").toString(),
        "--svg-colour", "ratio"), "view-svg-colour.err");
    assertThat(tmp.resolve("v.html")).doesNotExist();
  }

  @Test
  void usageExportRefusesForceWithoutAnOut() {
    misuse(CommandRun.of("usage", "export", "--ledger", "memory:", "--force"), "export-force.err");
  }

  /** --cluster is read by the Slurm target's writer only, --queues by LSF's (their TargetWriter.reads). */
  @Test
  void convertRefusesTheOptionsOfAnotherTarget() {
    String[] base = {"convert", "--from", "../examples/slurm/alder.cfg", "--out", tmp.resolve("out").toString()};
    misuse(CommandRun.of(append(base, "--to", "pbs", "--cluster", "alder")), "convert-cluster.err");
    misuse(CommandRun.of(append(base, "--to", "slurm", "--queues", "normal")), "convert-queues.err");
    assertThat(tmp.resolve("out")).doesNotExist();
    assertThat(CommandRun.of(append(base, "--to", "slurm", "--cluster", "alder")).exitCode()).isZero();
  }

  /** The JSON of bqueues and bhpart has every field of every account: no columns, no levels to choose. */
  @Test
  void lsfViewsRefuseTheNativeOutputsOptionsWithJson() {
    misuse(CommandRun.of("bqueues", "--lsf-conf", "../examples/lsf", "--format", "json", "--columns", "IBM"),
        "bqueues-json-columns.err");
    misuse(CommandRun.of("bqueues", "--lsf-conf", "../examples/lsf", "--format", "json", "-r"),
        "bqueues-json-r.err");
    misuse(CommandRun.of("bhpart", "--lsf-conf", "../examples/lsf", "--format", "json", "--columns", "OPEN"),
        "bhpart-json-columns.err");
    assertThat(CommandRun.of("bqueues", "--lsf-conf", "../examples/lsf", "-r", "--columns", "IBM").exitCode())
        .isZero();
  }

  @Test
  void lsfViewsWithoutJobsRefuseTheirCounting() {
    misuse(CommandRun.of("bqueues", "--lsf-conf", "../examples/lsf", "--ncpu-enforce", "0"),
        "bqueues-ncpu-enforce.err");
    misuse(CommandRun.of("bhpart", "--lsf-conf", "../examples/lsf", "--cpu-normalization", "off"),
        "bhpart-cpu-normalization.err");
    assertThat(CommandRun.of("bqueues", "--lsf-conf", "../examples/lsf", "--usage", "../examples/lsf/lsb.acct",
        "--ncpu-enforce", "0", "--cpu-normalization", "off").exitCode()).isZero();
  }

  private static String[] append(String[] base, String... more) {
    String[] all = java.util.Arrays.copyOf(base, base.length + more.length);
    System.arraycopy(more, 0, all, base.length, more.length);
    return all;
  }
}
