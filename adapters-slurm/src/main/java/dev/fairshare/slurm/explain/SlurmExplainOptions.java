package dev.fairshare.slurm.explain;

import dev.fairshare.explain.ExplainContext;
import dev.fairshare.explain.ExplainExtension;
import dev.fairshare.explain.Section;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * What the Slurm family adds to {@code fairshare explain}: {@code --slurm-conf FILE [--job KEY=VALUE,...]}, a
 * job of the explained user and its priority terms as {@code sprio -l} shows them under a Slurm algorithm
 * ({@link SlurmJobOption}); the {@code slurm.conf} is also read with the tree for its settings.
 */
public final class SlurmExplainOptions implements ExplainExtension {
  @Option(names = "--slurm-conf", paramLabel = "FILE",
      description = "slurm.conf whose PriorityWeight* settings give a job's priority terms (with --job) and whose "
          + "PriorityType and PriorityFlags pick the algorithm when --algorithm is not given (the ticket mode's "
          + "is slurm.ticket); default: none, no job's terms.")
  Path slurmConf;

  @Option(names = "--job", split = ",", paramLabel = "KEY=VALUE",
      description = "A job of the user, for its sprio -l terms: id, partition, age (seconds eligible), cpus, "
          + "nodes, time-limit, cluster-cpus, cluster-nodes, partition-priority, qos-priority, assoc-priority "
          + "(P/MAX), nice, site.")
  List<String> job;

  private SlurmJobOption read;

  @Override
  public Object options() {
    return this;
  }

  @Override
  public List<String> inputs() {
    return slurmConf == null ? List.of() : List.of("slurm.conf:" + slurmConf);
  }

  @Override
  public String misuse() {
    return job != null && slurmConf == null ? "--job needs --slurm-conf (the weights)" : null;
  }

  @Override
  public List<Section> sections(ExplainContext context) {
    if (slurmConf == null) {
      return List.of();
    }
    return option().sections(context.algorithm(), context.explanation());
  }

  private SlurmJobOption option() {
    if (read == null) {
      read = SlurmJobOption.read(slurmConf, job);
    }
    return read;
  }
}
