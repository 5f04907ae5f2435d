package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithms.slurm.SlurmTicketAlgorithm;
import dev.fairshare.algorithms.slurm.TicketVersion;
import dev.fairshare.testkit.ParallelContract;

/**
 * slurm.ticket with version 14.11 gives its sequential results bit for bit when asked to recompute in
 * parallel: on trees where 14.11 is 2.5's path split among workers, and on trees with {@code parent}
 * associations or zero-sum levels, whose 14.11 pass makes its per-node values on the workers.
 */
class SlurmTicket1411ParallelTest extends ParallelContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new SlurmTicketAlgorithm(TicketVersion.V14_11);
  }
}
