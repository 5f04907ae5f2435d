package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Slurm cluster's files (the {@code beta} capture of the Slurm adapter: sacctmgr dump, slurm.conf,
 * {@code sshare -a -l -P}) through the impact report and the conversion to PBS and LSF.
 */
class SlurmCaptureMigrationTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path dir;

  @BeforeEach
  void copyTheCapture() throws IOException {
    for (String f : new String[] {"sacctmgr-dump.cfg", "slurm.conf", "sshare-a-l-P.txt"}) {
      try (InputStream in = getClass().getResourceAsStream("/slurm-migration/" + f)) {
        Files.write(dir.resolve(f), in.readAllBytes());
      }
    }
  }

  private String[] inputs(String... more) {
    String[] base = {"--from", "slurm.sacctmgr-dump:" + dir.resolve("sacctmgr-dump.cfg"),
        "slurm.conf:" + dir.resolve("slurm.conf"), "--usage", "slurm.sshare:" + dir.resolve("sshare-a-l-P.txt")};
    String[] all = new String[base.length + more.length];
    System.arraycopy(base, 0, all, 0, base.length);
    System.arraycopy(more, 0, all, base.length, more.length);
    return all;
  }

  private static String[] cat(String first, String[] rest) {
    String[] all = new String[rest.length + 1];
    all[0] = first;
    System.arraycopy(rest, 0, all, 1, rest.length);
    return all;
  }

  @Test
  void theImpactReportOfTheCaptureUnderFourAlgorithms() {
    CommandRun run = CommandRun.of(cat("compare", inputs("--algorithms",
        "slurm.depth-oblivious,slurm.fair-tree,pbs.fairshare,lsf.fairshare")));
    assertThat(run.exitCode()).as(run.err()).isZero();
    // sshare's RawUsage of the capture, matched to the dump's associations
    assertThat(run.out()).contains("ops/ann ").containsPattern("ops/ann\\s+1\\s+0\\.004505\\s+1200 ");
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("compare-slurm-capture.table"));
  }

  @Test
  void toPbsEveryLimitQosParentShareAndRepeatedUserIsReportedAndTheUsageFileWritten() throws IOException {
    Path out = dir.resolve("pbs");
    CommandRun run = CommandRun.of(cat("convert", inputs("--to", "pbs", "--out", out.toString())));
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out().replace(dir.toString(), "DIR"), GOLDEN.resolve("convert-capture-pbs.report"));
    GoldenFiles.assertMatches(Files.readString(out.resolve("resource_group")),
        GOLDEN.resolve("convert-capture-resource_group"));
    // PriorityDecayHalfLife=0: PBS cannot stop decaying, so the report approximates it
    assertThat(run.out()).contains("decay: approximated: PBS always decays");
    assertThat(Files.size(out.resolve("usage"))).isGreaterThan(32);
  }

  @Test
  void toLsfTheRepeatedUsersStayAndTheLinesAreWritten() throws IOException {
    Path out = dir.resolve("lsf");
    CommandRun run = CommandRun.of(cat("convert", inputs("--to", "lsf", "--out", out.toString())));
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out().replace(dir.toString(), "DIR"), GOLDEN.resolve("convert-capture-lsf.report"));
    GoldenFiles.assertMatches(Files.readString(out.resolve("lsb.users")), GOLDEN.resolve("convert-capture-lsb.users"));
    assertThat(Files.readString(out.resolve("lsb.params.fairshare"))).contains("HIST_HOURS=0");
  }
}
