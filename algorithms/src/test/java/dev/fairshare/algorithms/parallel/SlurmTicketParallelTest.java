package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmTicketAlgorithm;
import dev.fairshare.testkit.ParallelContract;

/**
 * slurm.ticket's parallel recompute gives its sequential results bit for bit: S, U, E, F, tickets and the
 * users' factors and ranks (whether the sequential one ranks by counting tickets or by sorting factors).
 */
class SlurmTicketParallelTest extends ParallelContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmTicketAlgorithm();
  }
}
