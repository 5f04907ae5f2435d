package dev.fairshare.lsf.contract;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.lsf.LsbHostsFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/** {@code lsf.lsb-hosts} passes the format contract, on the example site's file. */
class LsbHostsFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new LsbHostsFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/lsf/lsb.hosts")));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("lsb.hosts", "Begin HostPartition\nHPART_NAME = h\nHOSTS = all\nEnd HostPartition\n",
        "lsf.hosts.missing-shares", 1, 1));
  }
}
