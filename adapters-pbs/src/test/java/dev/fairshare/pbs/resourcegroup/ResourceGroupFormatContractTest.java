package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/** {@code pbs.resource-group} passes the format contract, on the example site's file and a hand-made one. */
class ResourceGroupFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new ResourceGroupFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/pbs/sched_priv/resource_group")),
        FormatSample.text("resource_group", "grpA 10 root 40\nu1 101 grpA 2\nu2 102 grpA 0\nsolo 103 root 7\n"));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(
        BadInput.text("shares", "grpA 10 root 40\nu1 101 grpA many\n", "pbs.resource-group.bad-shares", 2, 13),
        BadInput.text("id", "grpA ten root 40\n", "pbs.resource-group.bad-id", 1, 6));
  }
}
