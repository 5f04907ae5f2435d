package dev.fairshare.slurm;

import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.testkit.family.FamilyInput;
import dev.fairshare.testkit.family.SchedulerFamilyContract;
import dev.fairshare.testkit.format.FormatSample;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageUnit;
import java.nio.file.Path;
import java.util.List;

/**
 * Slurm passes the scheduler family contract; its lossy input is a dump with limits (the cluster's and
 * bio's {@code Grp*}), QOS and a per-partition association (dave's {@code Partition='gpu'}).
 */
class SlurmFamilyContractTest extends SchedulerFamilyContract {

  @Override
  protected SchedulerFamily family() {
    return new SlurmFamily();
  }

  @Override
  protected FamilyInput lossyInput() {
    return new FamilyInput(List.of(new FamilyInput.File("slurm.sacctmgr-dump",
        FormatSample.file(Path.of("src/test/resources/slurm/dumps/irregular.cfg")))),
        List.of("slurm.limits", "slurm.qos", "slurm.partition"));
  }

  /** Associations of the dump's cluster, lab (with no partition). */
  @Override
  protected List<UsageIdentity> identities(ShareTree tree) {
    return List.of(UsageIdentity.of("slurm", "lab", "bio", "carol", ""), UsageIdentity.of("slurm", "lab", "ai",
        "frank", ""));
  }

  /**
   * Slurm's usage is sshare's RawUsage: "the number of tres-seconds (cpu-seconds if TRESBillingWeights is not
   * defined)" of the jobs charged (sshare's man page), billable TRES times seconds in priority_multifactor.c.
   */
  @Override
  protected UsageUnit usageUnit() {
    return new UsageUnit("TRES-s", "sshare's RawUsage: billing-weighted TRES-seconds");
  }
}
