package dev.fairshare.pbs;

import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.testkit.family.FamilyInput;
import dev.fairshare.testkit.family.SchedulerFamilyContract;
import dev.fairshare.testkit.format.FormatSample;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageUnit;
import java.util.List;

/**
 * PBS passes the scheduler family contract; its lossy input is a resource_group with a negative share
 * (line 3) and an entity placed in the unknown group (line 4).
 */
class PbsFamilyContractTest extends SchedulerFamilyContract {

  @Override
  protected SchedulerFamily family() {
    return new PbsFamily();
  }

  @Override
  protected FamilyInput lossyInput() {
    return FamilyInput.of("pbs.resource-group", FormatSample.text("resource_group",
        "grpA 10 root 40\nu1 101 grpA 2\nneg 102 grpA -7\nstray 103 unknown 1\n"),
        "pbs.negative-shares", "pbs.unknown");
  }

  /** An entity of resource_group. */
  @Override
  protected List<UsageIdentity> identities(ShareTree tree) {
    return List.of(UsageIdentity.of("pbs", "u1"));
  }

  /**
   * PBS's usage is in the units of sched_config's {@code fairshare_usage_res}, {@code cput} by default (pbs.md:
   * {@code pbsfs -p} prints {@code Fairshare usage units are in: cput}).
   */
  @Override
  protected UsageUnit usageUnit() {
    return new UsageUnit("cput", "PBS's fairshare_usage_res");
  }
}
