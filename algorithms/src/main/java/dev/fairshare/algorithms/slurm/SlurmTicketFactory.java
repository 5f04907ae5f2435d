package dev.fairshare.algorithms.slurm;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;

/**
 * Makes {@link SlurmTicketAlgorithm} for the Slurm release named by
 * {@code fairshare.algorithms.slurm.ticket.version} ({@link TicketVersion}); Slurm's constants are fixed.
 */
public final class SlurmTicketFactory implements AlgorithmFactory {
  private static final String VERSION = "fairshare.algorithms.slurm.ticket.version";

  @Override
  public String name() {
    return SlurmTicketAlgorithm.NAME;
  }

  @Override
  public String description() {
    return "Slurm 2.5-14.11 ticket-based fair share: tickets to branches with pending jobs by S*F, T/max";
  }

  @Override
  public FairshareAlgorithm create(Config config) {
    return new SlurmTicketAlgorithm(version(config));
  }

  /** The version a configuration names; a bad one is a {@link ConfigException.BadValue} listing the valid. */
  static TicketVersion version(Config config) {
    try {
      return TicketVersion.of(config.getString(VERSION));
    } catch (IllegalArgumentException e) {
      throw new ConfigException.BadValue(config.getValue(VERSION).origin(), VERSION, e.getMessage());
    }
  }
}
