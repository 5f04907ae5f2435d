package dev.fairshare.pbs;

import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.testkit.family.FamilyInput;
import dev.fairshare.testkit.family.SchedulerFamilyContract;
import dev.fairshare.testkit.format.FormatSample;
import dev.fairshare.tree.ShareTree;
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
}
