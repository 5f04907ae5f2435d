package dev.fairshare.flux;

import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.testkit.family.FamilyInput;
import dev.fairshare.testkit.family.SchedulerFamilyContract;
import dev.fairshare.testkit.format.FormatSample;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

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
}
