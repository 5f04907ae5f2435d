package dev.fairshare.algorithms.pbs;

import com.typesafe.config.Config;

/**
 * The settings of {@code pbs.fairshare}, from {@code fairshare.algorithms.pbs}.
 *
 * @param unknownShares sched_config {@code unknown_shares}: the shares of the unknown group when the tree
 *     has none of its own (a tree from another scheduler); PBS's default is 0 (docs/algorithms/pbs.md §1, §9)
 */
public record PbsSettings(int unknownShares) {

  /** PBS's defaults. */
  public static PbsSettings defaults() {
    return new PbsSettings(0);
  }

  /** Reads the settings from a configuration. */
  public static PbsSettings from(Config config) {
    return new PbsSettings(config.getConfig("fairshare.algorithms.pbs").getInt("unknown-shares"));
  }
}
