package dev.fairshare.slurm.conf;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.format.SourceLocation;
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
 * @param locations where each key's value was written (file, line, column), by the key in lower case
 *     ({@code prioritydecayhalflife}); a key that is not in the file has none
 * @param source the name of the file read (the including one, when it includes others)
 */
public record SlurmPriorityConfig(String priorityType, List<String> flags, long decayHalfLifeSeconds,
    long calcPeriodSeconds, long maxAgeSeconds, String usageResetPeriod, boolean favorSmall,
    int dampeningFactor, Map<String, Long> weights, String weightTres, Map<String, String> billingWeights,
    String accountingTres, Map<String, SourceLocation> locations, String source) {

  /** The PriorityFlags keyword of the ticket mode in 2.6, 14.03 and 14.11 (docs/algorithms/slurm.md §11). */
  public static final String TICKET_BASED = "TICKET_BASED";
  /** The PriorityType of 2.5's ticket plugin ({@code src/plugins/priority/multifactor2/}, 2.5 only). */
  public static final String MULTIFACTOR2 = "priority/multifactor2";
  /** The release a {@code TICKET_BASED} file is taken for when nothing names one (its last, 14.11). */
  public static final String TICKET_BASED_DEFAULT_VERSION = "14.11";

  /** Where a key's value was written ({@code PriorityDecayHalfLife}, any case), or {@code null} if it was not. */
  public SourceLocation at(String key) {
    return locations.get(key.toLowerCase(java.util.Locale.ROOT));
  }

  /** Whether Fair Tree is on (neither NO_FAIR_TREE nor DEPTH_OBLIVIOUS nor the ticket mode). */
  public boolean fairTree() {
    return flags.contains("FAIR_TREE");
  }

  /** Whether DEPTH_OBLIVIOUS is set (and the ticket mode is not: it wins, as in 14.03 and 14.11). */
  public boolean depthOblivious() {
    return flags.contains("DEPTH_OBLIVIOUS");
  }

  /**
   * Whether the ticket mode is on: {@code PriorityType=priority/multifactor2} (2.5; Slurm loads a plugin by its
   * exact name) or {@code PriorityFlags} holding {@code TICKET_BASED} (2.6 to 14.11).
   */
  public boolean ticketBased() {
    return MULTIFACTOR2.equals(priorityType) || flags.contains(TICKET_BASED);
  }

  /** The name of the fairshare algorithm this file selects. */
  public String algorithm() {
    if (ticketBased()) {
      return "slurm.ticket";
    }
    if (depthOblivious()) {
      return "slurm.depth-oblivious";
    }
    return fairTree() ? "slurm.fair-tree" : "slurm.classic";
  }

  /**
   * The {@code fairshare.algorithms.slurm.ticket.version} the file selects in the ticket mode, {@code null}
   * outside it: {@code 2.5} for {@code priority/multifactor2}, which no other release has; for
   * {@code TICKET_BASED}, which 2.6, 14.03 and 14.11 share, {@value #TICKET_BASED_DEFAULT_VERSION} unless
   * {@link #ticketVersionAssumed()} is answered by the caller with a release it knows.
   */
  public String ticketVersion() {
    if (!ticketBased()) {
      return null;
    }
    return MULTIFACTOR2.equals(priorityType) ? "2.5" : TICKET_BASED_DEFAULT_VERSION;
  }

  /** Whether {@link #ticketVersion()} is an assumption: TICKET_BASED does not tell 2.6 and 14.03 from 14.11. */
  public boolean ticketVersionAssumed() {
    return ticketBased() && !MULTIFACTOR2.equals(priorityType);
  }

  /**
   * The settings this file gives {@link #algorithm()}: {@code fairshare.algorithms.slurm.dampening-factor} and, in
   * the ticket mode, {@code fairshare.algorithms.slurm.ticket.version} ({@code ticketVersion} when a caller knows
   * the release, else {@link #ticketVersion()}).
   */
  public Config algorithmSettings(String ticketVersion) {
    Map<String, Object> settings = new java.util.HashMap<>();
    settings.put("fairshare.algorithms.slurm.dampening-factor", dampeningFactor);
    if (ticketBased()) {
      settings.put("fairshare.algorithms.slurm.ticket.version", ticketVersion != null ? ticketVersion
          : ticketVersion());
    }
    return ConfigFactory.parseMap(settings);
  }
}
