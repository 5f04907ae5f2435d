package dev.fairshare.slurm.conf;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
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
public final class SlurmConfFormat implements ConfigFormat {
  /** The registered name. */
  public static final String NAME = "slurm.conf";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "Slurm slurm.conf priority parameters (PriorityType, PriorityFlags, decay, weights)";
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
    SlurmPriorityConfig config = SlurmConfReader.read(source);
    return new TreeDocument(null, null, Settings.of(config), List.of());
  }
}
