package dev.fairshare.flux;

import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.testkit.family.FamilyInput;
import dev.fairshare.testkit.family.SchedulerFamilyContract;
import dev.fairshare.testkit.format.FormatSample;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageUnit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * flux-accounting passes the scheduler family contract; its lossy input is a captured database with rows
 * flux's fair share does not load (inactive associations, users of banks with sub-banks).
 */
class FluxFamilyContractTest extends SchedulerFamilyContract {

  @Override
  protected SchedulerFamily family() {
    return new FluxFamily();
  }

  @Override
  protected FamilyInput lossyInput() {
    try {
      Path dir = Files.createTempDirectory("flux-family-contract");
      Path db = Captures.database("small-mixed-1", dir);
      FormatSample sample = FormatSample.file(db);
      Files.delete(db);
      Files.delete(dir);
      return FamilyInput.of("flux.db", sample, "flux.not-loaded");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Every association of the database's tree: its bank and user. */
  @Override
  protected List<UsageIdentity> identities(ShareTree tree) {
    List<UsageIdentity> identities = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        identities.add(UsageIdentity.of("flux", tree.name(tree.parent(i)), tree.name(i)));
      }
    }
    return identities;
  }

  /**
   * flux-accounting's usage is job_usage: {@code (nodes * node_weight + cores * core_weight + gpus * gpu_weight) *
   * seconds} per job (its job-usage-calculation).
   */
  @Override
  protected UsageUnit usageUnit() {
    return new UsageUnit("weighted-s", "flux-accounting's job_usage: resource-weighted seconds");
  }
}
