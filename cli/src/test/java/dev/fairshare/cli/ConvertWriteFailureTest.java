package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code convert}'s outputs and report are one write: a failure on any of them leaves everything as it was. */
class ConvertWriteFailureTest {
  @TempDir
  Path dir;

  @Test
  void aReportThatIsADirectoryFailsTheWholeWriteAndNoOutputIsLeft() throws IOException {
    Path out = dir.resolve("rp");
    Path report = Files.createDirectories(dir.resolve("rdir"));
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "pbs", "--out",
        out.toString(), "--report", report.toString(), "--force");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(run.err()).isEqualTo("fairshare: cannot write " + report + ": Is a directory\n");
    assertThat(out).doesNotExist();
    try (Stream<Path> left = Files.list(report)) {
      assertThat(left).isEmpty();
    }
  }

  @Test
  void aReportInAMissingDirectoryIsRefusedAndTheDirectoryIsNotCreated() throws IOException {
    Path report = dir.resolve("nonexistent/x/r.json");
    Path out = dir.resolve("out");
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "slurm", "--out",
        out.toString(), "--report", report.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(run.err()).isEqualTo("fairshare: cannot write " + report + ": No such file or directory\n");
    assertThat(dir.resolve("nonexistent")).doesNotExist();
    assertThat(out).doesNotExist();
  }

  @Test
  void aMissingOutDirectoryAppearsWithEveryFileAndNoStagingIsLeft() throws IOException {
    Path out = dir.resolve("new");
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "lsf", "--out",
        out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    try (Stream<Path> left = Files.list(out); Stream<Path> here = Files.list(dir)) {
      assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("lsb.users",
          "lsb.queues.fairshare", "lsb.params.fairshare", "usage.tsv");
      assertThat(here.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("seed-003.tsv", "new");
    }
  }

  @Test
  void anOutDirectoryWhoseParentIsMissingIsRefused() throws IOException {
    Path out = dir.resolve("a/b");
    CommandRun run = CommandRun.of("convert", "--from", Seed003.write(dir).toString(), "--to", "lsf", "--out",
        out.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(run.err()).isEqualTo("fairshare: cannot create " + out + ": No such file or directory\n");
    assertThat(dir.resolve("a")).doesNotExist();
  }
}
