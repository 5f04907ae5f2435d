package dev.fairshare.lsf.contract;

import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.lsf.LsfFamily;
import dev.fairshare.testkit.family.FamilyInput;
import dev.fairshare.testkit.family.SchedulerFamilyContract;
import dev.fairshare.testkit.format.FormatSample;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageUnit;
import java.nio.file.Path;
import java.util.List;

/**
 * LSF passes the scheduler family contract; its lossy input is the example site's lsb.queues and lsb.users:
 * {@code default} shares (normal's and materials'), a collective group (geo_reservoir, {@code ()}), and the
 * night queue's own fair-share tree beside the one converted.
 */
class LsfFamilyContractTest extends SchedulerFamilyContract {

  @Override
  protected SchedulerFamily family() {
    return new LsfFamily();
  }

  @Override
  protected FamilyInput lossyInput() {
    return new FamilyInput(List.of(
        new FamilyInput.File("lsf.lsb-queues", FormatSample.file(Path.of("../examples/lsf/lsb.queues"))),
        new FamilyInput.File("lsf.lsb-users", FormatSample.file(Path.of("../examples/lsf/lsb.users")))),
        List.of("lsf.default", "lsf.collective-group", "lsf.scope"));
  }

  /** A share account of the normal queue's tree, as lsb.acct names it with its queue. */
  @Override
  protected List<UsageIdentity> identities(ShareTree tree) {
    return List.of(UsageIdentity.of("lsf", "normal", "/geosciences/geo_seismic/kim"));
  }

  /** LSF's usage is CPU time in seconds ({@code ru_utime + ru_stime}; bqueues shows CPU_TIME in seconds). */
  @Override
  protected UsageUnit usageUnit() {
    return new UsageUnit("s", "LSF's CPU seconds");
  }
}
