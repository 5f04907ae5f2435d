package dev.fairshare.slurm.explain;

import dev.fairshare.explain.Explanation;
import dev.fairshare.explain.Section;
import dev.fairshare.format.LineSource;
import dev.fairshare.slurm.conf.SlurmConfReader;
import dev.fairshare.slurm.conf.SlurmPriorityConfig;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code explain --slurm-conf FILE [--job ...]}: the priority terms of a job of the explained user under a
 * Slurm algorithm ({@link SlurmJob}), with the weights of the {@code slurm.conf}.
 */
final class SlurmJobOption {
  private final SlurmPriorityConfig conf;
  private final SlurmJob job;

  private SlurmJobOption(SlurmPriorityConfig conf, SlurmJob job) {
    this.conf = conf;
    this.job = job;
  }

  /** Reads the {@code slurm.conf} (bad input on a problem) and the job's keys (none: every factor 0). */
  static SlurmJobOption read(Path slurmConf, List<String> job) {
    return new SlurmJobOption(SlurmConfReader.read(LineSource.read(slurmConf)),
        SlurmJob.parse(job == null ? List.of() : job));
  }

  /** The job's sprio section under a Slurm algorithm; none under another family's. */
  List<Section> sections(String algorithm, Explanation e) {
    if (!algorithm.startsWith("slurm.")) {
      return List.of();
    }
    String user = e.path().substring(e.path().lastIndexOf('/') + 1);
    return List.of(job.section(conf, user, e.computed()));
  }
}
