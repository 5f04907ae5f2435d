package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The losses a conversion of the alder example's Slurm site lists (regressions, golden loss lists): the
 * slurm.conf's non-zero {@code PriorityWeight*} (Age 1000, Fairshare 10000, JobSize 500, Partition 1000, QOS 2000
 * at its lines 30 to 34) are dropped, as no target keeps a job priority weight; the list is by file (the inputs'
 * order) and line, so the target's {@code pbs.name} loss at the dump's line 15, found after the slurm.conf's
 * weights, comes before them; the decay's approximation is reported at {@code PriorityDecayHalfLife}'s line of the
 * slurm.conf (25), not at the dump.
 */
class SlurmConversionLossesTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/convert");

  private static String losses(Path out, String target) {
    CommandRun run = CommandRun.of("convert", "--from", "slurm.sacctmgr-dump:../examples/slurm/alder.cfg", "--from",
        "slurm.conf:../examples/slurm/slurm.conf", "--usage", "slurm.sshare:../examples/slurm/sshare-a-l-P.txt",
        "--to", target, "--out", out.resolve(target).toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run.out().substring(run.out().indexOf("losses:"));
  }

  @Test
  void priorityWeightsAreDroppedAndLossesAreListedByFileAndLine(@TempDir Path out) {
    String pbs = losses(out, "pbs");
    assertThat(pbs).contains("../examples/slurm/slurm.conf:31:1: slurm.priority-weights: dropped: "
        + "PriorityWeightFairshare=10000: the weight of a job's fair-share factor in its priority; PBS's fair share "
        + "has no such weight\n");
    assertThat(pbs.indexOf("alder.cfg:15:1: pbs.name")).isLessThan(pbs.indexOf("slurm.conf:30:1"));
    GoldenFiles.assertMatches(pbs, GOLDEN.resolve("alder-slurm-to-pbs-losses.txt"));
  }

  @Test
  void theDecayLossIsAtTheSlurmConfsHalfLifeLine(@TempDir Path out) {
    String flux = losses(out, "flux");
    assertThat(flux).contains("../examples/slurm/slurm.conf:25:1: decay: approximated: ");
    GoldenFiles.assertMatches(flux, GOLDEN.resolve("alder-slurm-to-flux-losses.txt"));
  }
}
