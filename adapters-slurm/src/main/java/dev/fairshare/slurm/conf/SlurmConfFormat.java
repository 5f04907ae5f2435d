package dev.fairshare.slurm.conf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import java.util.List;
import java.util.Locale;

/**
 * {@code slurm.conf}: the priority parameters of a Slurm configuration (docs/algorithms/slurm.md §10), read into the
 * typed settings {@link SlurmPriorityConfig}, which select the algorithm ({@code slurm.fair-tree},
 * {@code slurm.classic} or {@code slurm.depth-oblivious}) and its settings; it carries no tree. See
 * {@link SlurmConfReader}.
 */
public final class SlurmConfFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "slurm.conf";

  /** The format. */
  public SlurmConfFormat() {
    super(NAME, "Slurm slurm.conf priority parameters (PriorityType, PriorityFlags, decay, weights)", false);
  }

  @Override
  public MatchStrength probe(String head) {
    String lower = head.toLowerCase(Locale.ROOT);
    if (lower.contains("clustername=") || lower.contains("slurmctldhost=") || lower.contains("priorityflags=")
        || lower.contains("prioritytype=")) {
      return MatchStrength.SOLID;
    }
    return MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    return TreeDocument.ofSettings(Settings.of(SlurmConfReader.read(source)), List.of());
  }
}
