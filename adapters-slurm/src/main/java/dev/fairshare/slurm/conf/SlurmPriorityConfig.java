package dev.fairshare.slurm.conf;

import java.util.List;
import java.util.Map;

/**
 * The priority parameters of a {@code slurm.conf} (docs/algorithms/slurm.md §10), after Slurm's own defaults and
 * parsing rules ({@code src/common/read_config.c}).
 *
 * @param priorityType PriorityType ({@code priority/multifactor}...)
 * @param flags the PriorityFlags keywords that are set, in Slurm's order, {@code FAIR_TREE} included when on
 * @param decayHalfLifeSeconds PriorityDecayHalfLife in seconds (0: no decay; INFINITE gives 4294967236)
 * @param calcPeriodSeconds PriorityCalcPeriod in seconds
 * @param maxAgeSeconds PriorityMaxAge in seconds
 * @param usageResetPeriod PriorityUsageResetPeriod: NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY, YEARLY
 * @param favorSmall PriorityFavorSmall
 * @param dampeningFactor FairShareDampeningFactor
 * @param weights the PriorityWeight* integers by name ({@code Age}, {@code Assoc}, {@code Fairshare},
 *     {@code JobSize}, {@code Partition}, {@code QOS})
 * @param weightTres PriorityWeightTRES as written, or {@code null}
 * @param billingWeights TRESBillingWeights by partition name, as written
 * @param accountingTres AccountingStorageTRES as written, or {@code null}
 */
public record SlurmPriorityConfig(String priorityType, List<String> flags, long decayHalfLifeSeconds,
    long calcPeriodSeconds, long maxAgeSeconds, String usageResetPeriod, boolean favorSmall,
    int dampeningFactor, Map<String, Long> weights, String weightTres, Map<String, String> billingWeights,
    String accountingTres) {

  /** Whether Fair Tree is on (neither NO_FAIR_TREE nor DEPTH_OBLIVIOUS). */
  public boolean fairTree() {
    return flags.contains("FAIR_TREE");
  }

  /** Whether DEPTH_OBLIVIOUS is set. */
  public boolean depthOblivious() {
    return flags.contains("DEPTH_OBLIVIOUS");
  }

  /** The name of the fairshare algorithm these flags select. */
  public String algorithm() {
    if (depthOblivious()) {
      return "slurm.depth-oblivious";
    }
    return fairTree() ? "slurm.fair-tree" : "slurm.classic";
  }
}
