package dev.fairshare.pbs.schedconfig;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;

/**
 * {@code pbs.sched-config}: the fair-share keys of PBS's {@code sched_priv/sched_config} (docs/algorithms/pbs.md §9),
 * read into the typed settings {@link PbsSchedConfig} with the code's defaults ({@link SchedConfigParser}).
 * It carries no tree.
 */
public final class SchedConfigFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "pbs.sched-config";

  /** The format. */
  public SchedConfigFormat() {
    super(NAME, "PBS sched_priv/sched_config (fair-share keys only)", false);
  }

  @Override
  public MatchStrength probe(String head) {
    return head.contains("\nfair_share:") || head.startsWith("fair_share:") || head.contains("\nround_robin:")
        ? MatchStrength.SOLID : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    SchedConfigParser.Result result = SchedConfigParser.parse(source);
    Settings settings = result.origins() == null ? Settings.of(result.config())
        : Settings.of(result.config(), result.origins());
    return TreeDocument.ofSettings(settings, result.problems());
  }
}
