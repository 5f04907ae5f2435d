package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code compute} without {@code --algorithm} computes with the algorithm the inputs' scheduler runs, the one
 * {@code explain} and {@code view} choose: PBS's fair share for a PBS site, LSF's for an LSF site, flux-accounting's
 * weighted tree for its database, Slurm's default (Fair Tree since 19.05, {@code PriorityFlags} otherwise) for a
 * Slurm site without a slurm.conf, {@code slurm.classic} (fairshare.algorithm) only for a neutral tree.
 */
class ComputeDefaultAlgorithmTest {
  private static CommandRun compute(String trees, String... more) {
    List<String> args = new ArrayList<>(List.of("compute", "--format", "tsv", "--tree"));
    args.addAll(List.of(trees.split(" ")));
    args.addAll(List.of(more));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run;
  }

  @ParameterizedTest
  @CsvSource({
      "pbs.resource-group:../examples/pbs/sched_priv/resource_group, pbs.fairshare",
      "pbs.resource-group:../examples/pbs/sched_priv/resource_group ../examples/pbs/sched_priv/sched_config, "
          + "pbs.fairshare",
      "../examples/lsf/lsb.users ../examples/lsf/lsb.queues, lsf.fairshare",
      "flux.db:../examples/flux/FluxAccounting.db, flux.weighted-tree",
      "slurm.sacctmgr-dump:../examples/slurm/alder.cfg, slurm.fair-tree",
      "slurm.sshare:../examples/slurm/sshare-a-l-P.txt, slurm.fair-tree",
      "../examples/slurm/alder.cfg ../examples/slurm/slurm.conf, slurm.fair-tree",
      "../cli/src/main/resources/demo/seed-003.tsv, slurm.classic"})
  void withoutAnAlgorithmTheSitesSchedulerComputes(String trees, String algorithm) {
    assertThat(compute(trees).out()).isEqualTo(compute(trees, "--algorithm", algorithm).out());
  }

  @Test
  void aPbsSiteIsNotComputedAsSlurmClassic() {
    String trees = "pbs.resource-group:../examples/pbs/sched_priv/resource_group";
    assertThat(compute(trees).out()).isNotEqualTo(compute(trees, "--algorithm", "slurm.classic").out());
  }
}
