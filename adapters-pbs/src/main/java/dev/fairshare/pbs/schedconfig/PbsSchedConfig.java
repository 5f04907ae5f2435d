package dev.fairshare.pbs.schedconfig;

import java.util.List;

/**
 * The fair-share keys of {@code sched_config} with the defaults of the scheduler's code, which differ from
 * the man page's in places (docs/algorithms/pbs.md §9; {@code parse.cpp}: {@code config::config()}).
 *
 * @param fairSharePrime {@code fair_share} in prime time (default false)
 * @param fairShareNonPrime {@code fair_share} in non-prime time (default false)
 * @param unknownShares {@code unknown_shares} (default 0)
 * @param usageResource {@code fairshare_usage_res} (default {@code cput}); an expression
 * @param entity {@code fairshare_entity} (default {@code euser})
 * @param decayTimeSeconds {@code fairshare_decay_time} or {@code half_life} (default 86400)
 * @param decayFactor {@code fairshare_decay_factor}, float32 (default 0.5)
 * @param enforceNoShares {@code fairshare_enforce_no_shares} (default TRUE in the code; the man page says
 *     False)
 * @param jobSortKeys every {@code job_sort_key} value in file order (default none)
 */
public record PbsSchedConfig(boolean fairSharePrime, boolean fairShareNonPrime, int unknownShares,
    String usageResource, String entity, long decayTimeSeconds, float decayFactor, boolean enforceNoShares,
    List<String> jobSortKeys) {

  public PbsSchedConfig {
    jobSortKeys = List.copyOf(jobSortKeys);
  }

  /** The code's defaults, as {@code pbsfs} uses them when {@code sched_config} cannot be opened. */
  public static PbsSchedConfig defaults() {
    return new PbsSchedConfig(false, false, 0, "cput", "euser", 86400, 0.5f, true, List.of());
  }
}
