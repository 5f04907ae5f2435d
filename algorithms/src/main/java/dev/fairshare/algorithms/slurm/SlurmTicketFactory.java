package dev.fairshare.algorithms.slurm;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;

/** Makes {@link SlurmTicketAlgorithm}; it has no settings (Slurm 2.5's constants are fixed). */
public final class SlurmTicketFactory implements AlgorithmFactory {

  @Override
  public String name() {
    return SlurmTicketAlgorithm.NAME;
  }

  @Override
  public String description() {
    return "Slurm 2.5 priority/multifactor2: tickets to branches with pending jobs by S*F, T/max";
  }

  @Override
  public FairshareAlgorithm create(Config config) {
    return new SlurmTicketAlgorithm();
  }
}
