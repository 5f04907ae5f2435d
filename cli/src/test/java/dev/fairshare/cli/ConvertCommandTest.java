package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fairshare convert}: the files, the report, --strict, and all-or-nothing output. */
class ConvertCommandTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path dir;

  private String clean(String text) {
    return text.replace(dir.toString(), "DIR");
  }

  @Test
  void seed003ToSlurmWritesTheDumpTheScriptAndTheReport() throws IOException {
    Path out = dir.resolve("out");
    Path report = dir.resolve("report.json");
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "slurm", "--out",
        out.toString(), "--cluster", "tux", "--report", report.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(clean(run.out()), GOLDEN.resolve("convert-seed003-slurm.report"));
    GoldenFiles.assertMatches(clean(Files.readString(report)), GOLDEN.resolve("convert-seed003-slurm.json"));
    GoldenFiles.assertMatches(Files.readString(out.resolve("tux.cfg")), GOLDEN.resolve("convert-seed003-tux.cfg"));
    GoldenFiles.assertMatches(Files.readString(out.resolve("sacctmgr.sh")),
        GOLDEN.resolve("convert-seed003-sacctmgr.sh"));
    assertThat(Files.readString(out.resolve("slurm.conf.fairshare"))).contains("PriorityDecayHalfLife=7-00:00:00");
    try (Stream<Path> left = Files.list(out)) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrder("tux.cfg", "sacctmgr.sh", "slurm.conf.fairshare", "usage.tsv");
    }
  }

  @Test
  void strictWithALossExitsOneAndWritesNothing() throws IOException {
    Path out = dir.resolve("strict");
    Path report = dir.resolve("strict.json");
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "slurm", "--out",
        out.toString(), "--strict", "--report", report.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("slurm.account-case").contains("--strict: 7 losses; nothing written");
    assertThat(out).doesNotExist();
    assertThat(report).doesNotExist();
  }

  @Test
  void anExistingFileIsNotOverwrittenAndNothingElseIsWritten() throws IOException {
    Path out = dir.resolve("busy");
    Files.createDirectories(out);
    Files.writeString(out.resolve("sacctmgr.sh"), "keep me\n");
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "slurm", "--out",
        out.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("would overwrite").contains("sacctmgr.sh");
    assertThat(Files.readString(out.resolve("sacctmgr.sh"))).isEqualTo("keep me\n");
    try (Stream<Path> left = Files.list(out)) {
      assertThat(left).hasSize(1);
    }
  }

  @Test
  void toLsfTheQueuesShareTheTreeThroughFairshareQueues() throws IOException {
    Path out = dir.resolve("lsf");
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "lsf", "--out",
        out.toString(), "--queues", "normal,short,long");
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(Files.readString(out.resolve("lsb.queues.fairshare")),
        GOLDEN.resolve("convert-seed003-lsb.queues"));
    GoldenFiles.assertMatches(Files.readString(out.resolve("lsb.users")), GOLDEN.resolve("convert-seed003-lsb.users"));
    // G has 0 shares: LSF has none, so it is dropped with the line it came from
    assertThat(run.out()).contains("seed-003.tsv:17:1: shares.zero: dropped: 'G' has 0 shares (with its subtree)");
  }

  @Test
  void anUnknownTargetIsMisuse() throws IOException {
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "sge");
    assertThat(run.exitCode()).isEqualTo(2);
    // the message lists every registered family that converts (here among others lsf, pbs and slurm)
    assertThat(run.err()).containsPattern("--to must be [a-z, -]*lsf, pbs[a-z, -]* or [a-z-]+, not 'sge'")
        .contains("slurm");
  }
}
