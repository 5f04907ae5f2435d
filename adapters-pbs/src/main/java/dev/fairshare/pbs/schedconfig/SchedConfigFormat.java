package dev.fairshare.pbs.schedconfig;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.TreeDocument;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code pbs.sched-config}: the fair-share keys of PBS's {@code sched_priv/sched_config} (docs/algorithms/pbs.md §9),
 * read into settings with the code's defaults ({@link SchedConfigParser}). It carries no tree.
 *
 * <p>Settings: {@code fairshare.usage.decay = pbs-step}, {@code fairshare.usage.pbs.decay-time} (seconds),
 * {@code fairshare.usage.pbs.decay-factor}, {@code fairshare.algorithms.pbs.unknown-shares}, and the PBS-only
 * {@code pbs.fair-share.prime}, {@code pbs.fair-share.non-prime}, {@code pbs.fairshare-usage-res},
 * {@code pbs.fairshare-entity}, {@code pbs.fairshare-enforce-no-shares}, {@code pbs.job-sort-key}.
 */
public final class SchedConfigFormat implements ConfigFormat {
  /** The registered name. */
  public static final String NAME = "pbs.sched-config";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "PBS sched_priv/sched_config (fair-share keys only)";
  }

  @Override
  public MatchStrength probe(String head) {
    return head.contains("\nfair_share:") || head.startsWith("fair_share:") || head.contains("\nround_robin:")
        ? MatchStrength.SOLID : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    SchedConfigParser.Result result = SchedConfigParser.parse(source);
    return new TreeDocument(null, null, settings(result.config()), result.problems());
  }

  /** The settings of a sched_config. */
  public static Map<String, Object> settings(PbsSchedConfig c) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("fairshare.usage.decay", "pbs-step");
    s.put("fairshare.usage.pbs.decay-time", c.decayTimeSeconds() + "s");
    s.put("fairshare.usage.pbs.decay-factor", (double) c.decayFactor());
    s.put("fairshare.algorithms.pbs.unknown-shares", c.unknownShares());
    s.put("pbs.fair-share.prime", c.fairSharePrime());
    s.put("pbs.fair-share.non-prime", c.fairShareNonPrime());
    s.put("pbs.fairshare-usage-res", c.usageResource());
    s.put("pbs.fairshare-entity", c.entity());
    s.put("pbs.fairshare-enforce-no-shares", c.enforceNoShares());
    s.put("pbs.job-sort-key", String.join("\n", c.jobSortKeys()));
    return s;
  }
}
